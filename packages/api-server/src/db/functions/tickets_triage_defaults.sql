-- A new event starts with its classification's severity unless the INSERT names one (a report that
-- says people are injured starts CRITICAL; the column has no default, so "not named" arrives as
-- NULL), else MODERATE. The first assignment is when it was taken.
CREATE OR REPLACE FUNCTION "tickets_triage_defaults"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW."severity" IS NULL THEN
    NEW."severity" := coalesce((SELECT r."severity" FROM "severity_rules" r WHERE r."classification_id" = NEW."classification_id"), 'MODERATE');
  END IF;
  IF NEW."assigned_to_id" IS NOT NULL AND NEW."taken_at" IS NULL THEN
    NEW."taken_at" := now();
  END IF;
  RETURN NEW;
END
$$;
