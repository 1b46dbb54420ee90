-- The record of reads of personal data is written once: whoever reads must not be able to erase the trace.
CREATE OR REPLACE FUNCTION "personal_data_access_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'personal_data_access rows are never changed nor deleted' USING ERRCODE = 'insufficient_privilege';
END
$$;
