-- Issue 37: the event keeps the reporter's answer to "¿Hay personas lesionadas?" (until now it only
-- made the event CRITICAL and was lost), so staff screens can say "Hay lesionados". Events reported
-- before this did not keep it: false.
ALTER TABLE "tickets" ADD COLUMN "injured" boolean DEFAULT false NOT NULL;
