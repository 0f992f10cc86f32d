-- 015 (issue 20): a client's hold on a slot while they buy a plan, the reason a client may give when cancelling,
-- and the reschedule transition of an appointment's history.

-- A hold is live while expires_at is in the future; queries compare with the time of the request, so an expired hold
-- frees its slot without any job (the cleanup job only deletes old rows).
CREATE TABLE booking_holds (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  therapist_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  start_time    timestamptz NOT NULL,
  end_time      timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > start_time)
);
-- one hold per client: a new hold replaces the old one
CREATE UNIQUE INDEX booking_holds_client_key ON booking_holds (client_id);
-- one row per slot: an expired hold of the slot is deleted (under the therapist's lock) before a new one is written
CREATE UNIQUE INDEX booking_holds_slot_key ON booking_holds (therapist_id, start_time);
CREATE INDEX booking_holds_expires_idx ON booking_holds (expires_at);

-- the client's optional words when asking to cancel, shown to the therapist and admins
ALTER TABLE appointments ADD COLUMN cancellation_reason text CHECK (char_length(cancellation_reason) <= 500);

ALTER TABLE appointment_events DROP CONSTRAINT appointment_events_event_check;
ALTER TABLE appointment_events ADD CONSTRAINT appointment_events_event_check
  CHECK (event IN ('BOOKED', 'CANCELLATION_REQUESTED', 'AUTO_REFUNDED', 'CANCELLATION_CONFIRMED', 'REFUNDED', 'REFUND_DECLINED',
                   'REMINDER_SENT', 'RESCHEDULED'));
