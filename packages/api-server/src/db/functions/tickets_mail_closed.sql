-- Closed (status CERRADO): one message to the reporter's address (ticket_reporter_address); the
-- trigger's WHEN leaves out events whose reporter unsubscribed.
CREATE OR REPLACE FUNCTION "tickets_mail_closed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mail_outbox" ("kind", "to_address", "payload")
  SELECT 'TICKET_CLOSED', a."address", jsonb_build_object('ticketId', NEW."id")
  FROM (SELECT "ticket_reporter_address"(NEW."email", NEW."created_by_id") AS "address") a
  WHERE a."address" IS NOT NULL;
  RETURN NULL;
END
$$;
