/**
 * The built-in scheduler: the therapist's free 45-minute slots from now to the booking horizon (the same number of
 * days the server accepts). A calendar of the days (the ones with free times marked) beside the times of the chosen
 * day, a shortcut to the next open time, and the confirmation next to the chosen time (a bar at the bottom of a
 * phone), which takes the focus once the credits are checked. Without credit, the chosen time is held and sessions
 * are bought over the booking (BuyOverBooking); once paid, the time is booked at once.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text, LoadingBlock } from '@aliento/ui';
import { useResource } from '@aliento/core';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { BOOKING_HORIZON_DAYS, type Slot } from '@aliento/contracts/scheduling';
import { NS } from '../../../app/i18n';
import { clientTime } from '../../../lib/time-zone';
import { formatSlotRange, formatSlotTime, groupSlotsByDay } from '../group-slots';
import { calendarDays, todayIn } from '../calendar-days';
import { isFirstSessionFree } from '../hooks/use-first-session-free';
import { hasCredit } from '../credit-check';
import type { Booking } from '../hooks/use-booking';
import { SlotsFailed } from './slots-failed';
import { BuyOverBooking } from './buy-over-booking';
import { DayPicker } from './day-picker';
import { CONFIRM_BAR_SPACE, ConfirmBar } from './confirm-bar';
import { schedulingApi } from '@aliento/api-client/scheduling';
import { appointmentsApi } from '@aliento/api-client/appointments';

type Props = { therapistUserId: string; therapistName: string; booking: Booking; onTimeChosen?: (chosen: boolean) => void };

export function BuiltInScheduler({ therapistUserId, therapistName, booking, onTimeChosen }: Props) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const [timeZone] = useState(clientTime.zone);
  const [day, setDay] = useState<string | null>(null);
  const [selected, setSelected] = useState<Slot | null>(null);
  // the confirmation takes the focus once a chosen time passed the credit check
  const [focusConfirm, setFocusConfirm] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // buying sessions over the booking (mounted once needed: the checkout loads the first time it opens)
  const [buying, setBuying] = useState(false);
  const [buyUsed, setBuyUsed] = useState(false);

  const slots = useResource(() => {
    const from = new Date();
    const to = new Date(from.getTime() + BOOKING_HORIZON_DAYS * 24 * 60 * 60 * 1000);
    return schedulingApi.getFreeSlots({ params: { id: therapistUserId }, query: { from: from.toISOString(), to: to.toISOString(), timeZone } });
  }, [therapistUserId]);
  const withSlots = useMemo(() => groupSlotsByDay(slots.data?.slots ?? [], language, timeZone), [slots.data, language, timeZone]);
  const days = useMemo(() => calendarDays(todayIn(timeZone), BOOKING_HORIZON_DAYS + 1, withSlots, language), [withSlots, language, timeZone]);
  const first = withSlots[0]?.slots[0] ?? null;
  // the chosen day, else the first with free times (also after a refresh took the chosen day's last time)
  const shown = days.find((d) => d.key === day && d.slots.length > 0) ?? days.find((d) => d.slots.length > 0) ?? null;

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
    if (!slot) return;
    setSelected(slot);
    setDay(groupSlotsByDay([slot], language, timeZone)[0].key);
  }, [heldHere, slots.data, language, timeZone]);

  const pick = async (slot: Slot) => {
    setSelected(slot);
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

  const pickFirst = () => {
    if (!first) return;
    setDay(withSlots[0].key);
    void pick(first);
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

  const nextOpen = first
    ? new Intl.DateTimeFormat(language, { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(
        new Date(first.startTime),
      )
    : '';

  return (
    <Stack gap={5} pb={selected ? { base: CONFIRM_BAR_SPACE, md: 0 } : undefined}>
      <Text color="fg.muted">{t('booking.slotsIntro', { timeZone })}</Text>
      {!shown || !first ? (
        <Text>{t('booking.noSlots')}</Text>
      ) : (
        <>
          <Button
            variant="outline"
            colorPalette="brand"
            minH="48px"
            alignSelf={{ base: 'stretch', sm: 'start' }}
            whiteSpace="normal"
            disabled={booking.checking || booking.submitting}
            onClick={pickFirst}
          >
            {t('booking.nextAvailable', { when: nextOpen })}
          </Button>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 5, md: 8 }} alignItems="start">
            <DayPicker days={days} selected={shown.key} onSelect={setDay} />
            <Box>
              <Box role="group" aria-labelledby="booking-day">
                <Heading as="h3" size="sm" id="booking-day" mb={1}>
                  {shown.label}
                </Heading>
                <Text color="fg.muted" fontSize="sm" mb={3}>
                  {t('booking.chooseTime')}
                </Text>
                <Flex wrap="wrap" gap={2}>
                  {shown.slots.map((slot) => {
                    const isSelected = selected?.startTime === slot.startTime;
                    return (
                      <Button
                        key={slot.startTime}
                        minH="44px"
                        minW="88px"
                        colorPalette="brand"
                        variant={isSelected ? 'solid' : 'outline'}
                        aria-pressed={isSelected}
                        aria-label={formatSlotRange(slot, language, timeZone)}
                        disabled={booking.checking || booking.submitting}
                        onClick={() => void pick(slot)}
                      >
                        {formatSlotTime(slot, language, timeZone)}
                      </Button>
                    );
                  })}
                </Flex>
              </Box>
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
            </Box>
          </SimpleGrid>
        </>
      )}
      {buyUsed ? (
        <BuyOverBooking open={buying} held={booking.held} timeZone={timeZone} onNotNow={() => setBuying(false)} onPurchased={purchased} />
      ) : null}
    </Stack>
  );
}
