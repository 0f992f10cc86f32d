-- 012: calendar invitations that update and cancel (iTIP, RFC 5546). Each appointment is one calendar event (UID
-- from its id) whose SEQUENCE lives here, so a later message (a new time, the cancellation) replaces the earlier one
-- in the client's and the therapist's calendars, whichever replica sends it.

-- 0 with the booking's invitation; one more for each change sent (services/calendar-sequence.ts).
ALTER TABLE appointments ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0 CHECK (calendar_sequence >= 0);
-- When the event's METHOD:CANCEL was queued: sent once, whichever path cancelled the appointment.
ALTER TABLE appointments ADD COLUMN calendar_cancelled_at timestamptz;
ALTER TABLE appointments ADD CONSTRAINT appointments_calendar_cancel_check CHECK (calendar_cancelled_at IS NULL OR cancelled);

-- The calendar message of a mail, { method, filename, content }: sent as a text/calendar alternative part (what
-- Gmail and Outlook act on) and as an .ics file (what Apple Mail and other readers open).
ALTER TABLE mail_outbox ADD COLUMN calendar jsonb;
