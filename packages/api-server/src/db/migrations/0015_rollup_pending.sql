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
\ir ../functions/ticket_rollups_fold.sql
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
