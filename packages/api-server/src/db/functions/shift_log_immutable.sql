-- The shift log is written once: a correction is a new entry that names the one it corrects.
CREATE OR REPLACE FUNCTION "shift_log_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'shift_log entries are never changed nor deleted' USING ERRCODE = 'insufficient_privilege';
END
$$;
