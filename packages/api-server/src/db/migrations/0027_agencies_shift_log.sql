-- The control room's day (issue 39 items 4–6): outside agencies as data and who was told of each
-- event when; the shift log ("libro de novedades"), append-only and hash-chained like the history;
-- and the shift handovers ("entrega de turno") with their sealed summary.
CREATE TABLE "agencies" (
  "code" text PRIMARY KEY CHECK ("code" ~ '^[A-Z][A-Z_]{0,29}$'),
  "name" text NOT NULL,
  "phone" text NOT NULL DEFAULT '',
  "email" text NOT NULL DEFAULT '',
  -- Minutes within which this agency must be told of a CRITICAL or MAJOR event (the Inspección
  -- Fiscal's clock); written at start from the configuration (INSPECTOR_NOTICE_MINUTES). Null: none.
  "notice_minutes" integer CHECK ("notice_minutes" > 0),
  "sort_order" integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "agencies" ("code", "name", "phone", "sort_order") VALUES
  ('CARABINEROS', 'Carabineros de Chile', '133', 1),
  ('SAMU', 'SAMU', '131', 2),
  ('BOMBEROS', 'Bomberos', '132', 3),
  ('INSPECCION_FISCAL', 'Inspección Fiscal', '', 4),
  ('VIALIDAD_MOP', 'Vialidad (MOP)', '', 5),
  ('EXTERNAL_TOW', 'Grúa externa', '', 6);
--> statement-breakpoint
UPDATE "agencies" SET "notice_minutes" = 30 WHERE "code" = 'INSPECCION_FISCAL';
--> statement-breakpoint
-- An agency told of an event: when (now, or back-dated with a reason), their reference number, when
-- they arrived and left. `version` is the entry's ETag: a PATCH applies to the state it read.
CREATE TABLE "ticket_agencies" (
  "id" serial PRIMARY KEY,
  "ticket_id" integer NOT NULL REFERENCES "tickets"("id") ON DELETE CASCADE,
  "agency_code" text NOT NULL REFERENCES "agencies"("code"),
  "notified_at" timestamp with time zone NOT NULL,
  "recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
  "recorded_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "reason" text CHECK (char_length("reason") <= 500),
  "reference" text CHECK (char_length("reference") <= 60),
  "arrived_at" timestamp with time zone,
  "left_at" timestamp with time zone,
  "version" integer NOT NULL DEFAULT 1,
  CHECK ("arrived_at" IS NULL OR "arrived_at" >= "notified_at"),
  CHECK ("left_at" IS NULL OR ("arrived_at" IS NOT NULL AND "left_at" >= "arrived_at"))
);
--> statement-breakpoint
CREATE INDEX "ticket_agencies_ticket_idx" ON "ticket_agencies" ("ticket_id", "agency_code");
--> statement-breakpoint
CREATE INDEX "ticket_agencies_awaited_idx" ON "ticket_agencies" ("notified_at") WHERE "arrived_at" IS NULL AND "left_at" IS NULL;
--> statement-breakpoint
-- The inspector-clock alert sent for an event (once; the sweep claims events without a row).
CREATE TABLE "inspector_notice_alerts" (
  "ticket_id" integer PRIMARY KEY REFERENCES "tickets"("id") ON DELETE CASCADE,
  "alerted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A handover: the summary built at the change of shift, its SHA-256, and who acknowledged it when.
CREATE TABLE "shift_handovers" (
  "id" serial PRIMARY KEY,
  "created_at" timestamp with time zone NOT NULL,
  "created_by" uuid NOT NULL REFERENCES "users"("id"),
  "since" timestamp with time zone NOT NULL,
  "summary" jsonb NOT NULL,
  "hash" text NOT NULL,
  "acknowledged_at" timestamp with time zone,
  "acknowledged_by" uuid REFERENCES "users"("id"),
  CHECK ("acknowledged_by" IS DISTINCT FROM "created_by"),
  CHECK (("acknowledged_at" IS NULL) = ("acknowledged_by" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "shift_handovers_ack_idx" ON "shift_handovers" ("acknowledged_at") WHERE "acknowledged_at" IS NOT NULL;
--> statement-breakpoint
-- The shift log: never updated nor deleted (a correction is a new entry naming the old one), each
-- row chained to the previous by SHA-256 (shift_log_chain.sql), like the events' history.
CREATE TABLE "shift_log" (
  "id" bigserial PRIMARY KEY,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "author_id" uuid NOT NULL REFERENCES "users"("id"),
  "kind" text NOT NULL CHECK ("kind" IN ('NOTE', 'CORRECTION', 'HANDOVER', 'HANDOVER_ACK')),
  "text" text NOT NULL CHECK (char_length("text") BETWEEN 1 AND 2000),
  -- No foreign key: the log outlives what it names, so a TRUNCATE of the events (maintenance,
  -- tests) neither reaches nor is refused by it; the service checks the event exists.
  "ticket_id" integer,
  "unit_id" integer REFERENCES "units"("id"),
  "corrects" bigint REFERENCES "shift_log"("id"),
  "handover_id" integer REFERENCES "shift_handovers"("id"),
  "prev_hash" text,
  "hash" text NOT NULL,
  CHECK (("kind" = 'CORRECTION') = ("corrects" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "shift_log_at_idx" ON "shift_log" ("at", "id");
--> statement-breakpoint
CREATE INDEX "shift_log_ticket_idx" ON "shift_log" ("ticket_id") WHERE "ticket_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "shift_log_author_idx" ON "shift_log" ("author_id", "at");
--> statement-breakpoint
CREATE INDEX "shift_log_corrects_idx" ON "shift_log" ("corrects") WHERE "corrects" IS NOT NULL;
--> statement-breakpoint
\ir ../functions/shift_log_hash.sql
--> statement-breakpoint
\ir ../functions/shift_log_chain.sql
--> statement-breakpoint
\ir ../functions/shift_log_immutable.sql
--> statement-breakpoint
CREATE TRIGGER "shift_log_chain" BEFORE INSERT ON "shift_log" FOR EACH ROW EXECUTE FUNCTION "shift_log_chain"();
--> statement-breakpoint
CREATE TRIGGER "shift_log_immutable" BEFORE UPDATE OR DELETE ON "shift_log" FOR EACH ROW EXECUTE FUNCTION "shift_log_immutable"();
--> statement-breakpoint
CREATE TRIGGER "shift_log_no_truncate" BEFORE TRUNCATE ON "shift_log" FOR EACH STATEMENT EXECUTE FUNCTION "shift_log_immutable"();
