CREATE TABLE "ticket_counts" (
	"status_code" text NOT NULL,
	"classification_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_counts_status_code_classification_id_slot_pk" PRIMARY KEY("status_code","classification_id","slot")
);
--> statement-breakpoint
DROP INDEX "tickets_created_by_idx";--> statement-breakpoint
DROP INDEX "tickets_assigned_to_idx";--> statement-breakpoint
DROP INDEX "tickets_status_idx";--> statement-breakpoint
DROP INDEX "tickets_date_event_idx";--> statement-breakpoint
CREATE INDEX "ticket_history_closed_idx" ON "ticket_history" USING btree ("ticket_id","changed_at") WHERE ("ticket_history"."changes" -> 'statusCode' ->> 1) = 'CERRADO';--> statement-breakpoint
CREATE INDEX "tickets_date_idx" ON "tickets" USING btree ("date_event","id","status_code","classification_id");--> statement-breakpoint
CREATE INDEX "tickets_status_date_idx" ON "tickets" USING btree ("status_code","date_event","id");--> statement-breakpoint
CREATE INDEX "tickets_assigned_to_date_idx" ON "tickets" USING btree ("assigned_to_id","date_event","id");--> statement-breakpoint
CREATE INDEX "tickets_created_by_date_idx" ON "tickets" USING btree ("created_by_id","date_event","id");--> statement-breakpoint
CREATE INDEX "tickets_classification_idx" ON "tickets" USING btree ("classification_id");--> statement-breakpoint
-- ticket_counts stays exact: every statement that inserts, updates (status or classification),
-- deletes or truncates tickets adjusts it in the same transaction. Statement-level triggers with
-- transition tables do one grouped upsert per statement, so bulk loads stay set-based; rows are
-- upserted in key order so concurrent writers lock them in the same order.
CREATE FUNCTION "ticket_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ticket_counts AS c (status_code, classification_id, slot, n)
    SELECT status_code, classification_id, (id % 8)::smallint, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (status_code, classification_id, slot) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ticket_counts AS c (status_code, classification_id, slot, n)
    SELECT status_code, classification_id, (id % 8)::smallint, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (status_code, classification_id, slot) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO ticket_counts AS c (status_code, classification_id, slot, n)
    SELECT d.status_code, d.classification_id, d.slot, sum(d.delta) FROM (
      SELECT o.status_code, o.classification_id, (o.id % 8)::smallint AS slot, -1 AS delta
      FROM old_rows o JOIN new_rows w ON w.id = o.id
      WHERE o.status_code <> w.status_code OR o.classification_id <> w.classification_id
      UNION ALL
      SELECT w.status_code, w.classification_id, (w.id % 8)::smallint, 1
      FROM old_rows o JOIN new_rows w ON w.id = o.id
      WHERE o.status_code <> w.status_code OR o.classification_id <> w.classification_id
    ) d GROUP BY 1, 2, 3 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (status_code, classification_id, slot) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "ticket_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ticket_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tickets_counts_insert" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "tickets_counts_update" AFTER UPDATE ON "tickets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "tickets_counts_delete" AFTER DELETE ON "tickets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ticket_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "tickets_counts_truncate" AFTER TRUNCATE ON "tickets" FOR EACH STATEMENT EXECUTE FUNCTION "ticket_counts_truncate"();
--> statement-breakpoint
INSERT INTO "ticket_counts" ("status_code", "classification_id", "slot", "n")
SELECT "status_code", "classification_id", ("id" % 8)::smallint, count(*) FROM "tickets" GROUP BY 1, 2, 3;
