-- Every channel in (issue 39): how an event reached the control room, as data (names in Spanish; the
-- English ones are the locale's, like the statuses'), and the SOS posts along the road: a post's
-- number gives its km and carriageway to the call-taker (the table: ADMIN's import, or the
-- approximate demo table the seed writes).
CREATE TABLE "channels" (
  "code" text PRIMARY KEY NOT NULL CHECK (length("code") <= 20),
  "name" text NOT NULL,
  "sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "channels" ("code", "name", "sort_order") VALUES
  ('WEB_SELF_SERVICE', 'Formulario web', 1),
  ('PHONE', 'Teléfono', 2),
  ('SOS_POST', 'Poste SOS', 3),
  ('PATROL', 'Patrulla', 4),
  ('CCTV', 'Cámaras (CCTV)', 5),
  ('CARABINEROS', 'Carabineros', 6),
  ('OTHER', 'Otro', 7)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- NOT VALID: every stored event says WEB_SELF_SERVICE (seeded above); checking a million rows at
-- start would only hold the migration lock. New and changed rows are checked.
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_channel_code_fkey" FOREIGN KEY ("channel_code") REFERENCES "channels" ("code") NOT VALID;
--> statement-breakpoint
CREATE TABLE "sos_posts" (
  "number" integer PRIMARY KEY NOT NULL CHECK ("number" BETWEEN 1 AND 99999),
  "kilometer" double precision NOT NULL CHECK ("kilometer" >= 0 AND "kilometer" <= 5000),
  "orientation" text NOT NULL CHECK ("orientation" IN ('NORTH', 'SOUTH'))
);
