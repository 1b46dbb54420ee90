-- SHA-256 (built in since PostgreSQL 11: no pgcrypto, which PGlite would need loaded) over a
-- canonical text of the row: jsonb's text is canonical (sorted keys), the time in UTC microseconds.
CREATE OR REPLACE FUNCTION "ticket_history_hash"("id" integer, "ticket_id" integer, "changed_by_id" uuid, "action" text,
  "changes" jsonb, "changed_at" timestamp with time zone, "prev_hash" text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\n', "id"::text, "ticket_id"::text, coalesce("changed_by_id"::text, '-'), "action",
    "changes"::text, to_char("changed_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), coalesce("prev_hash", '-')), 'UTF8')), 'hex')
$$;
