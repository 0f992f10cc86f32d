/** Long date and start–end time of an appointment, in the page's language and the user's time zone. */
import { currentTimeZone } from '@aliento/core';

export interface AppointmentTimeText {
  /** e.g. 'martes, 24 de noviembre de 2026' */
  date: string;
  /** e.g. '15:00–15:45' */
  time: string;
}

/** `timeZone` defaults to the one the person reads times in (their choice, else the browser's). */
export function formatAppointmentTime(
  startTime: string,
  endTime: string,
  language: string,
  timeZone: string = currentTimeZone(),
): AppointmentTimeText | null {
  const start = new Date(startTime);
  const end = new Date(endTime);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone }).format(start);
  const clock = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone });
  return { date, time: `${clock.format(start)}–${clock.format(end)}` };
}
