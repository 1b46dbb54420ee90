-- Moves up to max_rows pending events into the rollups, in one transaction (the caller's). One
-- folder at a time across instances (a transaction-level advisory lock; a busy one returns -1 at
-- once); rows appended by transactions not yet committed are not visible and wait for the next fold.
-- Returns how many events it folded.
CREATE OR REPLACE FUNCTION "ticket_rollups_fold"("max_rows" integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  d ticket_rollup_delta[];
  k integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(1986488681, 27) THEN
    RETURN -1;
  END IF;
  WITH gone AS (
    DELETE FROM ticket_rollup_pending
    WHERE ctid = ANY (ARRAY(SELECT ctid FROM ticket_rollup_pending LIMIT "max_rows"))
    RETURNING *
  )
  SELECT array_agg((1, NULL, status_code, classification_id, commune, orientation, date_event, created_by_id, assigned_to_id, created_at, closed_at)::ticket_rollup_delta),
         count(*)
  INTO d, k FROM gone;
  PERFORM ticket_rollups_add(d);
  RETURN k;
END
$$;
