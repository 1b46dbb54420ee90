-- Issue 36: "Eventos por canal" (repositories/channel-statistics.ts) counts the last 30 days' events
-- by channel. channel_code was in no index, so every event of the window was read from the table;
-- at 1 M events that one count took most of the statistics answer's time. The lifecycle index now
-- carries it too, and the count is an index-only scan like the lifecycle figures' (no new index for
-- creations to keep).
DROP INDEX "tickets_lifecycle_idx";
--> statement-breakpoint
CREATE INDEX "tickets_lifecycle_idx" ON "tickets" ("date_event") INCLUDE ("id", "severity", "created_at", "status_code", "close_reason", "taken_at", "closed_at", "channel_code");
