-- The bearer check keeps what it reads about a user in memory, keyed by this version. Every write to what it
-- reads (token version, roles, names, e-mail, language, a therapist's approval, the user's existence) bumps it
-- in the same transaction, so a token revoked through any replica (password change or reset, role change) is
-- refused on the next request on every replica sharing the database.
INSERT INTO cache_versions (name) VALUES ('auth');

CREATE FUNCTION bump_auth_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE name = 'auth';
  RETURN NULL;
END
$$;

CREATE TRIGGER users_bump_auth AFTER UPDATE OF email, first_name, last_name, roles, language, token_version OR DELETE OR TRUNCATE
  ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_version();
CREATE TRIGGER therapists_bump_auth AFTER INSERT OR UPDATE OF approved OR DELETE OR TRUNCATE
  ON therapists FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_version();
