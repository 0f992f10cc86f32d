/**
 * The days of the booking calendar: every day from today to the booking horizon in the client's time zone, laid out
 * in weeks (Sunday first, as the calendars of our readers in the US), each with its free times.
 */
import type { Language } from '@aliento/contracts/enums';
import { capitalize, type SlotDay } from './group-slots';

export interface CalendarDay {
  /** YYYY-MM-DD in the client's time zone. */
  key: string;
  /** Day of the month, "5". */
  number: string;
  /** "Martes, 5 de marzo de 2030". */
  label: string;
  /** The free times that day (empty: nothing to book). */
  slots: SlotDay['slots'];
}

const DAY_MS = 86_400_000;
/** Noon UTC of a YYYY-MM-DD key: the same calendar day whatever zone reads it. */
const noonOf = (key: string) => new Date(`${key}T12:00:00Z`);
const keyOf = (date: Date) => date.toISOString().slice(0, 10);

/** A YYYY-MM-DD key moved by whole days. */
export const addDays = (key: string, days: number) => keyOf(new Date(noonOf(key).getTime() + days * DAY_MS));

/** Today's YYYY-MM-DD in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Every day from `from` for `count` days, with the free times of the days that have some. */
export function calendarDays(from: string, count: number, withSlots: readonly SlotDay[], language: Language): CalendarDay[] {
  const byKey = new Map(withSlots.map((d) => [d.key, d]));
  const label = new Intl.DateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'full' });
  const days: CalendarDay[] = [];
  for (let i = 0; i < count; i += 1) {
    const key = addDays(from, i);
    days.push({ key, number: String(Number(key.slice(8))), label: capitalize(label.format(noonOf(key))), slots: byKey.get(key)?.slots ?? [] });
  }
  return days;
}

/** The days in rows of seven, Sunday first; null fills the places before the first day and after the last. */
export function weeksOf(days: readonly CalendarDay[]): (CalendarDay | null)[][] {
  if (days.length === 0) return [];
  const cells: (CalendarDay | null)[] = [...Array<null>(noonOf(days[0].key).getUTCDay()).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The weekday names, Sunday first: short for the column ("lun") and long for screen readers ("lunes"). */
export function weekdayNames(language: Language): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'short' });
  const long = new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'long' });
  // 2030-03-03 is a Sunday
  return Array.from({ length: 7 }, (_, i) => {
    const day = noonOf(addDays('2030-03-03', i));
    return { short: capitalize(short.format(day).replace(/\.$/, '')), long: long.format(day) };
  });
}

/** "marzo de 2030", or "marzo – abril de 2030" when the days run into the next month. */
export function monthsLabel(days: readonly CalendarDay[], language: Language): string {
  if (days.length === 0) return '';
  const month = new Intl.DateTimeFormat(language, { timeZone: 'UTC', month: 'long', year: 'numeric' });
  const first = noonOf(days[0].key);
  const last = noonOf(days[days.length - 1].key);
  return capitalize(first.getUTCMonth() === last.getUTCMonth() ? month.format(first) : month.formatRange(first, last));
}
