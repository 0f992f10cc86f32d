/** Groups free slots by calendar day in the client's time zone, with labels in the page's language. */
import type { Language } from '@aliento/contracts/enums';
import type { Slot } from '@aliento/contracts/scheduling';

export interface SlotDay {
  /** YYYY-MM-DD in the client's time zone. */
  key: string;
  /** "Martes, 24 de noviembre de 2026". */
  label: string;
  slots: Slot[];
}

/** "martes, 5 de marzo" → "Martes, 5 de marzo" (a label that starts a line). */
export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function groupSlotsByDay(slots: readonly Slot[], language: Language, timeZone: string): SlotDay[] {
  const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const dayLabel = new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'full' });
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))) {
    const start = new Date(slot.startTime);
    const key = dayKey.format(start);
    let day = days.get(key);
    if (!day) {
      day = { key, label: capitalize(dayLabel.format(start)), slots: [] };
      days.set(key, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
}

/** "15:00" / "3:00 PM" in the client's time zone. */
export function formatSlotTime(slot: Slot, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { timeZone, timeStyle: 'short' }).format(new Date(slot.startTime));
}

/** "martes, 24 de noviembre de 2026, 15:00–15:45" (BRAND.md format). */
export function formatSlotRange(slot: Slot, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'full', timeStyle: 'short' }).formatRange(
    new Date(slot.startTime),
    new Date(slot.endTime),
  );
}

/** "jueves, 26 de noviembre, 17:15": a day and time without the year, in the client's time zone. */
export function formatDayTime(iso: string, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}
