-- A public comment is mailed to the reporter of the event and of each duplicate merged into it
-- (comment_mail_recipients), only when the control room wrote it (OPERATOR, SUPERVISOR, ADMIN): a
-- DRIVER's comment (or a reporter's, which the trigger's WHEN leaves out) never goes to other
-- people. At most 10 mailed comments per event and 60 per author in an hour (each mailed comment
-- counts once, however many reporters get it); past that the comment is stored, not mailed. The
-- quotas are taken only when someone would get the mail.
CREATE OR REPLACE FUNCTION "comments_mail_public"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = NEW."author_id" AND u."role" IN ('OPERATOR', 'SUPERVISOR', 'ADMIN')) THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM "comment_mail_recipients"(NEW."ticket_id")) THEN
    RETURN NULL;
  END IF;
  IF NOT "mail_quota_take"('comment-event:' || NEW."ticket_id", 10, interval '1 hour') THEN
    RETURN NULL;
  END IF;
  IF NOT "mail_quota_take"('comment-author:' || NEW."author_id", 60, interval '1 hour') THEN
    RETURN NULL;
  END IF;
  INSERT INTO "mail_outbox" ("kind", "to_address", "payload")
  SELECT 'TICKET_COMMENTED', r."address",
    CASE WHEN r."subscriber_ticket_id" IS NULL
      THEN jsonb_build_object('ticketId', NEW."ticket_id", 'commentId', NEW."id")
      ELSE jsonb_build_object('ticketId', NEW."ticket_id", 'commentId', NEW."id", 'subscriberTicketId', r."subscriber_ticket_id")
    END
  FROM "comment_mail_recipients"(NEW."ticket_id") r;
  RETURN NULL;
END
$$;
