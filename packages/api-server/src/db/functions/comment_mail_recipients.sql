-- Who gets a public comment on an event: its reporter, and the reporter of each duplicate merged
-- into it (once per address, not the event's own reporter twice), by ticket_reporter_address.
CREATE OR REPLACE FUNCTION "comment_mail_recipients"(integer) RETURNS TABLE ("address" text, "subscriber_ticket_id" integer)
  LANGUAGE sql STABLE AS $$
  WITH m AS (
    SELECT "ticket_reporter_address"(t."email", t."created_by_id") AS "address", t."reporter_unsubscribed_at" IS NULL AS "subscribed"
    FROM "tickets" t WHERE t."id" = $1
  )
  SELECT m."address", NULL::integer FROM m WHERE m."address" IS NOT NULL AND m."subscribed"
  UNION ALL
  SELECT dup."address", dup."id" FROM (
    SELECT DISTINCT ON (lower(a."address")) a."address", d."id"
    FROM "ticket_links" l
    JOIN "tickets" d ON d."id" = l."ticket_id"
    CROSS JOIN LATERAL (SELECT "ticket_reporter_address"(d."email", d."created_by_id") AS "address") a
    WHERE l."target_id" = $1 AND l."kind" = 'DUPLICATE_OF' AND d."reporter_unsubscribed_at" IS NULL
      AND a."address" IS NOT NULL AND lower(a."address") IS DISTINCT FROM (SELECT lower(m."address") FROM m)
    ORDER BY lower(a."address"), d."id"
  ) dup
$$;
