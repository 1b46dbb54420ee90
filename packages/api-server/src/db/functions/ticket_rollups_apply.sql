-- Statement-level, over the transition tables: one call per statement, so bulk loads stay
-- set-based. An update counts only rows whose counted columns changed. Inserts of up to 256 rows
-- append to ticket_rollup_pending (folded later by ticket_rollups_fold); larger ones (seeds,
-- imports, the bench's fills) apply at once, so the pending table stays as small as what arrives
-- between two folds.
CREATE OR REPLACE FUNCTION "ticket_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d ticket_rollup_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT FROM new_rows OFFSET 256) THEN
      INSERT INTO ticket_rollup_pending (status_code, classification_id, commune, orientation, date_event, created_by_id, assigned_to_id, created_at, closed_at)
      SELECT status_code, classification_id, commune, orientation, date_event, created_by_id, assigned_to_id, created_at, closed_at FROM new_rows;
      RETURN NULL;
    END IF;
    SELECT array_agg((1, id, status_code, classification_id, commune, orientation, date_event, created_by_id, assigned_to_id, created_at, closed_at)::ticket_rollup_delta)
    INTO d FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg((-1, id, status_code, classification_id, commune, orientation, date_event, created_by_id, assigned_to_id, created_at, closed_at)::ticket_rollup_delta)
    INTO d FROM old_rows;
  ELSE
    SELECT array_agg(x.r) INTO d
    FROM old_rows o JOIN new_rows w ON w.id = o.id
    CROSS JOIN LATERAL (VALUES
      ((-1, o.id, o.status_code, o.classification_id, o.commune, o.orientation, o.date_event, o.created_by_id, o.assigned_to_id, o.created_at, o.closed_at)::ticket_rollup_delta),
      ((1, w.id, w.status_code, w.classification_id, w.commune, w.orientation, w.date_event, w.created_by_id, w.assigned_to_id, w.created_at, w.closed_at)::ticket_rollup_delta)
    ) x(r)
    WHERE (o.status_code, o.classification_id, o.commune, o.orientation, o.date_event, o.created_by_id, o.assigned_to_id, o.created_at, o.closed_at)
      IS DISTINCT FROM (w.status_code, w.classification_id, w.commune, w.orientation, w.date_event, w.created_by_id, w.assigned_to_id, w.created_at, w.closed_at);
  END IF;
  PERFORM ticket_rollups_add(d);
  RETURN NULL;
END
$$;
