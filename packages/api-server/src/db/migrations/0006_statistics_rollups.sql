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
-- closed_at: set when the status becomes CERRADO (now(), the time of the history entry written in
-- the same transaction), cleared when it leaves it. An insert of a closed event, or a statement
-- that sets closed_at itself (backfills, the bench), keeps its value; else updated_at, as before.
CREATE FUNCTION "tickets_set_closed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- Adds signed rows to every rollup, in two statements (everyone's tables; the owners' when a row
-- has an owner, so anonymous creations skip it). The slot is the writer's (backend pid % 16), not
-- the row's: concurrent writers add to different rows instead of queueing on one, and a batch adds
-- one row per key. Sums over slots are exact; one slot alone can go negative. Rows are upserted in
-- key order, tables always in the same order, so writers that share a slot cannot deadlock.
CREATE FUNCTION "ticket_rollups_add"(d "ticket_rollup_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- Statement-level, over the transition tables: one call per statement, so bulk loads stay
-- set-based. An update counts only rows whose counted columns changed.
CREATE FUNCTION "ticket_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d ticket_rollup_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
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
CREATE FUNCTION "ticket_rollups_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ticket_counts;
  DELETE FROM ticket_place_counts;
  DELETE FROM ticket_day_counts;
  DELETE FROM ticket_owner_counts;
  DELETE FROM ticket_owner_places;
  RETURN NULL;
END
$$;
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
