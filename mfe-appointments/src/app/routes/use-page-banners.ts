/**
 * What the page says on arrival and after a purchase: the booking's confirmation (it stays, with calendar links), the
 * 5-second banners (spec section 9), and the purchase dialog the credit check asks to open. The navigation state that
 * brought them is read once, then cleared, so a reload does not repeat them.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type AppointmentsBookedState, type AppointmentsNavState } from '@aliento/core';

/** Spec section 9: the success banner shows for 5000 ms. */
export const BANNER_MS = 5000;

function useTimedFlag(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = window.setTimeout(() => setOn(false), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [on]);
  return [on, setOn];
}

export function usePageBanners(isClient: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const [bookedBanner, setBookedBanner] = useTimedFlag();
  const [purchasedBanner, setPurchasedBanner] = useTimedFlag();
  const [bookedId, setBookedId] = useState<string | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  // the checkout is mounted (and its code loaded) only once it was first opened
  const [checkoutUsed, setCheckoutUsed] = useState(false);
  if (checkoutOpen && !checkoutUsed) setCheckoutUsed(true);

  useEffect(() => {
    const state = location.state as (AppointmentsNavState & Partial<AppointmentsBookedState>) | null;
    if (!state || (!state.booked && !state.displayModal)) return;
    if (state.booked && state.bookedId) setBookedId(state.bookedId);
    else if (state.booked) setBookedBanner(true);
    if (state.displayModal && isClient) setCheckoutOpen(true);
    navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate, isClient, setBookedBanner]);

  return {
    bookedId,
    closeConfirmation: () => setBookedId(null),
    bookedBanner,
    setBookedBanner,
    purchasedBanner,
    setPurchasedBanner,
    checkoutOpen,
    checkoutUsed,
    setCheckoutOpen,
  };
}
