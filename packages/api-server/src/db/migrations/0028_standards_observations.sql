-- Service standards and the Inspección Fiscal's observations (issue 40 items 1–2). A standard is the
-- contract's maximum minutes from the report per severity (optionally one classification), in force
-- from a day on; a new one never replaces the rows past months were measured against.
CREATE TABLE "service_standards" (
  "id" serial PRIMARY KEY,
  "severity" text NOT NULL CHECK ("severity" IN ('MINOR', 'MODERATE', 'MAJOR', 'CRITICAL')),
  "classification_id" integer REFERENCES "classifications"("id"),
  "on_scene_minutes" integer CHECK ("on_scene_minutes" BETWEEN 1 AND 10080),
  "lanes_open_minutes" integer CHECK ("lanes_open_minutes" BETWEEN 1 AND 10080),
  "cleared_minutes" integer CHECK ("cleared_minutes" BETWEEN 1 AND 10080),
  "inspector_notice_minutes" integer CHECK ("inspector_notice_minutes" BETWEEN 1 AND 10080),
  "effective_from" date NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  CHECK (num_nonnulls("on_scene_minutes", "lanes_open_minutes", "cleared_minutes", "inspector_notice_minutes") > 0)
);
--> statement-breakpoint
-- One standard per severity, classification (or none) and first day: a second is a conflict.
CREATE UNIQUE INDEX "service_standards_key" ON "service_standards" ("severity", coalesce("classification_id", 0), "effective_from");
--> statement-breakpoint
-- An observation: opened by the inspector, answered once by the concession, resolved by the
-- inspector. `version` is its ETag: a reply racing a resolve cannot both apply.
CREATE TABLE "observations" (
  "id" serial PRIMARY KEY,
  "ticket_id" integer NOT NULL REFERENCES "tickets"("id") ON DELETE CASCADE,
  "standard_id" integer REFERENCES "service_standards"("id"),
  "state" text NOT NULL DEFAULT 'OPEN' CHECK ("state" IN ('OPEN', 'ANSWERED', 'RESOLVED')),
  "text" text NOT NULL CHECK (char_length("text") BETWEEN 1 AND 4000),
  "proposed_utm" numeric(12, 2) CHECK ("proposed_utm" >= 0),
  "opened_at" timestamp with time zone NOT NULL,
  "opened_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "reply_text" text CHECK (char_length("reply_text") <= 4000),
  "reply_attachment_ids" integer[] NOT NULL DEFAULT '{}',
  "replied_at" timestamp with time zone,
  "replied_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "outcome" text CHECK ("outcome" IN ('UPHELD', 'DISMISSED')),
  "reason" text CHECK (char_length("reason") <= 2000),
  "resolved_at" timestamp with time zone,
  "resolved_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "version" integer NOT NULL DEFAULT 1,
  CHECK (("state" = 'RESOLVED') = ("resolved_at" IS NOT NULL AND "outcome" IS NOT NULL)),
  CHECK (("state" = 'ANSWERED') <= ("replied_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "observations_state_idx" ON "observations" ("state", "opened_at");
--> statement-breakpoint
CREATE INDEX "observations_ticket_idx" ON "observations" ("ticket_id");
