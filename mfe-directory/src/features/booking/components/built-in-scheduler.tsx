/**
 * The built-in scheduler: the therapist's free 45-minute slots from now to the booking horizon (the same number of
 * days the server accepts). A calendar of the days (the ones with free times marked) beside the times of the chosen
 * day, a shortcut to the next open time, and the confirmation next to the chosen time (a bar at the bottom of a
 * phone), which takes the focus once the credits are checked. Without credit, the chosen time is held and sessions
 * are bought over the booking (BuyOverBooking); once paid, the time is booked at once.
 */
import { useEffect, useRef, useState } from 'react';
import { Stack, Text, LoadingBlock } from '@aliento/ui';
import { useResource, useTimeZone } from '@aliento/core';
import { useLanguage, useTranslation } from '@aliento/i18n';
import type { Slot } from '@aliento/contracts/scheduling';
import { BOOKING_HORIZON_DAYS } from '@aliento/contracts/limits';
import { SlotPicker, TimeZoneLine, formatSlotRange } from '@aliento/calendar';
import { NS } from '../../../app/i18n';
import { isFirstSessionFree } from '../first-session-free';
import { hasCredit } from '../credit-check';
import type { Booking } from '../hooks/use-booking';
import { SlotsFailed } from './slots-failed';
import { BuyOverBooking, preloadCheckoutUnlessCredit } from './buy-over-booking';
import { CONFIRM_BAR_SPACE, ConfirmBar } from './confirm-bar';
import { freeSlotsAhead } from '@aliento/api-client/scheduling';
import { appointmentsApi } from '@aliento/api-client/appointments';

type Props = { therapistUserId: string; therapistName: string; booking: Booking; onTimeChosen?: (chosen: boolean) => void };

export function BuiltInScheduler({ therapistUserId, therapistName, booking, onTimeChosen }: Props) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const timeZone = useTimeZone();
  const [selected, setSelected] = useState<Slot | null>(null);
  // the confirmation takes the focus once a chosen time passed the credit check
  const [focusConfirm, setFocusConfirm] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // buying sessions over the booking (mounted once needed: the checkout loads the first time it opens)
  const [buying, setBuying] = useState(false);
  const [buyUsed, setBuyUsed] = useState(false);

  const slots = useResource(() => freeSlotsAhead(therapistUserId, timeZone), [therapistUserId]);

  useEffect(() => onTimeChosen?.(selected !== null), [selected, onTimeChosen]);

  useEffect(() => {
    const button = confirmButton.current;
    if (focusConfirm && selected && button) {
      // the browser's own scroll on focus stops with the button flush against the screen's edge: with room below it
      button.focus({ preventScroll: true });
      button.scrollIntoView({ block: 'nearest' });
    }
    setFocusConfirm(false);
  }, [focusConfirm, selected]);

  // a time held for this client (they went to buy sessions and came back): chosen again, as they left it
  const held = useResource(() => appointmentsApi.getCurrentHold({}, { retry: 0 }), [therapistUserId]);
  const heldHere = held.data?.hold && held.data.hold.therapist === therapistUserId ? held.data.hold : null;
  useEffect(() => {
    if (!heldHere || !slots.data) return;
    const slot = slots.data.slots.find((s) => s.startTime === heldHere.startTime);
    if (slot) setSelected(slot);
  }, [heldHere, slots.data]);

  const pick = async (slot: Slot) => {
    setSelected(slot);
    preloadCheckoutUnlessCredit(booking.balance);
    // spec: credits are checked as soon as a date and time is chosen (without one, the time is held first)
    const ok = await booking.checkCredits(slot.startTime);
    if (ok === true) {
      setFocusConfirm(true);
      return;
    }
    if (ok === 'buy') {
      openCheckout();
      return;
    }
    setSelected(null);
    if (ok === 'slotTaken') await slots.reload();
  };

  const openCheckout = () => {
    setBuyUsed(true);
    setBuying(true);
  };

  const confirm = async (slot: Slot | null = selected) => {
    if (!slot) return;
    const result = await booking.book({ startTime: slot.startTime });
    if (result === 'noCredit') openCheckout();
    if (result === 'slotTaken') {
      // the hold ran out and someone took the time: the sessions bought stay in the client's plan
      setSelected(null);
      await slots.reload();
    }
  };

  // paid: the held time is booked at once (the server takes the hold), as the confirmation would
  const purchased = () => {
    setBuying(false);
    void confirm();
  };

  if (slots.loading && !slots.data) return <LoadingBlock label={t('booking.loadingSlots')} />;
  if (slots.error && !slots.data) return <SlotsFailed onRetry={() => void slots.reload()} />;

  const balance = booking.balance;
  // nothing to say about credits the client does not have (they buy sessions over the booking)
  const creditText =
    !balance || !hasCredit(balance)
      ? null
      : isFirstSessionFree(balance)
        ? t('booking.usesFreeSession')
        : t('booking.usesCredit', { count: balance.currentCredit, left: balance.currentCredit - 1 });

  return (
    <Stack gap={5} pb={selected ? { base: CONFIRM_BAR_SPACE, md: 0 } : undefined}>
      <Stack gap={0}>
        <Text color="fg.muted">{t('booking.slotsIntro')}</Text>
        <TimeZoneLine />
      </Stack>
      <SlotPicker
        slots={slots.data?.slots ?? []}
        dayCount={BOOKING_HORIZON_DAYS + 1}
        timeZone={timeZone}
        selected={selected}
        onPick={(slot) => void pick(slot)}
        disabled={booking.checking || booking.submitting}
        headingId="booking-day"
        empty={<Text>{t('booking.noSlots')}</Text>}
      >
        {selected ? (
          <ConfirmBar
            when={formatSlotRange(selected, language, timeZone)}
            therapistName={therapistName}
            credit={creditText}
            submitting={booking.submitting}
            disabled={booking.checking}
            onConfirm={() => void confirm()}
            buttonRef={confirmButton}
          />
        ) : null}
      </SlotPicker>
      {buyUsed ? (
        <BuyOverBooking open={buying} held={booking.held} timeZone={timeZone} onNotNow={() => setBuying(false)} onPurchased={purchased} />
      ) : null}
    </Stack>
  );
}
