/**
 * The iCalendar invitation of an appointment (RFC 5545), as an iTIP message (RFC 5546): `METHOD:REQUEST` adds or
 * updates the event in the recipient's calendar, `METHOD:CANCEL` removes it. One event per appointment (UID from its
 * id); each message carries the event's SEQUENCE, so calendar apps keep the latest change and ignore older ones.
 * The organizer is the product's own sender address (MAIL_FROM), the attendee the mail's recipient only (the other
 * party's address never travels). Times are UTC, so no VTIMEZONE is needed; each app shows them in its own zone.
 */
import addressparser from 'nodemailer/lib/addressparser';
import type { Language } from '@aliento/contracts/enums';
import { mailTexts } from '../mail/texts/catalogue';
import type { AppointmentMailData, CalendarMethod, CalendarPart, CalendarUpdate } from '../mail/types';

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

const icsDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const icsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** A parameter value (CN): always quoted, without the characters a quoted value cannot hold (RFC 5545 3.2). */
const paramValue = (s: string) => `"${s.replace(/[\u0000-\u001f\u007f"]/g, '').trim()}"`;

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

/** The organizer of every invitation: MAIL_FROM's address and name (else "Aliento"). */
export function organizerOf(mailFrom: string): { name: string; address: string } {
  const [first] = addressparser(mailFrom, { flatten: true });
  return { name: first?.name || 'Aliento', address: first?.address || mailFrom.trim() };
}

/** The texts of the event, in the recipient's language. */
function eventTexts(lang: Language, method: CalendarMethod, otherName: string, link: string, appointmentUrl: string) {
  const t = mailTexts(lang).calendar;
  if (method === 'CANCEL') return { summary: t.cancelledSummary(otherName), description: t.cancelledDescription(appointmentUrl) };
  return { summary: t.summary(otherName), description: t.description({ link, appointmentUrl }) };
}

/**
 * The invitation of appointment `d` for `to` (its client or therapist), or null when the appointment has no times
 * (a Calendly booking whose times could not be read: Calendly invites for it).
 */
export function appointmentInvitation(
  to: 'client' | 'therapist',
  d: AppointmentMailData,
  update: CalendarUpdate,
  opts: { mailFrom: string; appointmentUrl: string; now?: Date },
): CalendarPart | null {
  if (!d.start || !d.end) return null;
  const me = d[to];
  const other = to === 'client' ? d.therapist : d.client;
  const lang = me.language;
  const cancel = update.method === 'CANCEL';
  const organizer = organizerOf(opts.mailFrom);
  const { summary, description } = eventTexts(lang, update.method, fullName(other), d.link, opts.appointmentUrl);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aliento//Appointments//ES',
    'CALSCALE:GREGORIAN',
    `METHOD:${update.method}`,
    'BEGIN:VEVENT',
    `UID:${d.id}@aliento`,
    `SEQUENCE:${update.sequence}`,
    `DTSTAMP:${icsDate(opts.now ?? new Date())}`,
    `DTSTART:${icsDate(d.start)}`,
    `DTEND:${icsDate(d.end)}`,
    `SUMMARY;LANGUAGE=${lang}:${icsText(summary)}`,
    `DESCRIPTION;LANGUAGE=${lang}:${icsText(description)}`,
    // a cancelled session keeps no working video link in anyone's calendar
    ...(cancel ? [] : [`LOCATION:${icsText(d.link)}`, `URL:${d.link}`]),
    `ORGANIZER;CN=${paramValue(organizer.name)}:mailto:${organizer.address}`,
    // RSVP=FALSE: the session is already agreed (the client chose the time, the therapist offered it); no reply is read
    `ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE;CN=${paramValue(fullName(me))}:mailto:${me.email}`,
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    `TRANSP:${cancel ? 'TRANSPARENT' : 'OPAQUE'}`,
    ...(cancel ? [] : ['BEGIN:VALARM', 'TRIGGER:-PT1H', 'ACTION:DISPLAY', `DESCRIPTION:${icsText(summary)}`, 'END:VALARM']),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return { method: update.method, filename: mailTexts(lang).calendar.filename, content: lines.map(fold).join('\r\n') + '\r\n' };
}
