-- 001: users, therapist and client profiles, subscriptions, password reset tokens, mail outbox, settings.

CREATE TABLE users (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email          text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  password_hash  text NOT NULL,
  first_name     text NOT NULL,
  last_name      text NOT NULL,
  phone_number   text NOT NULL DEFAULT '',
  roles          text[] NOT NULL DEFAULT ARRAY['ROLE_CLIENT']
                 CHECK (cardinality(roles) >= 1 AND roles <@ ARRAY['ROLE_CLIENT','ROLE_THERAPIST','ROLE_ADMIN']),
  language       text NOT NULL DEFAULT 'es' CHECK (language IN ('es', 'en')),
  -- bumped on password or role change: tokens carrying an older version are refused
  token_version  integer NOT NULL DEFAULT 1,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

CREATE TABLE therapists (
  user_id            uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  approved           boolean NOT NULL DEFAULT false,
  approved_at        timestamptz,
  approved_by        uuid REFERENCES users (id) ON DELETE SET NULL,
  gender             text CHECK (gender IN ('GENDER_MALE', 'GENDER_FEMALE')),
  lgbtq              boolean NOT NULL DEFAULT false,
  orientation        boolean NOT NULL DEFAULT false,
  country_of_origin  text NOT NULL DEFAULT 'United States of America',
  specialties        text[] NOT NULL DEFAULT '{}',
  certifications     text NOT NULL DEFAULT '',
  experience         integer NOT NULL DEFAULT 1 CHECK (experience BETWEEN 0 AND 80),
  about_es           text NOT NULL DEFAULT '',
  about_en           text NOT NULL DEFAULT '',
  calendly           text NOT NULL DEFAULT '',
  facebook           text NOT NULL DEFAULT '',
  linkedin           text NOT NULL DEFAULT '',
  instagram          text NOT NULL DEFAULT '',
  twitter            text NOT NULL DEFAULT '',
  whatsapp           text NOT NULL DEFAULT '',
  profile_image      text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX therapists_approved_idx ON therapists (approved);

CREATE TABLE client_profiles (
  id                           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id                      uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  therapist_gender             text NOT NULL DEFAULT 'GENDER_NO_PREFERENCE'
                               CHECK (therapist_gender IN ('GENDER_MALE', 'GENDER_FEMALE', 'GENDER_NO_PREFERENCE')),
  therapist_orientation        boolean NOT NULL DEFAULT false,
  therapist_lgbtq              boolean NOT NULL DEFAULT false,
  therapist_country_of_origin  text NOT NULL DEFAULT 'United States of America',
  specialties                  text[] NOT NULL DEFAULT '{}',
  therapy_type                 text,
  age                          text,
  referral                     text,
  created_at                   timestamptz NOT NULL DEFAULT now(),
  updated_at                   timestamptz NOT NULL DEFAULT now()
);

-- one subscription row per client; credits can never go negative
CREATE TABLE subscriptions (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id       uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  plan            text NOT NULL CHECK (plan IN ('PLAN_FREE', 'PLAN_ONE', 'PLAN_COUPLES', 'PLAN_FOUR', 'PLAN_TEN')),
  current_credit  integer NOT NULL CHECK (current_credit >= 0),
  initial_credit  integer NOT NULL CHECK (initial_credit >= 0),
  active          boolean NOT NULL DEFAULT true,
  -- the free first session is granted once per client, ever
  free_granted    boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_reset_tokens (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

CREATE TABLE mail_outbox (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address  text NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  html_body   text,
  -- optional attachments as JSON: [{ filename, contentType, content (base64) }]
  attachments jsonb,
  kind        text NOT NULL DEFAULT 'generic',
  language    text NOT NULL DEFAULT 'es',
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts    integer NOT NULL DEFAULT 0,
  last_error  text,
  -- a caller-chosen key that makes a mail unique (e.g. one reminder per appointment)
  dedupe_key  text UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  claimed_at  timestamptz,
  sent_at     timestamptz
);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC);
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (status, created_at) WHERE status IN ('pending', 'sending');

CREATE TABLE app_settings (
  key         text PRIMARY KEY,
  value       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
