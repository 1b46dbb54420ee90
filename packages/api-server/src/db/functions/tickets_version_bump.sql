-- Issue 35: every write to the event's own data increments its version, whichever path made it.
-- Bookkeeping that is not the event (the reporter's unsubscribe, the SLA breach notice) does not
-- count, and nobody can set the version by hand.
CREATE OR REPLACE FUNCTION "tickets_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'version' - 'reporter_unsubscribed_at' - 'sla_breach_notified_at')
     IS DISTINCT FROM (to_jsonb(OLD) - 'version' - 'reporter_unsubscribed_at' - 'sla_breach_notified_at') THEN
    NEW."version" := OLD."version" + 1;
  ELSE
    NEW."version" := OLD."version";
  END IF;
  RETURN NEW;
END
$$;
