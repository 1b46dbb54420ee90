-- closed_at: set when the status becomes CERRADO (now(), the time of the history entry written in
-- the same transaction), cleared when it leaves it. An insert of a closed event, or a statement
-- that sets closed_at itself (backfills, the bench), keeps its value; else updated_at, as before.
CREATE OR REPLACE FUNCTION "tickets_set_closed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status_code <> 'CERRADO' THEN
    NEW.closed_at := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW.closed_at := coalesce(NEW.closed_at, NEW.updated_at);
  ELSIF OLD.status_code <> 'CERRADO' AND NEW.closed_at IS NOT DISTINCT FROM OLD.closed_at THEN
    NEW.closed_at := now();
  ELSIF NEW.closed_at IS NULL THEN
    NEW.closed_at := coalesce(OLD.closed_at, now());
  END IF;
  RETURN NEW;
END
$$;
