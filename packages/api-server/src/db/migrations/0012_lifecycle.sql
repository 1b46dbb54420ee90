-- An incident's lifecycle and accountability (issue 26): its milestones after T1 (creation), links
-- between events (a duplicate merged into its master, a secondary incident of its primary), and a
-- hash chain over each event's history so an edited history row is detected.
CREATE TABLE "ticket_milestones" (
  "ticket_id" integer NOT NULL REFERENCES "tickets"("id") ON DELETE CASCADE,
  "code" text NOT NULL CHECK ("code" IN ('VERIFIED', 'DISPATCHED', 'ON_SCENE', 'LANES_OPEN', 'CLEARED')),
  "at" timestamp with time zone NOT NULL,
  "recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
  "recorded_by" uuid REFERENCES "users"("id"),
  -- Why it was recorded with a past time; null when recorded as it happened.
  "reason" text,
  PRIMARY KEY ("ticket_id", "code")
);
--> statement-breakpoint
-- Existing events: dispatched when first assigned, cleared when closed (what was known then).
INSERT INTO "ticket_milestones" ("ticket_id", "code", "at", "recorded_at")
SELECT t."id", 'DISPATCHED', t."taken_at", t."taken_at" FROM "tickets" t WHERE t."taken_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "ticket_milestones" ("ticket_id", "code", "at", "recorded_at")
SELECT t."id", 'CLEARED', t."closed_at", t."closed_at" FROM "tickets" t
WHERE t."status_code" = 'CERRADO' AND t."closed_at" IS NOT NULL AND t."closed_at" >= coalesce(t."taken_at", t."closed_at");
--> statement-breakpoint
-- One row per linked event: its master (DUPLICATE_OF) or its primary (SECONDARY_OF); the other
-- direction is read through the target's index.
CREATE TABLE "ticket_links" (
  "ticket_id" integer NOT NULL REFERENCES "tickets"("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" IN ('DUPLICATE_OF', 'SECONDARY_OF')),
  "target_id" integer NOT NULL REFERENCES "tickets"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_by" uuid REFERENCES "users"("id"),
  PRIMARY KEY ("ticket_id", "kind"),
  CHECK ("ticket_id" <> "target_id")
);
--> statement-breakpoint
CREATE INDEX "ticket_links_target_idx" ON "ticket_links" ("target_id", "kind");
--> statement-breakpoint
-- A public comment on a master also reaches the reporters of its duplicates (each unsubscribes
-- through their own event's link, as before).
CREATE OR REPLACE FUNCTION "comments_mail_public"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mail_outbox" ("kind", "to_address", "payload")
  SELECT 'TICKET_COMMENTED', t."email", jsonb_build_object('ticketId', t."id", 'commentId', NEW."id")
  FROM "tickets" t
  WHERE t."id" = NEW."ticket_id" AND t."email" <> '' AND t."reporter_unsubscribed_at" IS NULL;
  INSERT INTO "mail_outbox" ("kind", "to_address", "payload")
  SELECT DISTINCT ON (lower(d."email")) 'TICKET_COMMENTED', d."email",
    jsonb_build_object('ticketId', NEW."ticket_id", 'commentId', NEW."id", 'subscriberTicketId', d."id")
  FROM "ticket_links" l
  JOIN "tickets" d ON d."id" = l."ticket_id"
  JOIN "tickets" m ON m."id" = l."target_id"
  WHERE l."target_id" = NEW."ticket_id" AND l."kind" = 'DUPLICATE_OF' AND d."email" <> ''
    AND d."reporter_unsubscribed_at" IS NULL AND lower(d."email") <> lower(m."email")
  ORDER BY lower(d."email"), d."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE "ticket_history" ADD COLUMN "prev_hash" text, ADD COLUMN "hash" text;
--> statement-breakpoint
-- SHA-256 (built in since PostgreSQL 11: no pgcrypto, which PGlite would need loaded) over a
-- canonical text of the row: jsonb's text is canonical (sorted keys), the time in UTC microseconds.
CREATE FUNCTION "ticket_history_hash"("id" integer, "ticket_id" integer, "changed_by_id" uuid, "action" text,
  "changes" jsonb, "changed_at" timestamp with time zone, "prev_hash" text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\n', "id"::text, "ticket_id"::text, coalesce("changed_by_id"::text, '-'), "action",
    "changes"::text, to_char("changed_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), coalesce("prev_hash", '-')), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Existing rows, chained in id order per event.
DO $$
DECLARE
  r record;
  prev text;
  last_ticket integer;
BEGIN
  FOR r IN SELECT * FROM "ticket_history" ORDER BY "ticket_id", "id" LOOP
    IF last_ticket IS DISTINCT FROM r."ticket_id" THEN
      prev := NULL;
      last_ticket := r."ticket_id";
    END IF;
    UPDATE "ticket_history" SET "prev_hash" = prev,
      "hash" = "ticket_history_hash"(r."id", r."ticket_id", r."changed_by_id", r."action", r."changes", r."changed_at", prev)
    WHERE "id" = r."id" RETURNING "hash" INTO prev;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "ticket_history" ALTER COLUMN "hash" SET NOT NULL;
--> statement-breakpoint
-- Every new row links to the event's last one. The per-event lock (held to commit) keeps the chain
-- linear when two transactions write the same event; the id is drawn under it so id order is chain order.
CREATE FUNCTION "ticket_history_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1751741300, NEW."ticket_id");
  NEW."id" := nextval(pg_get_serial_sequence('"ticket_history"', 'id'));
  NEW."prev_hash" := (SELECT h."hash" FROM "ticket_history" h WHERE h."ticket_id" = NEW."ticket_id" ORDER BY h."id" DESC LIMIT 1);
  NEW."hash" := "ticket_history_hash"(NEW."id", NEW."ticket_id", NEW."changed_by_id", NEW."action", NEW."changes", NEW."changed_at", NEW."prev_hash");
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ticket_history_chain" BEFORE INSERT ON "ticket_history" FOR EACH ROW EXECUTE FUNCTION "ticket_history_chain"();
