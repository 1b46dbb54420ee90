-- Assigned: to the new assignee if they opted in (users.email_notifications), never to the one who
-- made the change (an operator taking an event). Every change of assigned_to_id writes its history
-- row in the same transaction (PUT, bulk assign, take), and that row is where the new assignee and
-- the actor meet, so the trigger is on ticket_history.
CREATE OR REPLACE FUNCTION "ticket_history_mail_assigned"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mail_outbox" ("kind", "to_address", "payload")
  SELECT 'TICKET_ASSIGNED', u."email", jsonb_build_object('ticketId', NEW."ticket_id", 'userId', u."id")
  FROM "users" u
  WHERE u."id"::text = NEW."changes" -> 'assignedToId' ->> 1
    AND u."email_notifications" AND u."enabled" AND u."deleted_at" IS NULL;
  RETURN NULL;
END
$$;
