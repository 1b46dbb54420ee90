-- Wakes the mail worker of every instance when a message is written.
CREATE OR REPLACE FUNCTION "mail_outbox_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vigia_mail', '');
  RETURN NULL;
END
$$;
