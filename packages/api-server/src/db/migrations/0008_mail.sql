-- Mail about events (issue 25). Triggers write the outbox row in the transaction of the change that
-- causes it, whichever code path makes the change; the row carries ids only (subject '') and the
-- mail worker renders it from current data (src/mail/ticket-templates.ts).
-- The reporter followed a message's unsubscribe link: no more mail about this event.
ALTER TABLE "tickets" ADD COLUMN "reporter_unsubscribed_at" timestamp with time zone;
--> statement-breakpoint
-- A new event: its number and follow-up link to the reporter. Creations are one statement for many
-- events (the group commit), hence a statement-level trigger over the transition table. Rows
-- created with a past created_at (the demo seed, an import, a benchmark's fill) are not news to
-- their reporter and get no mail.
CREATE FUNCTION "tickets_mail_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mail_outbox" ("kind", "to_address", "payload")
  SELECT 'TICKET_CREATED', n."email", jsonb_build_object('ticketId', n."id")
  FROM new_rows n
  WHERE n."email" <> '' AND n."reporter_unsubscribed_at" IS NULL AND n."created_at" > now() - interval '1 hour'
  ORDER BY n."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tickets_mail_created" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "tickets_mail_created"();
--> statement-breakpoint
-- Closed (status CERRADO): one message to the reporter, unless they unsubscribed.
CREATE FUNCTION "tickets_mail_closed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mail_outbox" ("kind", "to_address", "payload")
  VALUES ('TICKET_CLOSED', NEW."email", jsonb_build_object('ticketId', NEW."id"));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tickets_mail_closed" AFTER UPDATE OF "status_code" ON "tickets" FOR EACH ROW
  WHEN (NEW."status_code" = 'CERRADO' AND OLD."status_code" IS DISTINCT FROM 'CERRADO'
    AND NEW."reporter_unsubscribed_at" IS NULL AND NEW."email" <> '')
  EXECUTE FUNCTION "tickets_mail_closed"();
--> statement-breakpoint
-- Assigned: to the new assignee if they opted in (users.email_notifications), never to the one who
-- made the change (an operator taking an event). Every change of assigned_to_id writes its history
-- row in the same transaction (PUT, bulk assign, take), and that row is where the new assignee and
-- the actor meet, so the trigger is on ticket_history.
CREATE FUNCTION "ticket_history_mail_assigned"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mail_outbox" ("kind", "to_address", "payload")
  SELECT 'TICKET_ASSIGNED', u."email", jsonb_build_object('ticketId', NEW."ticket_id", 'userId', u."id")
  FROM "users" u
  WHERE u."id"::text = NEW."changes" -> 'assignedToId' ->> 1
    AND u."email_notifications" AND u."enabled" AND u."deleted_at" IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ticket_history_mail_assigned" AFTER INSERT ON "ticket_history" FOR EACH ROW
  WHEN (NEW."changes" -> 'assignedToId' ->> 1 IS NOT NULL
    AND NEW."changes" -> 'assignedToId' ->> 1 IS DISTINCT FROM NEW."changed_by_id"::text)
  EXECUTE FUNCTION "ticket_history_mail_assigned"();
