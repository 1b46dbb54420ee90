-- Statistics rollups (issue 27): reportStatistic reads small tables kept exact by triggers in the
-- same transaction as each change, instead of scanning tickets and their history.
-- Everyone (SUPERVISOR, INSPECTOR, ADMIN): ticket_counts (now also unassigned and the summed time
-- to close), ticket_place_counts, ticket_day_counts; each spread over slots so concurrent
-- creations do not queue on one row. A DRIVER's or an OPERATOR's own figures:
-- ticket_owner_counts and ticket_owner_places, keyed by the creator or the assignee.
-- The 0001 triggers are replaced by one set that keeps all of them.
DROP TRIGGER "tickets_counts_insert" ON "tickets";--> statement-breakpoint
DROP TRIGGER "tickets_counts_update" ON "tickets";--> statement-breakpoint
DROP TRIGGER "tickets_counts_delete" ON "tickets";--> statement-breakpoint
DROP TRIGGER "tickets_counts_truncate" ON "tickets";--> statement-breakpoint
DROP FUNCTION "ticket_counts_apply"();--> statement-breakpoint
DROP FUNCTION "ticket_counts_truncate"();--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- When each closed event was closed, as the statistics computed it until now: its last closing
-- history entry, else its last update.
UPDATE "tickets" t SET "closed_at" = coalesce(
  (SELECT max(h."changed_at") FROM "ticket_history" h WHERE h."ticket_id" = t."id" AND (h."changes" -> 'statusCode' ->> 1) = 'CERRADO'),
  t."updated_at")
WHERE t."status_code" = 'CERRADO';--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD COLUMN "unassigned" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD COLUMN "close_seconds" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
DELETE FROM "ticket_counts";--> statement-breakpoint
CREATE TABLE "ticket_place_counts" (
	"commune" text NOT NULL,
	"orientation" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_place_counts_commune_orientation_slot_pk" PRIMARY KEY("commune","orientation","slot")
);
--> statement-breakpoint
CREATE TABLE "ticket_day_counts" (
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_day_counts_day_slot_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
CREATE TABLE "ticket_owner_counts" (
	"owner_id" uuid NOT NULL,
	"owner_kind" text NOT NULL,
	"status_code" text NOT NULL,
	"classification_id" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"unassigned" bigint DEFAULT 0 NOT NULL,
	"close_seconds" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_owner_counts_owner_id_owner_kind_status_code_classification_id_pk" PRIMARY KEY("owner_id","owner_kind","status_code","classification_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_owner_places" (
	"owner_id" uuid NOT NULL,
	"owner_kind" text NOT NULL,
	"commune" text NOT NULL,
	"orientation" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_owner_places_owner_id_owner_kind_commune_orientation_pk" PRIMARY KEY("owner_id","owner_kind","commune","orientation")
);
--> statement-breakpoint
\ir ../functions/tickets_set_closed_at.sql
--> statement-breakpoint
CREATE TRIGGER "tickets_closed_at_insert" BEFORE INSERT ON "tickets" FOR EACH ROW
  WHEN (NEW.status_code = 'CERRADO' OR NEW.closed_at IS NOT NULL) EXECUTE FUNCTION "tickets_set_closed_at"();
--> statement-breakpoint
CREATE TRIGGER "tickets_closed_at_update" BEFORE UPDATE ON "tickets" FOR EACH ROW
  WHEN (OLD.status_code IS DISTINCT FROM NEW.status_code OR OLD.closed_at IS DISTINCT FROM NEW.closed_at) EXECUTE FUNCTION "tickets_set_closed_at"();
--> statement-breakpoint
-- What a row contributes to the rollups, with its sign (+1 inserted or new version, -1 deleted or
-- old version).
CREATE TYPE "ticket_rollup_delta" AS (
	"sign" integer,
	"id" integer,
	"status_code" text,
	"classification_id" integer,
	"commune" text,
	"orientation" text,
	"date_event" timestamp with time zone,
	"created_by_id" uuid,
	"assigned_to_id" uuid,
	"created_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
\ir ../functions/ticket_rollups_add.sql
--> statement-breakpoint
\ir ../functions/ticket_rollups_apply.sql
--> statement-breakpoint
\ir ../functions/ticket_rollups_truncate.sql
--> statement-breakpoint
-- Existing events, 100 000 at a time (bounded arrays), through the same function.
DO $$
DECLARE
  lo integer;
BEGIN
  FOR lo IN SELECT generate_series(min(id), max(id), 100000) FROM tickets LOOP
    PERFORM ticket_rollups_add((
      SELECT array_agg((1, id, status_code, classification_id, commune, orientation, date_event, created_by_id, assigned_to_id, created_at, closed_at)::ticket_rollup_delta)
      FROM tickets WHERE id >= lo AND id < lo + 100000));
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tickets_rollups_insert" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "tickets_rollups_update" AFTER UPDATE ON "tickets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "tickets_rollups_delete" AFTER DELETE ON "tickets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "tickets_rollups_truncate" AFTER TRUNCATE ON "tickets" FOR EACH STATEMENT EXECUTE FUNCTION "ticket_rollups_truncate"();
