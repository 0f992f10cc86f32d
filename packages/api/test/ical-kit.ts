/**
 * Reads a calendar message with Mozilla's ical.js (the parser of Thunderbird's calendar) the way a calendar app does
 * when a mail arrives: the iTIP method, then the event's identity, order, times, people and state.
 */
import ICAL from 'ical.js';

/** A person on the event, as a calendar app lists them. */
export type CalendarPerson = { address: string; cn: string; role?: string; partstat?: string; rsvp?: string; cutype?: string };

/** What a calendar app reads from one invitation. */
export type ReadInvitation = {
  method: string;
  uid: string;
  sequence: number;
  stamp: string;
  /** Start and end as UTC ISO strings (null when the time was not in UTC). */
  start: string | null;
  end: string | null;
  status: string;
  summary: string;
  summaryLanguage: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  alarms: number;
};

const person = (p: ICAL.Property): CalendarPerson => {
  const param = (name: string) => (p.getParameter(name) as string | undefined) ?? undefined;
  return {
    address: String(p.getFirstValue()).replace(/^mailto:/i, ''),
    cn: param('cn') ?? '',
    role: param('role'),
    partstat: param('partstat'),
    rsvp: param('rsvp'),
    cutype: param('cutype'),
  };
};

const utc = (t: ICAL.Time) => (t.zone?.tzid === 'UTC' ? t.toJSDate().toISOString() : null);

/** Parses `ics` (one VCALENDAR with one VEVENT); throws when ical.js cannot read it. */
export function readInvitation(ics: string): ReadInvitation {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  const vevent = events[0];
  const event = new ICAL.Event(vevent);
  const summary = vevent.getFirstProperty('summary');
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    stamp: String(vevent.getFirstPropertyValue('dtstamp')),
    start: utc(event.startDate),
    end: utc(event.endDate),
    status: String(vevent.getFirstPropertyValue('status')),
    summary: event.summary,
    summaryLanguage: String(summary?.getParameter('language') ?? ''),
    description: event.description,
    location: (vevent.getFirstPropertyValue('location') as string | null) ?? null,
    url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
    organizer: person(vevent.getFirstProperty('organizer') as ICAL.Property),
    attendees: vevent.getAllProperties('attendee').map(person),
    alarms: vevent.getAllSubcomponents('valarm').length,
  };
}
