/**
 * The built-in scheduler: the therapist's free 45-minute slots from now to the booking horizon (the same number of
 * days the server accepts), by day, chosen and confirmed.
 */
import { useMemo, useState } from 'react';
import { Box, Button, Flex, Heading, Stack, Text, LoadingBlock } from '@aliento/ui';
import { useResource } from '@aliento/core';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { BOOKING_HORIZON_DAYS, type Slot } from '@aliento/contracts/scheduling';
import { NS } from '../../../app/i18n';
import { clientTime } from '../../../lib/time-zone';
import { formatSlotRange, formatSlotTime, groupSlotsByDay } from '../group-slots';
import type { Booking } from '../hooks/use-booking';
import { SlotsFailed } from './slots-failed';
import { schedulingApi } from '@aliento/api-client/scheduling';

export function BuiltInScheduler({ therapistUserId, booking }: { therapistUserId: string; booking: Booking }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const [timeZone] = useState(clientTime.zone);
  const [selected, setSelected] = useState<Slot | null>(null);

  const slots = useResource(() => {
    const from = new Date();
    const to = new Date(from.getTime() + BOOKING_HORIZON_DAYS * 24 * 60 * 60 * 1000);
    return schedulingApi.getFreeSlots({ params: { id: therapistUserId }, query: { from: from.toISOString(), to: to.toISOString(), timeZone } });
  }, [therapistUserId]);
  const days = useMemo(() => groupSlotsByDay(slots.data?.slots ?? [], language, timeZone), [slots.data, language, timeZone]);

  const pick = async (slot: Slot) => {
    setSelected(slot);
    // spec: credits are checked as soon as a date and time is chosen
    if (!(await booking.checkCredits())) setSelected(null);
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

  return (
    <Stack gap={5}>
      <Text color="fg.muted">{t('booking.slotsIntro', { timeZone })}</Text>
      {days.length === 0 ? (
        <Text>{t('booking.noSlots')}</Text>
      ) : (
        <Stack as="fieldset" gap={5} borderWidth={0} p={0} m={0} minW={0}>
          <Text as="legend" fontWeight="semibold" mb={2}>
            {t('booking.chooseTime')}
          </Text>
          {days.map((day) => (
            <Box key={day.key} role="group" aria-labelledby={`day-${day.key}`}>
              <Heading as="h3" size="sm" id={`day-${day.key}`} mb={2}>
                {day.label}
              </Heading>
              <Flex wrap="wrap" gap={2}>
                {day.slots.map((slot) => {
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
          ))}
        </Stack>
      )}
      {selected ? (
        <Stack gap={3} p={4} bg="brand.subtle" rounded="lg" aria-live="polite">
          <Text fontWeight="semibold">{t('booking.selected', { when: formatSlotRange(selected, language, timeZone) })}</Text>
          <Button
            colorPalette="brand"
            minH="44px"
            alignSelf={{ base: 'stretch', md: 'start' }}
            loading={booking.submitting}
            loadingText={t('booking.confirming')}
            disabled={booking.checking}
            onClick={() => void confirm()}
          >
            {t('booking.confirm')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
