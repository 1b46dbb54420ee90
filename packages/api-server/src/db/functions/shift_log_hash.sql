-- SHA-256 over a canonical text of a shift-log row, as ticket_history_hash does for the history.
CREATE OR REPLACE FUNCTION "shift_log_hash"("id" bigint, "at" timestamp with time zone, "author_id" uuid, "kind" text, "text" text,
  "ticket_id" integer, "unit_id" integer, "corrects" bigint, "handover_id" integer, "prev_hash" text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\n', "id"::text, to_char("at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    "author_id"::text, "kind", "text", coalesce("ticket_id"::text, '-'), coalesce("unit_id"::text, '-'), coalesce("corrects"::text, '-'),
    coalesce("handover_id"::text, '-'), coalesce("prev_hash", '-')), 'UTF8')), 'hex')
$$;
