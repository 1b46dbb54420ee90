-- TRUNCATE tickets empties every rollup and the pending events.
CREATE OR REPLACE FUNCTION "ticket_rollups_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ticket_counts;
  DELETE FROM ticket_place_counts;
  DELETE FROM ticket_day_counts;
  DELETE FROM ticket_owner_counts;
  DELETE FROM ticket_owner_places;
  DELETE FROM ticket_rollup_pending;
  RETURN NULL;
END
$$;
