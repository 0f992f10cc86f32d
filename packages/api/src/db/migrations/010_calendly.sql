-- 010: Calendly in production. Therapists who connect their own Calendly account (OAuth tokens, encrypted by the
-- API before they reach this table), therapists found in the organization of CALENDLY_TOKEN, the events Aliento
-- must cancel at Calendly (kept until Calendly confirms, so a restart or a Calendly outage loses none), and the
-- webhook deliveries already applied (Calendly retries, so each one is applied once).

-- a therapist's own Calendly account, connected from settings; the tokens are AES-256-GCM ciphertexts
CREATE TABLE calendly_connections (
  therapist_id       uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  user_uri           text NOT NULL UNIQUE,
  slug               text NOT NULL,
  scheduling_url     text NOT NULL,
  name               text NOT NULL DEFAULT '',
  organization_uri   text,
  access_token       text NOT NULL,
  refresh_token      text NOT NULL,
  access_expires_at  timestamptz NOT NULL,
  -- the user-scope webhook subscription Aliento created for this account (deleted on disconnect)
  webhook_subscription_uri text,
  connected_at       timestamptz NOT NULL DEFAULT now(),
  refreshed_at       timestamptz
);

-- one pending OAuth authorization per state value (hashed): who started it and the PKCE verifier; single use
CREATE TABLE calendly_oauth_states (
  state_hash     text PRIMARY KEY,
  therapist_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_verifier  text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX calendly_oauth_states_created_idx ON calendly_oauth_states (created_at);

-- a therapist's membership of the CALENDLY_TOKEN organization, looked up by the slug of their scheduling page;
-- user_uri null = not a member when last checked (kept briefly so every profile view does not ask Calendly)
CREATE TABLE calendly_org_members (
  therapist_id    uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  slug            text NOT NULL,
  user_uri        text,
  scheduling_url  text,
  checked_at      timestamptz NOT NULL DEFAULT now()
);

-- events to cancel at Calendly: orphans of refused bookings and appointments cancelled in Aliento
CREATE TABLE calendly_cancellations (
  event_uuid       text PRIMARY KEY,
  therapist_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  appointment_id   uuid REFERENCES appointments (id) ON DELETE SET NULL,
  reason           text NOT NULL,
  state            text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX calendly_cancellations_due_idx ON calendly_cancellations (next_attempt_at) WHERE state = 'pending';

-- webhook deliveries applied, by `<event>:<invitee uri>` (an invitee is created once and canceled once)
CREATE TABLE calendly_webhook_deliveries (
  key          text PRIMARY KEY,
  outcome      text NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now()
);

-- set when Calendly's side of an appointment is known to be cancelled (by its webhook or by our cancellation)
ALTER TABLE appointments ADD COLUMN calendly_canceled_at timestamptz;
CREATE INDEX appointments_calendly_event_idx ON appointments (calendly_event_id) WHERE calendly_event_id IS NOT NULL;
