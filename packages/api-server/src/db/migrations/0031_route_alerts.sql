-- Route alerts for the public (issue 41 item 5): subscriptions to a stretch of Ruta 5 (double
-- opt-in: unconfirmed rows expire), the incidents and works the alerts tick saw started (so each
-- start and end is told once), and what waits for a subscriber's next mail (at most one per 15 min).
CREATE TABLE "route_alert_subscriptions" (
  "id" serial PRIMARY KEY,
  "email" text NOT NULL CHECK (char_length("email") BETWEEN 3 AND 254),
  "km_from" double precision NOT NULL CHECK ("km_from" BETWEEN 410 AND 580),
  "km_to" double precision NOT NULL CHECK ("km_to" BETWEEN 410 AND 580),
  "orientations" text[] NOT NULL CHECK (cardinality("orientations") BETWEEN 1 AND 2 AND "orientations" <@ ARRAY['NORTH', 'SOUTH']),
  "min_severity" text CHECK ("min_severity" IN ('MINOR', 'MODERATE', 'MAJOR', 'CRITICAL')),
  "works" boolean NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "confirmed_at" timestamp with time zone,
  "last_mail_at" timestamp with time zone,
  CHECK ("km_from" <= "km_to"),
  CHECK ("min_severity" IS NOT NULL OR "works")
);
--> statement-breakpoint
CREATE INDEX "route_alert_subscriptions_km_idx" ON "route_alert_subscriptions" ("km_from", "km_to") WHERE "confirmed_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "route_alert_subscriptions_unconfirmed_idx" ON "route_alert_subscriptions" ("created_at") WHERE "confirmed_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "route_alert_tracked" (
  "kind" text NOT NULL CHECK ("kind" IN ('INCIDENT', 'WORK')),
  "ref_id" integer NOT NULL,
  "started_at" timestamp with time zone NOT NULL,
  "facts" jsonb NOT NULL,
  PRIMARY KEY ("kind", "ref_id")
);
--> statement-breakpoint
CREATE TABLE "route_alert_pending" (
  "id" serial PRIMARY KEY,
  "subscription_id" integer NOT NULL REFERENCES "route_alert_subscriptions"("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" IN ('INCIDENT', 'WORK')),
  "phase" text NOT NULL CHECK ("phase" IN ('START', 'END')),
  "ref_id" integer NOT NULL,
  "facts" jsonb NOT NULL,
  "at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "route_alert_pending_subscription_idx" ON "route_alert_pending" ("subscription_id", "id");
