-- One message of the live queue (tickets_announce_queue).
-- plpgsql, not sql (issue 36): PostgreSQL before 18 plans a sql function's query again on every
-- execution of the calling statement (every creation); plpgsql keeps the plan for the session.
CREATE OR REPLACE FUNCTION "tickets_queue_message"("ticket_id" integer, "kind" text) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT json_build_object('id', t."id", 'kind', $2, 'category', k."code", 'categoryName', k."name", 'kilometer', t."kilometer",
      'orientation', t."orientation", 'severity', t."severity", 'injured', t."injured",
      'assignedToId', t."assigned_to_id", 'statusCode', t."status_code")::text
    FROM "tickets" t
    JOIN "classifications" c ON c."id" = t."classification_id"
    JOIN "subcategories" s ON s."id" = c."subcategory_id"
    JOIN "categories" k ON k."id" = s."category_id"
    WHERE t."id" = $1);
END
$$;
