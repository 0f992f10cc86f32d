-- 011: mail that survives an SMTP outage (a retry schedule kept in the database, so it outlives restarts and is
-- shared by every replica), Reply-To, the recipients' time zones, and the blog's last good copy of the CMS.

-- When a pending mail may be tried next; the dispatcher claims due rows with FOR UPDATE SKIP LOCKED.
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
-- Start of the current retry window: set when queued and again when an admin sends a failed mail again.
ALTER TABLE mail_outbox ADD COLUMN queued_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE mail_outbox ADD COLUMN last_attempt_at timestamptz;
-- Optional Reply-To as { name, address } (the contact form's sender, so staff answer them directly).
ALTER TABLE mail_outbox ADD COLUMN reply_to jsonb;
-- Rows written before this migration keep their own window from when they were created.
UPDATE mail_outbox SET queued_at = created_at, next_attempt_at = created_at;
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX mail_outbox_problem_idx ON mail_outbox (created_at DESC) WHERE status = 'failed' OR last_error IS NOT NULL;

-- The IANA zone the person's browser reported when they last signed in or booked (mails to them use it).
ALTER TABLE users ADD COLUMN time_zone text CHECK (time_zone IS NULL OR length(time_zone) BETWEEN 1 AND 64);

-- The last good answer of the external CMS per request (locale, page, slug): the blog keeps working from it
-- while the CMS is down, also after a restart and on every replica.
CREATE TABLE cms_cache (
  key         text PRIMARY KEY,
  body        jsonb NOT NULL,
  fetched_at  timestamptz NOT NULL DEFAULT now()
);
