-- Mail about events (issue 25). Triggers write the outbox row in the transaction of the change that
-- causes it, whichever code path makes the change; the row carries ids only (subject '') and the
-- mail worker renders it from current data (src/mail/ticket-templates.ts).
-- The reporter followed a message's unsubscribe link: no more mail about this event.
ALTER TABLE "tickets" ADD COLUMN "reporter_unsubscribed_at" timestamp with time zone;
--> statement-breakpoint
\ir ../functions/tickets_mail_created.sql
--> statement-breakpoint
CREATE TRIGGER "tickets_mail_created" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "tickets_mail_created"();
--> statement-breakpoint
\ir ../functions/tickets_mail_closed.sql
--> statement-breakpoint
CREATE TRIGGER "tickets_mail_closed" AFTER UPDATE OF "status_code" ON "tickets" FOR EACH ROW
  WHEN (NEW."status_code" = 'CERRADO' AND OLD."status_code" IS DISTINCT FROM 'CERRADO'
    AND NEW."reporter_unsubscribed_at" IS NULL AND NEW."email" <> '')
  EXECUTE FUNCTION "tickets_mail_closed"();
--> statement-breakpoint
\ir ../functions/ticket_history_mail_assigned.sql
--> statement-breakpoint
CREATE TRIGGER "ticket_history_mail_assigned" AFTER INSERT ON "ticket_history" FOR EACH ROW
  WHEN (NEW."changes" -> 'assignedToId' ->> 1 IS NOT NULL
    AND NEW."changes" -> 'assignedToId' ->> 1 IS DISTINCT FROM NEW."changed_by_id"::text)
  EXECUTE FUNCTION "ticket_history_mail_assigned"();
