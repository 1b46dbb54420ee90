-- Every new row of a planned work's history links to the work's last one, as ticket_history_chain
-- does for events (the same canonical hash, ticket_history_hash, with the work's id in the event's
-- place): a row lock on the work orders two writers, the id is drawn under it.
CREATE OR REPLACE FUNCTION "planned_work_history_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "planned_works" w WHERE w."id" = NEW."work_id" FOR NO KEY UPDATE;
  NEW."id" := nextval(pg_get_serial_sequence('"planned_work_history"', 'id'));
  NEW."prev_hash" := (SELECT h."hash" FROM "planned_work_history" h WHERE h."work_id" = NEW."work_id" ORDER BY h."id" DESC LIMIT 1);
  NEW."hash" := "ticket_history_hash"(NEW."id", NEW."work_id", NEW."changed_by_id", NEW."action", NEW."changes", NEW."changed_at", NEW."prev_hash");
  RETURN NEW;
END
$$;
