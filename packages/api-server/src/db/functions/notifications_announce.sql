-- Every stored notification is announced on the channel in the same transaction (delivered on
-- commit): each instance LISTENs and feeds its own streams, whichever instance wrote it.
CREATE OR REPLACE FUNCTION "notifications_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vigia_notifications', NEW.id::text || ':' || NEW.profile_id::text);
  RETURN NULL;
END
$$;
