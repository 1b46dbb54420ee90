-- Personal values leave the hashed row (migration 0033): the reporter's identity fields, and the text
-- or file name a reporter sent (no author), move from "changes" to "personal", and the row's hash
-- covers their salted commitment instead, so erasing them (services/erase-personal-data.ts) leaves
-- the chain verifiable. Fires after ticket_history_chain (same event: name order), which drew the id
-- and prev_hash; a row without personal values keeps that trigger's hash.
CREATE OR REPLACE FUNCTION "ticket_history_seal"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  keys := ARRAY(SELECT k FROM jsonb_object_keys(NEW."changes") k
    WHERE k IN ('fullName', 'email', 'phone', 'rut', 'documentKind', 'patente', 'realAddress')
      OR (NEW."changed_by_id" IS NULL AND k IN ('comment', 'fileName')));
  IF cardinality(keys) = 0 THEN
    NEW."personal" := NULL;
    NEW."personal_salt" := NULL;
    NEW."commitment" := NULL;
    RETURN NEW;
  END IF;
  NEW."personal" := (SELECT jsonb_object_agg(k, NEW."changes" -> k) FROM unnest(keys) k);
  NEW."changes" := NEW."changes" - keys;
  NEW."personal_salt" := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  NEW."commitment" := "ticket_history_commitment"(NEW."personal_salt", NEW."personal");
  NEW."hash" := "ticket_history_sealed_hash"(NEW."id", NEW."ticket_id", NEW."changed_by_id", NEW."action", NEW."changes",
    NEW."changed_at", NEW."prev_hash", NEW."commitment");
  RETURN NEW;
END
$$;
