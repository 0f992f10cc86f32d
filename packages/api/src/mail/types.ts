/**
 * Shapes shared by the mail modules and the services that queue mail: the mailer's logger, the calendar part of
 * an appointment mail and what appointment mails are written from. Types only, so mail never imports a service.
 */
import type { Language } from '@aliento/contracts/enums';
import type { FastifyBaseLogger } from 'fastify';

/** Where the mailer reports (Fastify's logger in the app). */
export type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** The iTIP method of an invitation. */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

/** What a mail's calendar message says: the method and the event's SEQUENCE at that moment. */
export type CalendarUpdate = { method: CalendarMethod; sequence: number };

/** The calendar message stored with an outbox mail and sent as `text/calendar; method=…` plus an `.ics` file. */
export type CalendarPart = { method: CalendarMethod; filename: string; content: string };

/** A party of an appointment as its mails address them. */
export type MailPerson = { id: string; firstName: string; lastName: string; email: string; language: Language; timeZone?: string | null };

/** What appointment mails need to know. */
export type AppointmentMailData = {
  id: string;
  name: string | null;
  start: Date | null;
  end: Date | null;
  link: string;
  /** The SEQUENCE of the appointment's calendar event as stored (0 until a change is sent). */
  sequence: number;
  /** The therapist's zone (their availability's, else their browser's): the fallback of a recipient whose own zone is unknown. */
  timeZone: string;
  client: MailPerson;
  therapist: MailPerson;
};
