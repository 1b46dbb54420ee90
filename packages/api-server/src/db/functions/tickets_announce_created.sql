-- The events a statement created, on the live queue.
CREATE OR REPLACE FUNCTION "tickets_announce_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tickets_announce_queue"((SELECT array_agg(n."id") FROM created n), 'created');
  RETURN NULL;
END
$$;
