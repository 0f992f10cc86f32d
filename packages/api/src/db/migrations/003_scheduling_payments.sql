-- 003: payment intents, built-in availability, appointments with their cancellation/refund history, reminders.

-- one row per payment intent of either provider; `credited_at` is set exactly once (conditional update)
CREATE TABLE payment_intents (
  id             text PRIMARY KEY,
  provider       text NOT NULL CHECK (provider IN ('local', 'stripe')),
  client_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan           text NOT NULL CHECK (plan IN ('PLAN_ONE', 'PLAN_COUPLES', 'PLAN_FOUR', 'PLAN_TEN')),
  amount         integer NOT NULL CHECK (amount > 0),
  currency       text NOT NULL,
  credits        integer NOT NULL CHECK (credits > 0),
  client_secret  text NOT NULL,
  status         text NOT NULL DEFAULT 'requires_payment_method'
                 CHECK (status IN ('requires_payment_method', 'processing', 'succeeded', 'canceled')),
  last_error     text,
  card_brand     text,
  card_last4     text,
  credited_at    timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_intents_client_idx ON payment_intents (client_id, created_at DESC);

-- weekly availability of a therapist, windows in local wall time of `time_zone`
CREATE TABLE therapist_availability (
  therapist_id  uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  time_zone     text NOT NULL,
  weekly        jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE appointments (
  id                         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  therapist_id               uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id                  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_email               text NOT NULL,
  source                     text NOT NULL CHECK (source IN ('builtin', 'calendly')),
  calendly_event_id          text,
  calendly_invitee_id        text,
  -- scheduling record; all three null for a Calendly booking whose times could not be read
  name                       text,
  start_time                 timestamptz,
  end_time                   timestamptz,
  room                       text NOT NULL UNIQUE,
  request_cancellation       boolean NOT NULL DEFAULT false,
  request_cancellation_date  timestamptz,
  cancelled                  boolean NOT NULL DEFAULT false,
  cancelled_at               timestamptz,
  completed                  boolean NOT NULL DEFAULT false,
  refund_status              text NOT NULL DEFAULT 'NONE'
                             CHECK (refund_status IN ('NONE', 'PENDING', 'AUTO_REFUNDED', 'REFUNDED', 'DECLINED')),
  -- set once, in the same transaction that returns the credit
  credit_returned_at         timestamptz,
  reminder_sent_at           timestamptz,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  CHECK ((start_time IS NULL) = (end_time IS NULL) AND (end_time IS NULL OR end_time > start_time)),
  CHECK (request_cancellation OR refund_status = 'NONE'),
  CHECK ((credit_returned_at IS NOT NULL) = (refund_status IN ('AUTO_REFUNDED', 'REFUNDED')))
);
-- no double booking of a therapist's start time among live appointments (overlaps are checked under a lock)
CREATE UNIQUE INDEX appointments_therapist_start_live_key ON appointments (therapist_id, start_time)
  WHERE NOT cancelled AND start_time IS NOT NULL;
-- one appointment per Calendly invitee (a replayed booking cannot spend a second credit)
CREATE UNIQUE INDEX appointments_calendly_invitee_key ON appointments (calendly_invitee_id)
  WHERE calendly_invitee_id IS NOT NULL;
CREATE INDEX appointments_client_idx ON appointments (client_id, start_time);
CREATE INDEX appointments_therapist_idx ON appointments (therapist_id, start_time);
CREATE INDEX appointments_cancellation_idx ON appointments (request_cancellation_date DESC) WHERE request_cancellation;
CREATE INDEX appointments_reminder_idx ON appointments (start_time) WHERE reminder_sent_at IS NULL AND NOT cancelled;

-- every transition of an appointment: who (null = the system), when, what
CREATE TABLE appointment_events (
  id              bigserial PRIMARY KEY,
  appointment_id  uuid NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  event           text NOT NULL CHECK (event IN ('BOOKED', 'CANCELLATION_REQUESTED', 'AUTO_REFUNDED', 'CANCELLATION_CONFIRMED',
                                                 'REFUNDED', 'REFUND_DECLINED', 'REMINDER_SENT')),
  actor_id        uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_role      text,
  details         jsonb,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointment_events_appointment_idx ON appointment_events (appointment_id, id);
