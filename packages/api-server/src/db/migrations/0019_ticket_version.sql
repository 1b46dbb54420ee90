-- Issue 35: a version on every event, so a save made from a stale copy is refused (412) instead of
-- silently reverting another user's change. Every write to the event's own data increments it,
-- whichever path made it (PUT, PATCH, take/release/assign, triage, milestones, merge, reopen): a
-- BEFORE UPDATE trigger, named to run after the other BEFORE triggers (they fire in name order),
-- so it sees the final row. Bookkeeping that is not the event (the reporter's unsubscribe, the SLA
-- breach notice) does not count, and nobody can set the version by hand.
ALTER TABLE "tickets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
\ir ../functions/tickets_version_bump.sql
--> statement-breakpoint
CREATE TRIGGER "tickets_version_bump" BEFORE UPDATE ON "tickets" FOR EACH ROW EXECUTE FUNCTION "tickets_version_bump"();
