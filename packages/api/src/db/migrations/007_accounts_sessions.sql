-- 007: server-side sessions, e-mail verification (the free first session needs a verified address), the free
-- session granted once per mailbox, and rate-limit counters shared by every replica.

-- A session is one sign-in. Access tokens carry its id (`sid`); signing out (or a credential change) ends it,
-- and the bearer check refuses its tokens on the next request on every replica (the trigger below bumps the
-- version the bearer check's cache is keyed by, see migration 005).
CREATE TABLE sessions (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- last silent renewal: the client renews only while the person is active, so this is their last activity
  renewed_at  timestamptz NOT NULL DEFAULT now(),
  -- absolute end, whatever the activity: a new sign-in is needed after it
  expires_at  timestamptz NOT NULL,
  ended_at    timestamptz,
  end_reason  text CHECK (end_reason IN ('signout', 'idle', 'password-changed', 'email-changed', 'password-reset', 'admin')),
  CHECK ((ended_at IS NULL) = (end_reason IS NULL))
);
CREATE INDEX sessions_open_by_user_idx ON sessions (user_id) WHERE ended_at IS NULL;

CREATE TRIGGER sessions_bump_auth AFTER UPDATE OF ended_at OR DELETE OR TRUNCATE
  ON sessions FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_version();

-- Accounts that existed before this rule were never asked to verify: they count as verified (their free session,
-- if any, was granted at registration).
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = created_at;

-- Single-use verification links, stored hashed, for the address they were sent to (a link mailed to an old
-- address cannot verify a new one).
CREATE TABLE email_verification_tokens (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email       text NOT NULL,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verification_tokens_user_idx ON email_verification_tokens (user_id);

-- The free first session, once per mailbox, even if the account is deleted or the address moves to another
-- account. The mailbox is the normalized address: case, a "+tag" and dots in a Gmail name reach the same inbox,
-- so they do not make a new one.
CREATE FUNCTION mailbox_of(email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(local, '.', '') || '@gmail.com'
              ELSE local || '@' || domain END
  FROM (SELECT split_part(split_part(lower(trim(email)), '@', 1), '+', 1) AS local,
               split_part(lower(trim(email)), '@', 2) AS domain) parts
$$;

CREATE TABLE free_session_grants (
  mailbox     text PRIMARY KEY,
  user_id     uuid REFERENCES users (id) ON DELETE SET NULL,
  granted_at  timestamptz NOT NULL DEFAULT now()
);
-- Clients registered before this rule already received theirs.
INSERT INTO free_session_grants (mailbox, user_id, granted_at)
SELECT DISTINCT ON (mailbox_of(u.email)) mailbox_of(u.email), u.id, s.created_at
FROM users u JOIN subscriptions s ON s.client_id = u.id
WHERE s.free_granted
ORDER BY mailbox_of(u.email), s.created_at;

-- Fixed-window counters (sign-in failures per account and per address, mails per target, costly writes per user).
-- Keys hold hashes, never an address or e-mail in clear.
CREATE TABLE rate_limits (
  key       text PRIMARY KEY,
  hits      integer NOT NULL,
  reset_at  timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_idx ON rate_limits (reset_at);

-- The generated signing secret now lives in a file only the server's user can read (DATA_DIR/jwt-secret);
-- the old one, readable by anyone who could read the database, signs nothing any more.
DELETE FROM app_settings WHERE key = 'jwt_secret';
