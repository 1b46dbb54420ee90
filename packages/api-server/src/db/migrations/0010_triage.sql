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
-- The starting severity of a classification until ADMIN changes it: what hurts people or blocks the
-- carriageway first. Used here for existing lookups and by the seed for a new database.
CREATE FUNCTION "default_severity"("category_code" text, "classification_name" text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "category_code" = 'EMERGENCIA_MEDICA' THEN 'CRITICAL'
    WHEN "category_code" = 'ACCIDENTE' AND ("classification_name" ~* 'frontal|múltiple|volcamiento|atropello') THEN 'CRITICAL'
    WHEN "category_code" = 'ACCIDENTE' THEN 'MAJOR'
    WHEN "category_code" = 'ANIMAL_EN_LA_VIA' AND "classification_name" !~* 'berma' THEN 'MAJOR'
    WHEN "classification_name" ~* 'en pista|carga caída|árbol caído|inundada|hielo|neblina|humo|hundimiento' THEN 'MAJOR'
    WHEN "category_code" = 'DANO_CALZADA' OR "classification_name" ~* 'berma' THEN 'MINOR'
    ELSE 'MODERATE'
  END
$$;
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
-- A new event starts with its classification's severity; the first assignment is when it was taken.
CREATE FUNCTION "tickets_triage_defaults"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."severity" := coalesce((SELECT r."severity" FROM "severity_rules" r WHERE r."classification_id" = NEW."classification_id"), NEW."severity");
  END IF;
  IF NEW."assigned_to_id" IS NOT NULL AND NEW."taken_at" IS NULL THEN
    NEW."taken_at" := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tickets_triage_defaults" BEFORE INSERT OR UPDATE OF "assigned_to_id" ON "tickets"
  FOR EACH ROW EXECUTE FUNCTION "tickets_triage_defaults"();
--> statement-breakpoint
-- Open events by severity for the queue and the breach scan.
CREATE INDEX "tickets_open_severity_idx" ON "tickets" ("severity", "created_at") WHERE "status_code" <> 'CERRADO';
--> statement-breakpoint
-- The live queue: staff screens refresh when an event arrives or its assignee, status, severity or
-- lanes change. One message per row for a few rows; a bulk change (imports, seeds) sends one 'bulk'.
CREATE FUNCTION "tickets_queue_message"("ticket_id" integer, "kind" text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object('id', t."id", 'kind', "kind", 'categoryName', k."name", 'kilometer', t."kilometer",
    'orientation', t."orientation", 'severity', t."severity")::text
  FROM "tickets" t
  JOIN "classifications" c ON c."id" = t."classification_id"
  JOIN "subcategories" s ON s."id" = c."subcategory_id"
  JOIN "categories" k ON k."id" = s."category_id"
  WHERE t."id" = "ticket_id"
$$;
--> statement-breakpoint
CREATE FUNCTION "tickets_announce_queue"("ids" integer[], "kind" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality("ids"), 0) = 0 THEN RETURN; END IF;
  IF cardinality("ids") > 20 THEN
    PERFORM pg_notify('vigia_queue', json_build_object('kind', 'bulk')::text);
  ELSE
    PERFORM pg_notify('vigia_queue', "tickets_queue_message"(i, "kind")) FROM unnest("ids") AS i;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "tickets_announce_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tickets_announce_queue"((SELECT array_agg(n."id") FROM created n), 'created');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "tickets_announce_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tickets_announce_queue"((
    SELECT array_agg(n."id") FROM changed n JOIN before o ON o."id" = n."id"
    WHERE (o."assigned_to_id", o."status_code", o."severity", o."lanes_north", o."lanes_south")
      IS DISTINCT FROM (n."assigned_to_id", n."status_code", n."severity", n."lanes_north", n."lanes_south")
  ), 'changed');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tickets_announce_created" AFTER INSERT ON "tickets"
  REFERENCING NEW TABLE AS created FOR EACH STATEMENT EXECUTE FUNCTION "tickets_announce_created"();
--> statement-breakpoint
CREATE TRIGGER "tickets_announce_changed" AFTER UPDATE ON "tickets"
  REFERENCING OLD TABLE AS before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "tickets_announce_changed"();
