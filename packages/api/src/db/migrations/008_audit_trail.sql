-- The audit trail (issue 19): every money, role, approval, credential, preference and cancellation action, written
-- by services/audit.ts in the same transaction as the action. Who acted (a user in a role, the system, or an
-- anonymous caller), when, what, on which user and record, and what changed (never a password, hash or token).
-- No foreign keys: the trail outlives whatever it names. Append-only: the triggers below refuse UPDATE, DELETE
-- and TRUNCATE for every database user, so not even a bug in the API can rewrite history.
CREATE TABLE audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid,
  actor_role text NOT NULL CHECK (actor_role IN ('ROLE_ADMIN', 'ROLE_THERAPIST', 'ROLE_CLIENT', 'SYSTEM', 'ANONYMOUS')),
  action text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
  subject_id uuid NOT NULL,
  resource_type text,
  resource_id text,
  changes jsonb,
  details jsonb,
  CHECK ((actor_id IS NULL) = (actor_role IN ('SYSTEM', 'ANONYMOUS'))),
  CHECK ((resource_type IS NULL) = (resource_id IS NULL))
);

-- a user's history: what was done to them and what they did, newest first
CREATE INDEX audit_events_subject ON audit_events (subject_id, id DESC);
CREATE INDEX audit_events_actor ON audit_events (actor_id, id DESC) WHERE actor_id IS NOT NULL;

CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
