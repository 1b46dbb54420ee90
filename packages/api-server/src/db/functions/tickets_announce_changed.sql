-- The events a statement changed in what the queue shows, on the live queue.
CREATE OR REPLACE FUNCTION "tickets_announce_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tickets_announce_queue"((
    SELECT array_agg(n."id") FROM changed n JOIN before o ON o."id" = n."id"
    WHERE (o."assigned_to_id", o."status_code", o."severity", o."lanes_north", o."lanes_south")
      IS DISTINCT FROM (n."assigned_to_id", n."status_code", n."severity", n."lanes_north", n."lanes_south")
  ), 'changed');
  RETURN NULL;
END
$$;
