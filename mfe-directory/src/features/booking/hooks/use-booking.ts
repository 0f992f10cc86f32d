/**
 * Booking for one therapist (spec section 4 and 8): the credit check, creating the appointment and what
 * follows (toast + navigation with the booked flag, or the Purchase Credits modal, or a slot-taken notice).
 */
import { useCallback, useState } from 'react';
import { useNavigate, errorText, paths, toast, useSession, type AppointmentsNavState } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';
import { apiFailure } from '../../../lib/api-error';
import { createAppointment } from '../api/create-appointment';
import { hasCredit } from '../credit-check';
import { subscriptionsApi } from '@aliento/api-client/subscriptions';
import type { SubscriptionResponse } from '@aliento/contracts/subscriptions';

/** The scheduling part of the create body: a Calendly event or a built-in slot. */
export type BookingChoice = { eventId: string; inviteeId: string } | { startTime: string };

/** `unconfirmed`: Calendly could not be asked; the same booking may be sent again (nothing was spent). */
export type BookingResult = 'booked' | 'noCredit' | 'slotTaken' | 'unconfirmed' | 'failed';

export interface Booking {
  /** True once the client is known to have no credit: the page hides and the modal shows. */
  noCredit: boolean;
  checking: boolean;
  submitting: boolean;
  /** The subscription as the last credit check read it (which credit a booking uses, how many remain). */
  balance: SubscriptionResponse | undefined;
  /** Checks the credits; false (and the modal) without one. */
  checkCredits: () => Promise<boolean>;
  book: (choice: BookingChoice) => Promise<BookingResult>;
}

export function useBooking(therapistUserId: string): Booking {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { claims } = useSession();
  const [noCredit, setNoCredit] = useState(false);
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [balance, setBalance] = useState<SubscriptionResponse | undefined>(undefined);

  const checkCredits = useCallback(async () => {
    if (!claims) return false;
    setChecking(true);
    try {
      const subscription = await subscriptionsApi.getSubscription({ params: { clientId: claims.id } }, { retry: 0 });
      setBalance(subscription);
      const ok = hasCredit(subscription);
      if (!ok) setNoCredit(true);
      return ok;
    } catch (err) {
      // no subscription record at all is "no credit"; anything else is a failure to say out loud
      if (apiFailure(err).status === 404) {
        setNoCredit(true);
      } else {
        toast.error(errorText(err) ?? t('booking.failed'));
      }
      return false;
    } finally {
      setChecking(false);
    }
  }, [claims, t]);

  const book = useCallback(
    async (choice: BookingChoice): Promise<BookingResult> => {
      if (!claims) return 'failed';
      setSubmitting(true);
      try {
        await createAppointment({
          therapist: therapistUserId,
          client: claims.id,
          clientEmail: claims.email,
          ...choice,
          completed: false,
          cancelled: false,
        });
        toast.success(t('booking.success'));
        const state: AppointmentsNavState = { booked: true };
        navigate(paths.appointments, { state });
        return 'booked';
      } catch (err) {
        const failure = apiFailure(err);
        if (failure.code === 'noCreditsAvailable') {
          setNoCredit(true);
          return 'noCredit';
        }
        if (failure.status === 409) {
          toast.error(t('booking.slotTaken'));
          return 'slotTaken';
        }
        if ('eventId' in choice && failure.fields?.eventId) {
          // the server refused this Calendly event (and cancelled it there when it was this booking's)
          toast.error(t('booking.calendlyRefused'));
          return 'failed';
        }
        if ('eventId' in choice && failure.status === 502) return 'unconfirmed';
        toast.error(t('booking.failed'));
        return 'failed';
      } finally {
        setSubmitting(false);
      }
    },
    [claims, navigate, t, therapistUserId],
  );

  return { noCredit, checking, submitting, balance, checkCredits, book };
}
