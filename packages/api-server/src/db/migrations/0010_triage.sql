-- The control room's triage (issue 23): severity and lanes blocked per event, targets per severity
-- (24×7, from the report), the severity each classification starts with, closing reasons and
-- response templates, and the live queue channel.
CREATE TABLE "sla_targets" (
  "severity" text PRIMARY KEY CHECK ("severity" IN ('MINOR', 'MODERATE', 'MAJOR', 'CRITICAL')),
  "take_minutes" integer NOT NULL CHECK ("take_minutes" BETWEEN 1 AND 10080),
  "close_minutes" integer NOT NULL CHECK ("close_minutes" BETWEEN 1 AND 10080),
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CHECK ("close_minutes" >= "take_minutes")
);
--> statement-breakpoint
INSERT INTO "sla_targets" ("severity", "take_minutes", "close_minutes") VALUES
  ('CRITICAL', 5, 120), ('MAJOR', 10, 240), ('MODERATE', 30, 720), ('MINOR', 120, 4320);
--> statement-breakpoint
CREATE TABLE "severity_rules" (
  "classification_id" integer PRIMARY KEY REFERENCES "classifications"("id") ON DELETE CASCADE,
  "severity" text NOT NULL CHECK ("severity" IN ('MINOR', 'MODERATE', 'MAJOR', 'CRITICAL'))
);
--> statement-breakpoint
\ir ../functions/default_severity.sql
--> statement-breakpoint
INSERT INTO "severity_rules" ("classification_id", "severity")
SELECT c."id", "default_severity"(k."code", c."name")
FROM "classifications" c
JOIN "subcategories" s ON s."id" = c."subcategory_id"
JOIN "categories" k ON k."id" = s."category_id";
--> statement-breakpoint
CREATE TABLE "close_reasons" (
  "code" text PRIMARY KEY,
  "name" text NOT NULL UNIQUE,
  "active" boolean DEFAULT true NOT NULL,
  "position" serial NOT NULL
);
--> statement-breakpoint
INSERT INTO "close_reasons" ("code", "name") VALUES
  ('RESUELTO', 'Resuelto'), ('FALSO_AVISO', 'Falso aviso'), ('DUPLICADO', 'Duplicado'),
  ('DERIVADO_CARABINEROS', 'Derivado a Carabineros'), ('SIN_HALLAZGO', 'No encontrado en el lugar');
--> statement-breakpoint
CREATE TABLE "response_templates" (
  "id" serial PRIMARY KEY,
  "title" text NOT NULL,
  "body" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "response_templates" ("title", "body") VALUES
  ('Patrulla en camino', 'Recibimos su reporte. Una patrulla de la concesionaria va en camino al lugar.'),
  ('Vía despejada', 'La vía ya está despejada. Gracias por avisarnos.'),
  ('Derivado a Carabineros', 'Informamos a Carabineros de Chile, que se hará cargo del procedimiento.');
--> statement-breakpoint
ALTER TABLE "tickets"
  ADD COLUMN "severity" text DEFAULT 'MODERATE' NOT NULL CHECK ("severity" IN ('MINOR', 'MODERATE', 'MAJOR', 'CRITICAL')),
  ADD COLUMN "lanes_north" text DEFAULT 'NONE' NOT NULL CHECK ("lanes_north" IN ('NONE', 'PARTIAL', 'ALL')),
  ADD COLUMN "lanes_south" text DEFAULT 'NONE' NOT NULL CHECK ("lanes_south" IN ('NONE', 'PARTIAL', 'ALL')),
  ADD COLUMN "taken_at" timestamp with time zone,
  ADD COLUMN "close_reason" text REFERENCES "close_reasons"("code"),
  ADD COLUMN "sla_breach_notified_at" timestamp with time zone;
--> statement-breakpoint
-- Existing events: the severity of their classification; taken when first assigned (history).
UPDATE "tickets" t SET
  "severity" = coalesce((SELECT r."severity" FROM "severity_rules" r WHERE r."classification_id" = t."classification_id"), 'MODERATE'),
  "taken_at" = CASE WHEN t."assigned_to_id" IS NULL THEN NULL ELSE coalesce(
    (SELECT min(h."changed_at") FROM "ticket_history" h WHERE h."ticket_id" = t."id" AND h."changes" ? 'assignedToId'),
    t."updated_at") END,
  -- Old events were never watched: they do not all page the supervisors at once now.
  "sla_breach_notified_at" = now();
--> statement-breakpoint
\ir ../functions/tickets_triage_defaults.sql
--> statement-breakpoint
CREATE TRIGGER "tickets_triage_defaults" BEFORE INSERT OR UPDATE OF "assigned_to_id" ON "tickets"
  FOR EACH ROW EXECUTE FUNCTION "tickets_triage_defaults"();
--> statement-breakpoint
-- Open events by severity for the queue and the breach scan.
CREATE INDEX "tickets_open_severity_idx" ON "tickets" ("severity", "created_at") WHERE "status_code" <> 'CERRADO';
--> statement-breakpoint
\ir ../functions/tickets_queue_message.sql
--> statement-breakpoint
\ir ../functions/tickets_announce_queue.sql
--> statement-breakpoint
\ir ../functions/tickets_announce_created.sql
--> statement-breakpoint
\ir ../functions/tickets_announce_changed.sql
--> statement-breakpoint
CREATE TRIGGER "tickets_announce_created" AFTER INSERT ON "tickets"
  REFERENCING NEW TABLE AS created FOR EACH STATEMENT EXECUTE FUNCTION "tickets_announce_created"();
--> statement-breakpoint
CREATE TRIGGER "tickets_announce_changed" AFTER UPDATE ON "tickets"
  REFERENCING OLD TABLE AS before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "tickets_announce_changed"();
