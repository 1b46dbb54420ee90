-- Planned works ("faenas", issue 41): what a work closes, where and when, its state (DRAFT,
-- REQUESTED, APPROVED, REJECTED, CANCELLED: ACTIVE and DONE are read from the clock and the
-- periods), its periods in their own table (indexed: "active at" and the conflict checks), and its
-- history, hash-chained like the events' (functions/planned_work_history_chain.sql).
CREATE TABLE "planned_works" (
  "id" serial PRIMARY KEY,
  "title" text NOT NULL CHECK (char_length("title") BETWEEN 1 AND 120),
  "km_from" double precision NOT NULL CHECK ("km_from" BETWEEN 410 AND 580),
  "km_to" double precision NOT NULL CHECK ("km_to" BETWEEN 410 AND 580),
  "orientations" text[] NOT NULL CHECK (cardinality("orientations") BETWEEN 1 AND 2 AND "orientations" <@ ARRAY['NORTH', 'SOUTH']),
  "lanes_north" text NOT NULL CHECK ("lanes_north" IN ('NONE', 'PARTIAL', 'ALL')),
  "lanes_south" text NOT NULL CHECK ("lanes_south" IN ('NONE', 'PARTIAL', 'ALL')),
  "shoulder_closed" boolean NOT NULL DEFAULT false,
  "speed_limit" integer CHECK ("speed_limit" BETWEEN 10 AND 120),
  "contractor" text NOT NULL CHECK (char_length("contractor") <= 120),
  "contact" text NOT NULL CHECK (char_length("contact") <= 200),
  "schedule" jsonb NOT NULL,
  -- The first start and the last end of the periods: DONE is "ends_at <= now" without a join.
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  "status" text NOT NULL DEFAULT 'DRAFT' CHECK ("status" IN ('DRAFT', 'REQUESTED', 'APPROVED', 'REJECTED', 'CANCELLED')),
  "rejection_reason" text CHECK (char_length("rejection_reason") <= 1000),
  "version" integer NOT NULL DEFAULT 1,
  "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK ("km_from" <= "km_to"),
  CHECK ("starts_at" < "ends_at")
);
--> statement-breakpoint
CREATE INDEX "planned_works_status_idx" ON "planned_works" ("status", "starts_at", "id");
--> statement-breakpoint
CREATE INDEX "planned_works_km_idx" ON "planned_works" ("km_from", "km_to");
--> statement-breakpoint
CREATE TABLE "planned_work_periods" (
  "work_id" integer NOT NULL REFERENCES "planned_works"("id") ON DELETE CASCADE,
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("work_id", "starts_at"),
  CHECK ("starts_at" < "ends_at")
);
--> statement-breakpoint
CREATE INDEX "planned_work_periods_time_idx" ON "planned_work_periods" ("starts_at", "ends_at");
--> statement-breakpoint
CREATE TABLE "planned_work_history" (
  "id" serial PRIMARY KEY,
  "work_id" integer NOT NULL REFERENCES "planned_works"("id") ON DELETE CASCADE,
  "changed_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "action" text NOT NULL,
  "changes" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "changed_at" timestamp with time zone NOT NULL DEFAULT now(),
  "prev_hash" text,
  "hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "planned_work_history_work_idx" ON "planned_work_history" ("work_id", "id");
--> statement-breakpoint
\ir ../functions/ticket_history_hash.sql
--> statement-breakpoint
\ir ../functions/planned_work_history_chain.sql
--> statement-breakpoint
CREATE TRIGGER "planned_work_history_chain" BEFORE INSERT ON "planned_work_history" FOR EACH ROW EXECUTE FUNCTION "planned_work_history_chain"();
