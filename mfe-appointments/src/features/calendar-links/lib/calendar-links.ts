/**
 * Add-to-calendar for a booked session: Google Calendar's and Outlook's "new event" links, and an .ics file with the
 * same UID as the invitation the API mails (`<appointment id>@aliento`), so importing both leaves one event.
 */

export interface CalendarEvent {
  id: string;
  title: string;
  /** ISO instants. */
  start: string;
  end: string;
  details: string;
  /** The video room's address. */
  location: string | null;
}

/** 20300305T150000Z: an instant as iCalendar and Google write it (UTC). */
const compact = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function googleCalendarUrl(e: CalendarEvent): string {
  const q = new URLSearchParams({ action: 'TEMPLATE', text: e.title, dates: `${compact(e.start)}/${compact(e.end)}`, details: e.details });
  if (e.location) q.set('location', e.location);
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}

export function outlookCalendarUrl(e: CalendarEvent): string {
  const q = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: e.title,
    startdt: new Date(e.start).toISOString(),
    enddt: new Date(e.end).toISOString(),
    body: e.details,
  });
  if (e.location) q.set('location', e.location);
  return `https://outlook.live.com/calendar/0/deeplink/compose?${q.toString()}`;
}

/** RFC 5545 TEXT: backslash, semicolon, comma and new lines escaped. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (a space starts each continuation). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = new TextEncoder().encode(char).length;
    if (size + n > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The .ics text of one session (a PUBLISH calendar with one event). */
export function icsFile(e: CalendarEvent, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aliento//Sesiones//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.id}@aliento`,
    `DTSTAMP:${compact(now.toISOString())}`,
    `DTSTART:${compact(e.start)}`,
    `DTEND:${compact(e.end)}`,
    `SUMMARY:${text(e.title)}`,
    `DESCRIPTION:${text(e.details)}`,
    ...(e.location ? [`LOCATION:${text(e.location)}`, `URL:${e.location}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
