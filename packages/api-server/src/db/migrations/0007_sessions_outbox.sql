-- Accounts, sessions and mail (issue 25).
-- A session per sign-in: every request checks its row (revoked, expired), so logout, a password
-- change or reset, disabling, enabling and a role change end sessions at once, on every instance.
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sessions_user_live_idx" ON "sessions" USING btree ("user_id") WHERE "revoked_at" IS NULL;
--> statement-breakpoint
\ir ../functions/sessions_announce_revoked.sql
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_revoked" AFTER UPDATE OF "revoked_at" ON "sessions" FOR EACH ROW
  WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL) EXECUTE FUNCTION "sessions_announce_revoked"();
--> statement-breakpoint
ALTER TABLE "stream_tickets" ADD COLUMN "session_id" uuid REFERENCES "sessions"("id") ON DELETE CASCADE;
--> statement-breakpoint
DELETE FROM "stream_tickets";
--> statement-breakpoint
ALTER TABLE "stream_tickets" ALTER COLUMN "session_id" SET NOT NULL;
--> statement-breakpoint
-- Issue order, to keep a user's newest pending tickets (timestamps can tie).
ALTER TABLE "stream_tickets" ADD COLUMN "seq" bigserial NOT NULL;
--> statement-breakpoint
-- Self-registered accounts confirm their e-mail before they create events; the accounts that exist
-- already count as confirmed.
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "users" SET "email_confirmed_at" = "created_at";
--> statement-breakpoint
-- Staff opt in to e-mail for assignments (and SLA breaches).
ALTER TABLE "users" ADD COLUMN "email_notifications" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Single-use links: password reset, the set-your-password invitation of an admin-created account
-- and the e-mail confirmation of a self-registration. Only their SHA-256 is stored.
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" text DEFAULT 'RESET' NOT NULL;
--> statement-breakpoint
-- The transactional outbox: a message is written in the transaction of the change that causes it
-- and a worker on any instance sends it (claimed with SKIP LOCKED, retried with back-off).
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	-- Ids the message is about; a row written by a trigger has no text yet and the worker renders it.
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text_body" text DEFAULT '' NOT NULL,
	"html_body" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at","id") WHERE "status" = 'PENDING';
--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at","id");
--> statement-breakpoint
\ir ../functions/mail_outbox_announce.sql
--> statement-breakpoint
CREATE TRIGGER "mail_outbox_announce" AFTER INSERT ON "mail_outbox" FOR EACH STATEMENT EXECUTE FUNCTION "mail_outbox_announce"();
--> statement-breakpoint
\ir ../functions/users_end_sessions.sql
--> statement-breakpoint
CREATE TRIGGER "users_end_sessions" AFTER UPDATE OF "password_hash", "role", "enabled", "deleted_at" ON "users" FOR EACH ROW
  WHEN (OLD."password_hash" IS DISTINCT FROM NEW."password_hash" OR OLD."role" IS DISTINCT FROM NEW."role"
    OR OLD."enabled" IS DISTINCT FROM NEW."enabled" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at")
  EXECUTE FUNCTION "users_end_sessions"();
