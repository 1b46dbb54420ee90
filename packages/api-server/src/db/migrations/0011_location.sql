-- Reporting from the roadside (issue 24): the concession's km-post reference table (a position
-- becomes km and direction against it) and the idempotency keys of event creations and uploads.
CREATE TABLE "km_posts" (
  "carriageway" text NOT NULL CHECK ("carriageway" IN ('NORTH', 'SOUTH')),
  "km" double precision NOT NULL CHECK ("km" >= 0 AND "km" <= 5000),
  "lat" double precision NOT NULL CHECK ("lat" BETWEEN -90 AND 90),
  "lon" double precision NOT NULL CHECK ("lon" BETWEEN -180 AND 180),
  PRIMARY KEY ("carriageway", "km")
);
--> statement-breakpoint
-- One row per key and caller (user id, or IP when anonymous) and route. A NULL status is a request
-- still being answered: the primary key lets only one of two concurrent duplicates in.
CREATE TABLE "idempotency_keys" (
  "caller" text NOT NULL,
  "scope" text NOT NULL,
  "key" text NOT NULL,
  "request_hash" text NOT NULL,
  "status_code" integer,
  "response" jsonb,
  "headers" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("caller", "scope", "key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" ("created_at");
