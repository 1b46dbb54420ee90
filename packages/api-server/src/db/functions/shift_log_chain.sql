-- Every new shift-log row links to the last one. One chain for the whole log: a transaction-scoped
-- advisory lock on one constant key (one lock, not one per row) keeps it linear when two writers
-- append at once; the id is drawn under it so id order is chain order.
CREATE OR REPLACE FUNCTION "shift_log_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7305391);
  NEW."id" := nextval(pg_get_serial_sequence('"shift_log"', 'id'));
  NEW."prev_hash" := (SELECT l."hash" FROM "shift_log" l ORDER BY l."id" DESC LIMIT 1);
  NEW."hash" := "shift_log_hash"(NEW."id", NEW."at", NEW."author_id", NEW."kind", NEW."text", NEW."ticket_id", NEW."unit_id",
    NEW."corrects", NEW."handover_id", NEW."prev_hash");
  RETURN NEW;
END
$$;
