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
ALTER TABLE "ticket_history" ADD COLUMN "prev_hash" text, ADD COLUMN "hash" text;
--> statement-breakpoint
\ir ../functions/ticket_history_hash.sql
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
\ir ../functions/ticket_history_chain.sql
--> statement-breakpoint
CREATE TRIGGER "ticket_history_chain" BEFORE INSERT ON "ticket_history" FOR EACH ROW EXECUTE FUNCTION "ticket_history_chain"();
