-- Issue 24, injured people first: a report that says people are injured starts CRITICAL. Until now
-- the triage trigger (0010) overwrote every new event's severity with its classification's rule.
-- Now an INSERT that names a severity keeps it; one that does not reaches the trigger as NULL (the
-- column loses its default) and gets the rule, else MODERATE as before.
ALTER TABLE "tickets" ALTER COLUMN "severity" DROP DEFAULT;
-- The trigger function's body: db/functions/tickets_triage_defaults.sql, applied after the migrations.
