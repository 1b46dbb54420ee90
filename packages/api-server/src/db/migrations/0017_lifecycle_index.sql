-- The response and clearance times of the dashboards (issue 26) read every event of the last 30 days
-- with its severity, times and closing. Found through tickets_date_idx, each needed its row from the
-- heap, so at 1 M events (41 k of them in 30 days) PostgreSQL scanned the whole table instead:
-- 650 ms per statistics read. This index answers that pass by itself (an index-only scan).
CREATE INDEX "tickets_lifecycle_idx" ON "tickets" ("date_event") INCLUDE ("id", "severity", "created_at", "status_code", "close_reason", "taken_at", "closed_at");
--> statement-breakpoint
-- Their milestones, found by time rather than probed event by event.
CREATE INDEX "ticket_milestones_at_idx" ON "ticket_milestones" ("at");
