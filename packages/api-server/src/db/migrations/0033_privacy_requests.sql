-- Issue 40 item 4 (Ley 21.719): personal values of the history apart from what the chain hashes,
-- the erasure mark of an event, and the reporters' requests (access, rectification, deletion).
-- A history row's personal values (see functions/ticket_history_seal.sql): erasable, with the salt
-- of their commitment; the commitment stays and is what the row's hash covers.
ALTER TABLE "ticket_history" ADD COLUMN "personal" jsonb;
--> statement-breakpoint
ALTER TABLE "ticket_history" ADD COLUMN "personal_salt" text;
--> statement-breakpoint
ALTER TABLE "ticket_history" ADD COLUMN "commitment" text CHECK ("commitment" ~ '^[0-9a-f]{64}$');
--> statement-breakpoint
\ir ../functions/ticket_history_commitment.sql
--> statement-breakpoint
\ir ../functions/ticket_history_sealed_hash.sql
--> statement-breakpoint
\ir ../functions/ticket_history_seal.sql
--> statement-breakpoint
-- After ticket_history_chain (triggers of one event fire in name order): it needs the id and prev_hash.
CREATE TRIGGER "ticket_history_seal" BEFORE INSERT ON "ticket_history" FOR EACH ROW EXECUTE FUNCTION "ticket_history_seal"();
--> statement-breakpoint
-- When the reporter's fields were erased (retention or a deletion request); null: still held.
ALTER TABLE "tickets" ADD COLUMN "personal_erased_at" timestamp with time zone;
--> statement-breakpoint
-- The retention job's work: closed events not erased yet, oldest closing first.
CREATE INDEX "tickets_retention_idx" ON "tickets" ("closed_at", "id") WHERE "personal_erased_at" IS NULL AND "closed_at" IS NOT NULL;
--> statement-breakpoint
-- A reporter's request, made from the event's follow-up link. It holds no copy of the reporter's
-- identity: a deletion finds their events by the e-mail and RUT of `ticket_id` when resolved.
CREATE TABLE "privacy_requests" (
  "id" serial PRIMARY KEY,
  "ticket_id" integer NOT NULL REFERENCES "tickets"("id"),
  "kind" text NOT NULL CHECK ("kind" IN ('ACCESS', 'RECTIFICATION', 'DELETION')),
  "text" text CHECK (char_length("text") <= 2000),
  "state" text NOT NULL DEFAULT 'PENDING' CHECK ("state" IN ('PENDING', 'DONE', 'REFUSED')),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  -- The legal deadline, fixed when asked (PRIVACY_REQUEST_DAYS then).
  "due_at" timestamp with time zone NOT NULL,
  "resolved_at" timestamp with time zone,
  "resolved_by_id" uuid REFERENCES "users"("id"),
  "reason" text CHECK (char_length("reason") <= 1000),
  -- The events a resolved deletion erased.
  "erased_ticket_ids" integer[]
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_state_idx" ON "privacy_requests" ("state", "due_at", "id");
--> statement-breakpoint
CREATE INDEX "privacy_requests_ticket_idx" ON "privacy_requests" ("ticket_id");
