-- One message of the live queue (tickets_announce_queue).
CREATE OR REPLACE FUNCTION "tickets_queue_message"("ticket_id" integer, "kind" text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object('id', t."id", 'kind', "kind", 'categoryName', k."name", 'kilometer', t."kilometer",
    'orientation', t."orientation", 'severity', t."severity")::text
  FROM "tickets" t
  JOIN "classifications" c ON c."id" = t."classification_id"
  JOIN "subcategories" s ON s."id" = c."subcategory_id"
  JOIN "categories" k ON k."id" = s."category_id"
  WHERE t."id" = "ticket_id"
$$;
