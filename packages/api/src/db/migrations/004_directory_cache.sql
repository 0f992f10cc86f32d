-- Versions of cached reads. The writes themselves bump them (statement-level triggers), so every API replica
-- sharing the database sees a change on its next request and no replica serves a stale directory.
CREATE TABLE cache_versions (
  name    text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 1
);
INSERT INTO cache_versions (name) VALUES ('directory');

CREATE FUNCTION bump_directory_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE name = 'directory';
  RETURN NULL;
END
$$;

-- the directory reads therapists joined with the users' names and roles
CREATE TRIGGER therapists_bump_directory AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON therapists
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
CREATE TRIGGER users_bump_directory AFTER UPDATE OF first_name, last_name, roles OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
