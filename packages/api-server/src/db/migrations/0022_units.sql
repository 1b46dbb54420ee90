-- Dispatch (issue 38): the control room's units, the kinds they come in (data, with Spanish and
-- English names), which kinds an event's category needs first, the crews' shifts, the positions
-- their phones send, each unit's status history, and which unit works which event.
CREATE TABLE "unit_kinds" (
  "code" text PRIMARY KEY CHECK ("code" ~ '^[A-Z][A-Z_]{0,19}$'),
  "name" text NOT NULL,
  "name_en" text NOT NULL,
  "sort_order" integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "unit_kinds" ("code", "name", "name_en", "sort_order") VALUES
  ('PATROL', 'Patrulla', 'Patrol', 1),
  ('TOW_LIGHT', 'Grúa liviana', 'Light tow truck', 2),
  ('TOW_HEAVY', 'Grúa pesada', 'Heavy tow truck', 3),
  ('AMBULANCE', 'Ambulancia', 'Ambulance', 4),
  ('MAINTENANCE', 'Cuadrilla de mantenimiento', 'Maintenance crew', 5),
  ('RESCUE', 'Rescate', 'Rescue', 6);
--> statement-breakpoint
-- The kinds an event's category needs first among its dispatch options (then the nearest of any
-- kind). By category code, the stable key the seed and the reports use; no row: nearest first only.
CREATE TABLE "category_unit_kinds" (
  "category_code" text NOT NULL,
  "kind" text NOT NULL REFERENCES "unit_kinds"("code") ON DELETE CASCADE,
  PRIMARY KEY ("category_code", "kind")
);
--> statement-breakpoint
INSERT INTO "category_unit_kinds" ("category_code", "kind") VALUES
  ('ACCIDENTE', 'PATROL'), ('ACCIDENTE', 'AMBULANCE'), ('ACCIDENTE', 'TOW_LIGHT'), ('ACCIDENTE', 'RESCUE'),
  ('EMERGENCIA_MEDICA', 'AMBULANCE'),
  ('VEHICULO_DETENIDO', 'TOW_LIGHT'), ('VEHICULO_DETENIDO', 'TOW_HEAVY'),
  ('ANIMAL_EN_LA_VIA', 'PATROL'),
  ('OBSTACULO', 'PATROL'), ('OBSTACULO', 'MAINTENANCE'),
  ('DANO_CALZADA', 'MAINTENANCE'),
  ('CLIMA', 'PATROL');
--> statement-breakpoint
-- A unit and its last position (lat/lon as sent; km and carriageway derived from the km-post table).
-- `version` is the ETag of ADMIN's edits (code, kind, plate, base km, active); status and positions
-- move without it, so a board open for hours does not make every edit stale.
CREATE TABLE "units" (
  "id" serial PRIMARY KEY,
  "code" text NOT NULL,
  "kind" text NOT NULL REFERENCES "unit_kinds"("code"),
  "plate" text NOT NULL,
  "base_km" double precision NOT NULL,
  "active" boolean NOT NULL DEFAULT true,
  "version" integer NOT NULL DEFAULT 1,
  "status" text NOT NULL DEFAULT 'OUT_OF_SERVICE'
    CHECK ("status" IN ('AVAILABLE', 'DISPATCHED', 'EN_ROUTE', 'ON_SCENE', 'OUT_OF_SERVICE')),
  "status_since" timestamp with time zone DEFAULT now() NOT NULL,
  "lat" double precision,
  "lon" double precision,
  "accuracy" double precision,
  "kilometer" double precision,
  "orientation" text CHECK ("orientation" IN ('NORTH', 'SOUTH')),
  "position_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "units_code_idx" ON "units" (upper("code"));
--> statement-breakpoint
-- A driver's shift on a unit. One open shift per unit and one per driver: the unique partial indexes
-- decide between two sign-ons at once (the loser gets 23505, a 409), not a read before the write.
CREATE TABLE "unit_shifts" (
  "id" serial PRIMARY KEY,
  "unit_id" integer NOT NULL REFERENCES "units"("id") ON DELETE CASCADE,
  "driver_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "started_at" timestamp with time zone NOT NULL,
  "ended_at" timestamp with time zone,
  CHECK ("ended_at" IS NULL OR "ended_at" >= "started_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "unit_shifts_open_unit_idx" ON "unit_shifts" ("unit_id") WHERE "ended_at" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "unit_shifts_open_driver_idx" ON "unit_shifts" ("driver_id") WHERE "ended_at" IS NULL;
--> statement-breakpoint
-- A unit sent to an event, from dispatch to release. One open per unit (a unit works one event at a
-- time); several per event. Its times are the event's figures (issue 38 item 6).
CREATE TABLE "unit_dispatches" (
  "id" serial PRIMARY KEY,
  "unit_id" integer NOT NULL REFERENCES "units"("id") ON DELETE CASCADE,
  "ticket_id" integer NOT NULL REFERENCES "tickets"("id") ON DELETE CASCADE,
  "dispatched_at" timestamp with time zone NOT NULL,
  "dispatched_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "en_route_at" timestamp with time zone,
  "on_scene_at" timestamp with time zone,
  "released_at" timestamp with time zone,
  "released_by" uuid REFERENCES "users"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "unit_dispatches_open_unit_idx" ON "unit_dispatches" ("unit_id") WHERE "released_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "unit_dispatches_ticket_idx" ON "unit_dispatches" ("ticket_id", "dispatched_at");
--> statement-breakpoint
-- Every status a unit took, when, by whom, with the driver and the event of that moment.
CREATE TABLE "unit_status_history" (
  "id" bigserial PRIMARY KEY,
  "unit_id" integer NOT NULL REFERENCES "units"("id") ON DELETE CASCADE,
  "status" text NOT NULL,
  "at" timestamp with time zone NOT NULL,
  "by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "driver_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "ticket_id" integer REFERENCES "tickets"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX "unit_status_history_unit_idx" ON "unit_status_history" ("unit_id", "at", "id");
--> statement-breakpoint
-- Positions as the phones sent them (each with its own time, late ones included).
CREATE TABLE "unit_positions" (
  "id" bigserial PRIMARY KEY,
  "unit_id" integer NOT NULL REFERENCES "units"("id") ON DELETE CASCADE,
  "driver_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "at" timestamp with time zone NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL,
  "lat" double precision NOT NULL,
  "lon" double precision NOT NULL,
  "accuracy" double precision,
  "kilometer" double precision NOT NULL,
  "orientation" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "unit_positions_unit_at_idx" ON "unit_positions" ("unit_id", "at");
