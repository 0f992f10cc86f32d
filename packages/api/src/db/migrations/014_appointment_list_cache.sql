-- 014: the client's and the therapist's appointment lists are kept in memory per user, keyed by a version per user
-- that the writes themselves bump (triggers, in the writing transaction), so a booking made through any replica is
-- seen on the next request of every replica sharing the database, and one client's booking rebuilds only the
-- lists of the two people it concerns.
--
-- `cache_versions.appointments` moves with every such write: while it has not moved since a list was checked
-- (it comes with the version snapshot every request already reads), nothing can have changed; when it has, one
-- look-up of the user's own row below tells whether that list did.
INSERT INTO cache_versions (name) VALUES ('appointments');

-- no row = version 0 (the user never had an appointment since this migration, nor was named in one)
CREATE TABLE appointment_list_versions (
  user_id uuid PRIMARY KEY,
  version bigint NOT NULL DEFAULT 1
);
-- whoever has appointments already gets a row, so that a TRUNCATE (which bumps the rows there are) reaches them too
INSERT INTO appointment_list_versions (user_id)
  SELECT client_id FROM appointments UNION SELECT therapist_id FROM appointments;

-- One lock order for every writer: the shared row first (a BEFORE STATEMENT trigger, or first thing in a row
-- trigger), then the users' rows sorted, so two transactions bumping lists cannot deadlock on each other.
CREATE FUNCTION bump_appointments_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE name = 'appointments';
  RETURN NULL;
END
$$;

CREATE FUNCTION bump_appointment_lists(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO appointment_list_versions AS v (user_id)
    SELECT DISTINCT id FROM unnest(ids) AS t (id) WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
$$;

-- an appointment row changed in what the lists show: both parties' lists (before and after, if it changed hands)
CREATE FUNCTION bump_lists_of_appointment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_appointment_lists(ARRAY[NEW.client_id, NEW.therapist_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_appointment_lists(ARRAY[OLD.client_id, OLD.therapist_id]);
  ELSE
    PERFORM bump_appointment_lists(ARRAY[OLD.client_id, OLD.therapist_id, NEW.client_id, NEW.therapist_id]);
  END IF;
  RETURN NULL;
END
$$;

-- the columns the lists read (data/appointments.ts, APPOINTMENT_SELECT); bookkeeping columns (reminders, calendar
-- sequence, Calendly cancellation marks) leave the lists as they are
CREATE TRIGGER appointments_bump_lists_version BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF
    therapist_id, client_id, name, start_time, end_time, room, request_cancellation, request_cancellation_date,
    cancelled, completed, refund_status, created_at
  ON appointments FOR EACH STATEMENT EXECUTE FUNCTION bump_appointments_version();
CREATE TRIGGER appointments_bump_lists AFTER INSERT OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION bump_lists_of_appointment();
CREATE TRIGGER appointments_bump_lists_on_update AFTER UPDATE OF
    therapist_id, client_id, name, start_time, end_time, room, request_cancellation, request_cancellation_date,
    cancelled, completed, refund_status, created_at
  ON appointments FOR EACH ROW
  WHEN ((OLD.therapist_id, OLD.client_id, OLD.name, OLD.start_time, OLD.end_time, OLD.room, OLD.request_cancellation,
         OLD.request_cancellation_date, OLD.cancelled, OLD.completed, OLD.refund_status, OLD.created_at)
        IS DISTINCT FROM
        (NEW.therapist_id, NEW.client_id, NEW.name, NEW.start_time, NEW.end_time, NEW.room, NEW.request_cancellation,
         NEW.request_cancellation_date, NEW.cancelled, NEW.completed, NEW.refund_status, NEW.created_at))
  EXECUTE FUNCTION bump_lists_of_appointment();

CREATE FUNCTION bump_all_appointment_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE appointment_list_versions SET version = version + 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER appointments_truncate_bump_lists AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_appointment_lists();

-- a person's name or e-mail (shown to admins) is in their own lists and in those of everyone they had a session with
CREATE FUNCTION bump_lists_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE name = 'appointments';
  PERFORM bump_appointment_lists(ARRAY[NEW.id]
    || ARRAY(SELECT client_id FROM appointments WHERE therapist_id = NEW.id)
    || ARRAY(SELECT therapist_id FROM appointments WHERE client_id = NEW.id));
  RETURN NULL;
END
$$;
CREATE TRIGGER users_bump_appointment_lists AFTER UPDATE OF first_name, last_name, email ON users FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.email) IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.email))
  EXECUTE FUNCTION bump_lists_of_user();
