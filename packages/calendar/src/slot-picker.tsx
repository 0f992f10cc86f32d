/**
 * Choosing a time: a shortcut to the next open time, the calendar of the days (the ones with free times marked) and
 * the times of the chosen day beside it (below it on a phone). What follows a chosen time (a confirmation) is the
 * caller's `children`, shown under the times.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@aliento/ui';
import { useLanguage, useTranslation } from '@aliento/i18n';
import type { Slot } from '@aliento/contracts/scheduling';
import { calendarDays, todayIn } from './calendar-days';
import { formatDayTime, formatSlotRange, formatSlotTime, groupSlotsByDay } from './group-slots';
import { DayPicker } from './day-picker';

export interface SlotPickerProps {
  slots: readonly Slot[];
  /** How many days the calendar shows, from today. */
  dayCount: number;
  timeZone: string;
  selected: Slot | null;
  onPick: (slot: Slot) => void;
  disabled?: boolean;
  /** The id of the chosen day's heading (unique on the page). */
  headingId: string;
  /** Shown instead of the calendar when there is no free time. */
  empty: ReactNode;
  children?: ReactNode;
}

export function SlotPicker({ slots, dayCount, timeZone, selected, onPick, disabled, headingId, empty, children }: SlotPickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [day, setDay] = useState<string | null>(null);
  const withSlots = useMemo(() => groupSlotsByDay(slots, language, timeZone), [slots, language, timeZone]);
  const days = useMemo(() => calendarDays(todayIn(timeZone), dayCount, withSlots, language), [dayCount, withSlots, language, timeZone]);
  const first = withSlots[0]?.slots[0] ?? null;
  // the chosen day, else the first with free times (also after a refresh took the chosen day's last time)
  const shown = days.find((d) => d.key === day && d.slots.length > 0) ?? days.find((d) => d.slots.length > 0) ?? null;

  // a time chosen from outside (the next open time, one held for the client) shows its day
  const selectedDay = selected ? groupSlotsByDay([selected], language, timeZone)[0].key : null;
  useEffect(() => {
    if (selectedDay) setDay(selectedDay);
  }, [selectedDay]);

  if (!shown || !first) return <>{empty}</>;
  const nextOpen = formatDayTime(first.startTime, language, timeZone);

  return (
    <Stack gap={5}>
      <Button
        variant="outline"
        colorPalette="brand"
        minH="48px"
        alignSelf={{ base: 'stretch', sm: 'start' }}
        whiteSpace="normal"
        disabled={disabled}
        onClick={() => {
          setDay(withSlots[0].key);
          onPick(first);
        }}
      >
        {t('calendar.nextAvailable', { when: nextOpen })}
      </Button>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 5, md: 8 }} alignItems="start">
        <DayPicker days={days} selected={shown.key} onSelect={setDay} />
        <Box>
          <Box role="group" aria-labelledby={headingId}>
            <Heading as="h3" size="sm" id={headingId} mb={1}>
              {shown.label}
            </Heading>
            <Text color="fg.muted" fontSize="sm" mb={3}>
              {t('calendar.chooseTime')}
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
                    disabled={disabled}
                    onClick={() => onPick(slot)}
                  >
                    {formatSlotTime(slot, language, timeZone)}
                  </Button>
                );
              })}
            </Flex>
          </Box>
          {children}
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
