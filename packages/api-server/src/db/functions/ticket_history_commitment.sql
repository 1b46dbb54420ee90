-- The commitment to a history row's personal values: sha256(salt ‖ LF ‖ jsonb text). The salt (random,
-- erased with the values) keeps a short value such as a phone from being found by trying them all.
CREATE OR REPLACE FUNCTION "ticket_history_commitment"("salt" text, "personal" jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to("salt" || E'\n' || "personal"::text, 'UTF8')), 'hex')
$$;
