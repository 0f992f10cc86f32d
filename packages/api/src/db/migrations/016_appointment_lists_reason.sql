-- The appointment lists also show the client's cancellation reason (migration 015): a change to it (or to the
-- booking's source) moves the lists' versions like the other columns they read (migration 014).
DROP TRIGGER appointments_bump_lists_version ON appointments;
DROP TRIGGER appointments_bump_lists_on_update ON appointments;
CREATE TRIGGER appointments_bump_lists_version BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF
    therapist_id, client_id, name, start_time, end_time, room, request_cancellation, request_cancellation_date,
    cancelled, completed, refund_status, created_at, source, cancellation_reason
  ON appointments FOR EACH STATEMENT EXECUTE FUNCTION bump_appointments_version();
CREATE TRIGGER appointments_bump_lists_on_update AFTER UPDATE OF
    therapist_id, client_id, name, start_time, end_time, room, request_cancellation, request_cancellation_date,
    cancelled, completed, refund_status, created_at, source, cancellation_reason
  ON appointments FOR EACH ROW
  WHEN ((OLD.therapist_id, OLD.client_id, OLD.name, OLD.start_time, OLD.end_time, OLD.room, OLD.request_cancellation,
         OLD.request_cancellation_date, OLD.cancelled, OLD.completed, OLD.refund_status, OLD.created_at, OLD.source,
         OLD.cancellation_reason)
        IS DISTINCT FROM
        (NEW.therapist_id, NEW.client_id, NEW.name, NEW.start_time, NEW.end_time, NEW.room, NEW.request_cancellation,
         NEW.request_cancellation_date, NEW.cancelled, NEW.completed, NEW.refund_status, NEW.created_at, NEW.source,
         NEW.cancellation_reason))
  EXECUTE FUNCTION bump_lists_of_appointment();
