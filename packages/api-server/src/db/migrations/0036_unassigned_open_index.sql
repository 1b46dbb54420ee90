-- Issue 36: an operator's list is their events or the open ones nobody has taken, walked apart and
-- merged (repositories/ticket-search.ts pageIds). Their events have tickets_assigned_to_date_idx;
-- the unassigned open ones had only the null entries of that index, each read from the table to
-- check its status. This index holds just those events, in the lists' order.
CREATE INDEX "tickets_unassigned_open_idx" ON "tickets" ("date_event", "id") WHERE "assigned_to_id" IS NULL AND "status_code" <> 'CERRADO';
