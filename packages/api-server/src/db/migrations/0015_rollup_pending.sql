-- Cheaper creations with the statistics rollups (issue 27): a small insert statement (a creation,
-- a group-commit batch) no longer upserts the five rollups in its own transaction; it appends its
-- events to ticket_rollup_pending (a plain heap, no index, no ON CONFLICT, no row shared with other
-- writers). Reads see rollup + pending through the *_live views, in one statement, so a fold that
-- commits between two reads never shows an event twice or not at all. The app folds pending rows
-- into the rollups every few seconds (ticket_rollups_fold). Updates, deletes and bulk inserts keep
-- the 0006 path: they apply their signed rows at once. A normal (logged) table: pending events
-- survive a crash with the events themselves.
CREATE TABLE "ticket_rollup_pending" (
	"status_code" text NOT NULL,
	"classification_id" integer NOT NULL,
	"commune" text NOT NULL,
	"orientation" text NOT NULL,
	"date_event" timestamp with time zone NOT NULL,
	"created_by_id" uuid,
	"assigned_to_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
) WITH (autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_scale_factor = 0);
--> statement-breakpoint
-- Inserts of up to 256 rows append; larger ones (seeds, imports, the bench's fills) apply at once,
-- so the pending table stays as small as what arrives between two folds.
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
--> statement-breakpoint
-- Moves up to max_rows pending events into the rollups, in one transaction (the caller's). One
-- folder at a time across instances (a transaction-level advisory lock; a busy one returns -1 at
-- once); rows appended by transactions not yet committed are not visible and wait for the next fold.
-- Returns how many events it folded.
CREATE FUNCTION "ticket_rollups_fold"("max_rows" integer) RETURNS integer LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ticket_rollups_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ticket_counts;
  DELETE FROM ticket_place_counts;
  DELETE FROM ticket_day_counts;
  DELETE FROM ticket_owner_counts;
  DELETE FROM ticket_owner_places;
  DELETE FROM ticket_rollup_pending;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What the reads sum: each rollup's rows, then one row per pending event (the same figures
-- ticket_rollups_add would add for it).
CREATE VIEW "ticket_counts_live" AS
  SELECT "status_code", "classification_id", "n", "unassigned", "close_seconds" FROM "ticket_counts"
  UNION ALL
  SELECT "status_code", "classification_id", 1::bigint, ("assigned_to_id" IS NULL)::int::bigint,
    CASE WHEN "status_code" = 'CERRADO' THEN extract(epoch FROM "closed_at" - "created_at") ELSE 0 END
  FROM "ticket_rollup_pending";
--> statement-breakpoint
CREATE VIEW "ticket_place_counts_live" AS
  SELECT "commune", "orientation", "n" FROM "ticket_place_counts"
  UNION ALL
  SELECT "commune", "orientation", 1::bigint FROM "ticket_rollup_pending";
--> statement-breakpoint
CREATE VIEW "ticket_day_counts_live" AS
  SELECT "day", "n" FROM "ticket_day_counts"
  UNION ALL
  SELECT ("date_event" AT TIME ZONE 'America/Santiago')::date, 1::bigint FROM "ticket_rollup_pending";
--> statement-breakpoint
-- An owner's read filters on owner_kind: the planner drops the pending arm of the other kind.
CREATE VIEW "ticket_owner_counts_live" AS
  SELECT "owner_id", "owner_kind", "status_code", "classification_id", "n", "unassigned", "close_seconds" FROM "ticket_owner_counts"
  UNION ALL
  SELECT "created_by_id", 'created_by', "status_code", "classification_id", 1::bigint, ("assigned_to_id" IS NULL)::int::bigint,
    CASE WHEN "status_code" = 'CERRADO' THEN extract(epoch FROM "closed_at" - "created_at") ELSE 0 END
  FROM "ticket_rollup_pending" WHERE "created_by_id" IS NOT NULL
  UNION ALL
  SELECT "assigned_to_id", 'assigned_to', "status_code", "classification_id", 1::bigint, ("assigned_to_id" IS NULL)::int::bigint,
    CASE WHEN "status_code" = 'CERRADO' THEN extract(epoch FROM "closed_at" - "created_at") ELSE 0 END
  FROM "ticket_rollup_pending" WHERE "assigned_to_id" IS NOT NULL;
--> statement-breakpoint
CREATE VIEW "ticket_owner_places_live" AS
  SELECT "owner_id", "owner_kind", "commune", "orientation", "n" FROM "ticket_owner_places"
  UNION ALL
  SELECT "created_by_id", 'created_by', "commune", "orientation", 1::bigint FROM "ticket_rollup_pending" WHERE "created_by_id" IS NOT NULL
  UNION ALL
  SELECT "assigned_to_id", 'assigned_to', "commune", "orientation", 1::bigint FROM "ticket_rollup_pending" WHERE "assigned_to_id" IS NOT NULL;
