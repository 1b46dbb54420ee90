-- Issue 24, injured people first: a report that says people are injured starts CRITICAL. Until now
-- the triage trigger (0010) overwrote every new event's severity with its classification's rule.
-- Now an INSERT that names a severity keeps it; one that does not reaches the trigger as NULL (the
-- column loses its default) and gets the rule, else MODERATE as before.
ALTER TABLE "tickets" ALTER COLUMN "severity" DROP DEFAULT;
--> statement-breakpoint
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
