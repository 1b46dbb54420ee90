-- A new event: its number and follow-up link to its reporter's address (ticket_reporter_address),
-- unless they unsubscribed. Creations are one statement for many events (the group commit), hence a
-- statement-level trigger over the transition table. Rows created with a past created_at (the demo
-- seed, an import, a benchmark's fill) are not news to their reporter and get no mail.
CREATE OR REPLACE FUNCTION "tickets_mail_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mail_outbox" ("kind", "to_address", "payload")
  SELECT 'TICKET_CREATED', a."address", jsonb_build_object('ticketId', n."id")
  FROM new_rows n
  CROSS JOIN LATERAL (SELECT "ticket_reporter_address"(n."email", n."created_by_id") AS "address") a
  WHERE a."address" IS NOT NULL AND n."reporter_unsubscribed_at" IS NULL AND n."created_at" > now() - interval '1 hour'
  ORDER BY n."id";
  RETURN NULL;
END
$$;
