-- Mail sent on a user's behalf (issue 34). Mail to a reporter carries only what the control room
-- chose to say, to an address the reporter proved:
-- - The reporter's address of an event: the typed e-mail of a public (anonymous) report, and of an
--   event the control room created for a caller (OPERATOR, SUPERVISOR, ADMIN: their accounts are
--   made by an administrator); for an event a self-registered account created, that account's own
--   address once confirmed, never the e-mail it typed (which could be anyone's).
\ir ../functions/ticket_reporter_address.sql
--> statement-breakpoint
DROP TRIGGER "tickets_mail_closed" ON "tickets";
--> statement-breakpoint
CREATE TRIGGER "tickets_mail_closed" AFTER UPDATE OF "status_code" ON "tickets" FOR EACH ROW
  WHEN (NEW."status_code" = 'CERRADO' AND OLD."status_code" IS DISTINCT FROM 'CERRADO' AND NEW."reporter_unsubscribed_at" IS NULL)
  EXECUTE FUNCTION "tickets_mail_closed"();
--> statement-breakpoint
\ir ../functions/comment_mail_recipients.sql
--> statement-breakpoint
-- Mail quotas: a fixed window per key that starts at its first use. The upsert takes the key's row
-- lock until commit, so concurrent transactions count one after another and never pass the limit
-- together (on PostgreSQL as on PGlite).
CREATE TABLE "mail_quota" (
  "key" text PRIMARY KEY NOT NULL,
  "window_start" timestamp with time zone NOT NULL,
  "used" integer NOT NULL
);
--> statement-breakpoint
\ir ../functions/mail_quota_take.sql
