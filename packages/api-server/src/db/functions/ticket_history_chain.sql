-- Every new history row links to the event's last one. A row lock on the event (held to commit)
-- keeps the chain linear when two transactions write the same event; the id is drawn under it so id
-- order is chain order. Not an advisory lock per event (the first version): those live in
-- PostgreSQL's shared lock table (about 6,400 by default), so one statement writing history for more
-- events than that failed with "out of shared memory". NO KEY UPDATE is what an UPDATE of the event
-- takes (the history's writers usually hold it already), and it does not block the KEY SHARE locks
-- that foreign-key checks of comments and attachments take.
CREATE OR REPLACE FUNCTION "ticket_history_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "tickets" t WHERE t."id" = NEW."ticket_id" FOR NO KEY UPDATE;
  NEW."id" := nextval(pg_get_serial_sequence('"ticket_history"', 'id'));
  NEW."prev_hash" := (SELECT h."hash" FROM "ticket_history" h WHERE h."ticket_id" = NEW."ticket_id" ORDER BY h."id" DESC LIMIT 1);
  NEW."hash" := "ticket_history_hash"(NEW."id", NEW."ticket_id", NEW."changed_by_id", NEW."action", NEW."changes", NEW."changed_at", NEW."prev_hash");
  RETURN NEW;
END
$$;
