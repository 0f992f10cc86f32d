/** The iCalendar (.ics) invitation attached to booking mails (RFC 5545). */
import type { AppointmentMailData } from './notifications';

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

const icsDate = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const icsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (RFC 5545 3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  for (const ch of line) {
    if (Buffer.byteLength(cur + ch) > (out.length === 0 ? 75 : 74)) {
      out.push(cur);
      cur = '';
    }
    cur += ch;
  }
  out.push(cur);
  return out.join('\r\n ');
}

/** The iCalendar invitation of an appointment (null when it has no times). */
export function appointmentIcs(to: 'client' | 'therapist', d: AppointmentMailData, now = new Date()): string | null {
  if (!d.start || !d.end) return null;
  const lang = d[to].language;
  const other = to === 'client' ? d.therapist : d.client;
  const summary = lang === 'en' ? `Aliento session with ${fullName(other)}` : `Sesión de Aliento con ${fullName(other)}`;
  const description = lang === 'en' ? `Join the video session: ${d.link}` : `Entra a la videollamada: ${d.link}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aliento//Appointments//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${d.id}@aliento`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(d.start)}`,
    `DTEND:${icsDate(d.end)}`,
    `SUMMARY:${icsText(summary)}`,
    `DESCRIPTION:${icsText(description)}`,
    `LOCATION:${icsText(d.link)}`,
    `URL:${d.link}`,
    'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'TRIGGER:-PT1H',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(summary)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
