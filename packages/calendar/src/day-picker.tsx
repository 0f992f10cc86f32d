/**
 * The booking calendar: the days up to the booking horizon in weeks, the days with free times marked and choosable,
 * the others shown but disabled. One Tab stop: the arrow keys move between the days with free times (a week up or
 * down with ↑ ↓, Home and End to the first and last), choosing the day they land on.
 */
import { memo, useCallback, useRef, type KeyboardEvent } from 'react';
import { Box, chakra, Text } from '@aliento/ui';
import { useLanguage, useTranslation } from '@aliento/i18n';
import { monthsLabel, weekdayNames, weeksOf, type CalendarDay } from './calendar-days';

type Props = { days: readonly CalendarDay[]; selected: string | null; onSelect: (key: string) => void };

/** The free day the arrow key leads to from `from`, or null at the edge. */
function dayFor(key: string, from: number, days: readonly CalendarDay[]): number | null {
  const free = (i: number) => i >= 0 && i < days.length && days[i].slots.length > 0;
  const search = (start: number, step: number) => {
    for (let i = start; i >= 0 && i < days.length; i += step) if (free(i)) return i;
    return null;
  };
  switch (key) {
    case 'ArrowRight':
      return search(from + 1, 1);
    case 'ArrowLeft':
      return search(from - 1, -1);
    case 'ArrowDown':
      return from + 7 < days.length ? search(from + 7, 1) : null;
    case 'ArrowUp':
      return from - 7 >= 0 ? search(from - 7, -1) : null;
    case 'Home':
      return search(0, 1);
    case 'End':
      return search(days.length - 1, -1);
    default:
      return null;
  }
}

interface DayButtonProps {
  day: CalendarDay;
  index: number;
  isSelected: boolean;
  isTabStop: boolean;
  label: string;
  onSelect: (key: string) => void;
  onKeyDown: (event: KeyboardEvent, index: number) => void;
  register: (key: string, button: HTMLButtonElement | null) => void;
}

/**
 * One day of the calendar. Memoised: choosing a day re-renders the two days whose state changed, not the whole month
 * (each day's styles are computed when it renders: on a slow phone, the whole month made the tap's answer late).
 */
const DayButton = memo(function DayButton({ day, index, isSelected, isTabStop, label, onSelect, onKeyDown, register }: DayButtonProps) {
  const free = day.slots.length > 0;
  return (
    <chakra.button
      type="button"
      ref={(el: HTMLButtonElement | null) => register(day.key, el)}
      w="full"
      minW="40px"
      h="48px"
      rounded="md"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      fontWeight={free ? 'semibold' : 'normal'}
      color={isSelected ? 'white' : free ? 'brand.fg' : 'fg.muted'}
      bg={isSelected ? 'brand.solid' : free ? 'brand.subtle' : 'transparent'}
      _hover={free && !isSelected ? { bg: 'brand.muted' } : undefined}
      _disabled={{ cursor: 'default', opacity: 0.75 }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'accent.focusRing', outlineOffset: '2px' }}
      disabled={!free}
      tabIndex={isTabStop ? 0 : -1}
      aria-pressed={free ? isSelected : undefined}
      aria-label={label}
      onClick={() => onSelect(day.key)}
      onKeyDown={(e: KeyboardEvent) => onKeyDown(e, index)}
    >
      {day.number}
      <Text as="span" aria-hidden="true" fontSize="10px" lineHeight="1" visibility={free ? 'visible' : 'hidden'}>
        ●
      </Text>
    </chakra.button>
  );
});

export function DayPicker({ days, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const names = weekdayNames(language);
  const tabStop = selected ?? days.find((d) => d.slots.length > 0)?.key ?? null;

  const onKeyDown = useCallback(
    (event: KeyboardEvent, index: number) => {
      const next = dayFor(event.key, index, days);
      if (next === null) return;
      event.preventDefault();
      onSelect(days[next].key);
      buttons.current.get(days[next].key)?.focus();
    },
    [days, onSelect],
  );
  const register = useCallback((key: string, button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(key, button);
    else buttons.current.delete(key);
  }, []);

  return (
    <Box as="table" w="full" maxW="380px" css={{ borderCollapse: 'separate', borderSpacing: '2px' }}>
      <chakra.caption textAlign="start" fontWeight="semibold" fontSize="lg" mb={2}>
        {monthsLabel(days, language)}
      </chakra.caption>
      <thead>
        <tr>
          {names.map((n) => (
            <chakra.th key={n.long} scope="col" abbr={n.long} fontSize="sm" fontWeight="normal" color="fg.muted" pb={1}>
              {n.short}
            </chakra.th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(days).map((week) => (
          <tr key={week.find(Boolean)?.key}>
            {week.map((day, i) => {
              if (!day) return <td key={`empty-${i}`} />;
              const free = day.slots.length > 0;
              return (
                <td key={day.key}>
                  <DayButton
                    day={day}
                    index={days.indexOf(day)}
                    isSelected={day.key === selected}
                    isTabStop={day.key === tabStop}
                    label={`${day.label}: ${free ? t('calendar.dayTimes', { count: day.slots.length }) : t('calendar.dayNoTimes')}`}
                    onSelect={onSelect}
                    onKeyDown={onKeyDown}
                    register={register}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
