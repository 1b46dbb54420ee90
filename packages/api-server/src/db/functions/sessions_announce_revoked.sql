-- Every instance closes the live streams of a session that ends (routes/notification-stream.ts).
CREATE OR REPLACE FUNCTION "sessions_announce_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vigia_sessions', NEW.id::text);
  RETURN NULL;
END
$$;
