-- Issue 40 (Ley 21.719): the record of every read of a reporter's unmasked personal data. One row
-- per request (a list's events batched in `ticket_ids`): who, when, which events, which fields,
-- why (a reveal's reason; an automatic read names its route).
CREATE TABLE "personal_data_access" (
  "id" bigserial PRIMARY KEY,
  "at" timestamp with time zone NOT NULL DEFAULT now(),
  "user_id" uuid NOT NULL REFERENCES "users"("id"),
  "ticket_ids" integer[] NOT NULL CHECK (cardinality("ticket_ids") BETWEEN 1 AND 100000),
  "fields" text[] NOT NULL CHECK (cardinality("fields") >= 1),
  "route" text NOT NULL CHECK (char_length("route") <= 200),
  "reason" text CHECK (char_length("reason") BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE INDEX "personal_data_access_at_idx" ON "personal_data_access" ("at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "personal_data_access_user_idx" ON "personal_data_access" ("user_id", "at" DESC);
--> statement-breakpoint
CREATE INDEX "personal_data_access_tickets_idx" ON "personal_data_access" USING gin ("ticket_ids");
