-- Issue 37 item 3: the status and lanes rule (@vigia/domain/event-state), which the server now
-- applies on every write, applied once to the events stored before it, so every screen, feed and
-- report reads values that agree with the milestones: an open event that was taken or has T3, T4 or
-- T5 is EN_PROCESO; a closed event has its lanes open; an open one with T5 has them open unless the
-- control room recorded lanes after T5 was recorded (a new blockage). Each event changed gets one
-- history line, without an actor (the system), saying what changed; its version moves (0019).
WITH "ruled" AS (
  SELECT t."id", t."status_code" AS "old_status", t."lanes_north" AS "old_north", t."lanes_south" AS "old_south",
    CASE WHEN t."status_code" = 'ABIERTO' AND (t."assigned_to_id" IS NOT NULL OR EXISTS (
      SELECT 1 FROM "ticket_milestones" m WHERE m."ticket_id" = t."id" AND m."code" IN ('DISPATCHED', 'ON_SCENE', 'LANES_OPEN')
    )) THEN 'EN_PROCESO' ELSE t."status_code" END AS "new_status",
    (t."status_code" = 'CERRADO' OR EXISTS (
      SELECT 1 FROM "ticket_milestones" m
      WHERE m."ticket_id" = t."id" AND m."code" = 'LANES_OPEN' AND NOT EXISTS (
        SELECT 1 FROM "ticket_history" h
        WHERE h."ticket_id" = t."id" AND h."action" = 'TRIAGED' AND (h."changes" ? 'lanesNorth' OR h."changes" ? 'lanesSouth')
          AND h."changed_at" > m."recorded_at"
      )
    )) AS "lanes_open"
  FROM "tickets" t
),
"changed" AS (
  UPDATE "tickets" t SET
    "status_code" = r."new_status",
    "lanes_north" = CASE WHEN r."lanes_open" THEN 'NONE' ELSE t."lanes_north" END,
    "lanes_south" = CASE WHEN r."lanes_open" THEN 'NONE' ELSE t."lanes_south" END
  FROM "ruled" r
  WHERE r."id" = t."id"
    AND (r."new_status" <> r."old_status" OR (r."lanes_open" AND (r."old_north" <> 'NONE' OR r."old_south" <> 'NONE')))
  RETURNING t."id", r."old_status", t."status_code", r."old_north", t."lanes_north", r."old_south", t."lanes_south"
)
INSERT INTO "ticket_history" ("ticket_id", "changed_by_id", "action", "changes")
SELECT c."id", NULL, 'UPDATED', jsonb_strip_nulls(jsonb_build_object(
  'statusCode', CASE WHEN c."old_status" <> c."status_code" THEN jsonb_build_array(c."old_status", c."status_code") END,
  'lanesNorth', CASE WHEN c."old_north" <> c."lanes_north" THEN jsonb_build_array(c."old_north", c."lanes_north") END,
  'lanesSouth', CASE WHEN c."old_south" <> c."lanes_south" THEN jsonb_build_array(c."old_south", c."lanes_south") END
))
FROM "changed" c
ORDER BY c."id";
