-- The live queue: staff screens refresh when an event arrives or its assignee, status, severity or
-- lanes change. One message per row for a few rows; a bulk change (imports, seeds) sends one 'bulk'.
CREATE OR REPLACE FUNCTION "tickets_announce_queue"("ids" integer[], "kind" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality("ids"), 0) = 0 THEN RETURN; END IF;
  IF cardinality("ids") > 20 THEN
    PERFORM pg_notify('vigia_queue', json_build_object('kind', 'bulk')::text);
  ELSE
    PERFORM pg_notify('vigia_queue', "tickets_queue_message"(i, "kind")) FROM unnest("ids") AS i;
  END IF;
END
$$;
