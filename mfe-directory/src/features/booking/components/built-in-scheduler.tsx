/**
 * The built-in scheduler: the therapist's free 45-minute slots from now to the booking horizon (the same number of
 * days the server accepts). A calendar of the days (the ones with free times marked) beside the times of the chosen
 * day, a shortcut to the next open time, and the confirmation next to the chosen time (a bar at the bottom of a
 * phone), which takes the focus once the credits are checked.
 */
import { useEffect, useRef, useState } from 'react';
import { Stack, Text, LoadingBlock } from '@aliento/ui';
import { useResource, useTimeZone } from '@aliento/core';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { BOOKING_HORIZON_DAYS, type Slot } from '@aliento/contracts/scheduling';
import { SlotPicker, TimeZoneLine, formatSlotRange } from '@aliento/calendar';
import { NS } from '../../../app/i18n';
import { isFirstSessionFree } from '../hooks/use-first-session-free';
import type { Booking } from '../hooks/use-booking';
import { SlotsFailed } from './slots-failed';
import { CONFIRM_BAR_SPACE, ConfirmBar } from './confirm-bar';
import { schedulingApi } from '@aliento/api-client/scheduling';
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

  const slots = useResource(() => {
    const from = new Date();
    const to = new Date(from.getTime() + BOOKING_HORIZON_DAYS * 24 * 60 * 60 * 1000);
    return schedulingApi.getFreeSlots({ params: { id: therapistUserId }, query: { from: from.toISOString(), to: to.toISOString(), timeZone } });
  }, [therapistUserId]);

  useEffect(() => onTimeChosen?.(selected !== null), [selected, onTimeChosen]);

  useEffect(() => {
    if (focusConfirm && selected) confirmButton.current?.focus();
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
    // spec: credits are checked as soon as a date and time is chosen (without one, the time is held first)
    const ok = await booking.checkCredits(slot.startTime);
    if (ok === true) {
      setFocusConfirm(true);
      return;
    }
    setSelected(null);
    if (ok === 'slotTaken') await slots.reload();
  };

  const confirm = async () => {
    if (!selected) return;
    const result = await booking.book({ startTime: selected.startTime });
    if (result === 'slotTaken') {
      setSelected(null);
      await slots.reload();
    }
  };

  if (slots.loading && !slots.data) return <LoadingBlock label={t('booking.loadingSlots')} />;
  if (slots.error && !slots.data) return <SlotsFailed onRetry={() => void slots.reload()} />;

  const balance = booking.balance;
  const creditText = !balance
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
    </Stack>
  );
}
