-- Adds signed rows to every rollup, in two statements (everyone's tables; the owners' when a row
-- has an owner, so anonymous creations skip it). The slot is the writer's (backend pid % 16), not
-- the row's: concurrent writers add to different rows instead of queueing on one, and a batch adds
-- one row per key. Sums over slots are exact; one slot alone can go negative. Rows are upserted in
-- key order, tables always in the same order, so writers that share a slot cannot deadlock.
CREATE OR REPLACE FUNCTION "ticket_rollups_add"(d "ticket_rollup_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s smallint := (pg_backend_pid() % 16)::smallint;
BEGIN
  IF d IS NULL THEN
    RETURN;
  END IF;
  WITH counts AS (
    INSERT INTO ticket_counts AS c (status_code, classification_id, slot, n, unassigned, close_seconds)
    SELECT status_code, classification_id, s, sum(sign),
           coalesce(sum(sign) FILTER (WHERE assigned_to_id IS NULL), 0),
           coalesce(sum(sign * extract(epoch FROM closed_at - created_at)) FILTER (WHERE status_code = 'CERRADO'), 0)
    FROM unnest(d) GROUP BY 1, 2
    HAVING sum(sign) <> 0 OR sum(sign) FILTER (WHERE assigned_to_id IS NULL) <> 0
        OR sum(sign * extract(epoch FROM closed_at - created_at)) FILTER (WHERE status_code = 'CERRADO') <> 0
    ORDER BY 1, 2
    ON CONFLICT (status_code, classification_id, slot) DO UPDATE
      SET n = c.n + excluded.n, unassigned = c.unassigned + excluded.unassigned, close_seconds = c.close_seconds + excluded.close_seconds
  ), places AS (
    INSERT INTO ticket_place_counts AS c (commune, orientation, slot, n)
    SELECT commune, orientation, s, sum(sign) FROM unnest(d) GROUP BY 1, 2 HAVING sum(sign) <> 0 ORDER BY 1, 2
    ON CONFLICT (commune, orientation, slot) DO UPDATE SET n = c.n + excluded.n
  )
  INSERT INTO ticket_day_counts AS c (day, slot, n)
  SELECT (date_event AT TIME ZONE 'America/Santiago')::date, s, sum(sign)
  FROM unnest(d) GROUP BY 1 HAVING sum(sign) <> 0 ORDER BY 1
  ON CONFLICT (day, slot) DO UPDATE SET n = c.n + excluded.n;

  IF NOT EXISTS (SELECT FROM unnest(d) WHERE created_by_id IS NOT NULL OR assigned_to_id IS NOT NULL) THEN
    RETURN;
  END IF;
  WITH owned AS MATERIALIZED (
    SELECT o.owner_id, o.owner_kind, r.*
    FROM unnest(d) r CROSS JOIN LATERAL (VALUES (r.created_by_id, 'created_by'), (r.assigned_to_id, 'assigned_to')) o(owner_id, owner_kind)
    WHERE o.owner_id IS NOT NULL
  ), counts AS (
    INSERT INTO ticket_owner_counts AS c (owner_id, owner_kind, status_code, classification_id, n, unassigned, close_seconds)
    SELECT owner_id, owner_kind, status_code, classification_id, sum(sign),
           coalesce(sum(sign) FILTER (WHERE assigned_to_id IS NULL), 0),
           coalesce(sum(sign * extract(epoch FROM closed_at - created_at)) FILTER (WHERE status_code = 'CERRADO'), 0)
    FROM owned GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign) FILTER (WHERE assigned_to_id IS NULL) <> 0
        OR sum(sign * extract(epoch FROM closed_at - created_at)) FILTER (WHERE status_code = 'CERRADO') <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (owner_id, owner_kind, status_code, classification_id) DO UPDATE
      SET n = c.n + excluded.n, unassigned = c.unassigned + excluded.unassigned, close_seconds = c.close_seconds + excluded.close_seconds
  )
  INSERT INTO ticket_owner_places AS c (owner_id, owner_kind, commune, orientation, n)
  SELECT owner_id, owner_kind, commune, orientation, sum(sign) FROM owned GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (owner_id, owner_kind, commune, orientation) DO UPDATE SET n = c.n + excluded.n;
END
$$;
