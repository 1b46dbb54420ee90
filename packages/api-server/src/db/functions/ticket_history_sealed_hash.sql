-- A history row's chain hash (migration 0033): a row that holds personal values keeps them in
-- "personal" (erasable), and the chain hashes only their commitment, sha256(salt ‖ values); the row
-- hash is then sha256(ticket_history_hash ‖ LF ‖ commitment). A row without (every row before 0033)
-- hashes exactly as before, so old chains and published digests stay valid.
CREATE OR REPLACE FUNCTION "ticket_history_sealed_hash"("id" integer, "ticket_id" integer, "changed_by_id" uuid, "action" text,
  "changes" jsonb, "changed_at" timestamp with time zone, "prev_hash" text, "commitment" text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN "commitment" IS NULL
    THEN "ticket_history_hash"("id", "ticket_id", "changed_by_id", "action", "changes", "changed_at", "prev_hash")
    ELSE encode(sha256(convert_to("ticket_history_hash"("id", "ticket_id", "changed_by_id", "action", "changes", "changed_at", "prev_hash")
      || E'\n' || "commitment", 'UTF8')), 'hex')
  END
$$;
