-- Issue 37 item 8: the staff's lists filter by a km range and by commune. A page of such a filter
-- walks tickets_date_idx, but its count had no index to read: a sequential scan of every event
-- (1 M at the bench's largest size). With these the count reads a bitmap of the matching rows.
CREATE INDEX IF NOT EXISTS "tickets_kilometer_idx" ON "tickets" ("kilometer");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_commune_idx" ON "tickets" ("commune");
