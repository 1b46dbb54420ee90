-- Mail sent on a user's behalf (issue 34). Mail to a reporter carries only what the control room
-- chose to say, to an address the reporter proved:
-- - The reporter's address of an event: the typed e-mail of a public (anonymous) report, and of an
--   event the control room created for a caller (OPERATOR, SUPERVISOR, ADMIN: their accounts are
--   made by an administrator); for an event a self-registered account created, that account's own
--   address once confirmed, never the e-mail it typed (which could be anyone's).
CREATE FUNCTION "ticket_reporter_address"("typed" text, "creator" uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN $2 IS NULL THEN nullif($1, '')
    ELSE (SELECT CASE
        WHEN u."role" IN ('OPERATOR', 'SUPERVISOR', 'ADMIN') THEN nullif($1, '')
        WHEN u."email_confirmed_at" IS NOT NULL AND u."deleted_at" IS NULL THEN u."email"
      END
      FROM "users" u WHERE u."id" = $2)
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tickets_mail_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mail_outbox" ("kind", "to_address", "payload")
  SELECT 'TICKET_CREATED', a."address", jsonb_build_object('ticketId', n."id")
  FROM new_rows n
  CROSS JOIN LATERAL (SELECT "ticket_reporter_address"(n."email", n."created_by_id") AS "address") a
  WHERE a."address" IS NOT NULL AND n."reporter_unsubscribed_at" IS NULL AND n."created_at" > now() - interval '1 hour'
  ORDER BY n."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "tickets_mail_closed" ON "tickets";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tickets_mail_closed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mail_outbox" ("kind", "to_address", "payload")
  SELECT 'TICKET_CLOSED', a."address", jsonb_build_object('ticketId', NEW."id")
  FROM (SELECT "ticket_reporter_address"(NEW."email", NEW."created_by_id") AS "address") a
  WHERE a."address" IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tickets_mail_closed" AFTER UPDATE OF "status_code" ON "tickets" FOR EACH ROW
  WHEN (NEW."status_code" = 'CERRADO' AND OLD."status_code" IS DISTINCT FROM 'CERRADO' AND NEW."reporter_unsubscribed_at" IS NULL)
  EXECUTE FUNCTION "tickets_mail_closed"();
--> statement-breakpoint
-- Who gets a public comment on an event: its reporter, and the reporter of each duplicate merged
-- into it (once per address, not the event's own reporter twice; migration 0012), by the rule above.
CREATE FUNCTION "comment_mail_recipients"(integer) RETURNS TABLE ("address" text, "subscriber_ticket_id" integer)
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
--> statement-breakpoint
-- Mail quotas: a fixed window per key that starts at its first use. The upsert takes the key's row
-- lock until commit, so concurrent transactions count one after another and never pass the limit
-- together (on PostgreSQL as on PGlite).
CREATE TABLE "mail_quota" (
  "key" text PRIMARY KEY NOT NULL,
  "window_start" timestamp with time zone NOT NULL,
  "used" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "mail_quota_take"(text, integer, interval) RETURNS boolean LANGUAGE sql VOLATILE AS $$
  INSERT INTO "mail_quota" AS q ("key", "window_start", "used") VALUES ($1, now(), 1)
  ON CONFLICT ("key") DO UPDATE SET
    "window_start" = CASE WHEN q."window_start" <= now() - $3 THEN now() ELSE q."window_start" END,
    "used" = CASE WHEN q."window_start" <= now() - $3 THEN 1 ELSE q."used" + 1 END
  RETURNING "used" <= $2
$$;
--> statement-breakpoint
-- A public comment is mailed only when the control room wrote it (OPERATOR, SUPERVISOR, ADMIN): a
-- DRIVER's comment (or a reporter's, which the trigger's WHEN of 0014 already leaves out) never goes
-- to other people. At most 10 mailed comments per event and 60 per author in an hour (each mailed
-- comment counts once, however many reporters get it); past that the comment is stored, not mailed.
-- The quotas are taken only when someone would get the mail.
CREATE OR REPLACE FUNCTION "comments_mail_public"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = NEW."author_id" AND u."role" IN ('OPERATOR', 'SUPERVISOR', 'ADMIN')) THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM "comment_mail_recipients"(NEW."ticket_id")) THEN
    RETURN NULL;
  END IF;
  IF NOT "mail_quota_take"('comment-event:' || NEW."ticket_id", 10, interval '1 hour') THEN
    RETURN NULL;
  END IF;
  IF NOT "mail_quota_take"('comment-author:' || NEW."author_id", 60, interval '1 hour') THEN
    RETURN NULL;
  END IF;
  INSERT INTO "mail_outbox" ("kind", "to_address", "payload")
  SELECT 'TICKET_COMMENTED', r."address",
    CASE WHEN r."subscriber_ticket_id" IS NULL
      THEN jsonb_build_object('ticketId', NEW."ticket_id", 'commentId', NEW."id")
      ELSE jsonb_build_object('ticketId', NEW."ticket_id", 'commentId', NEW."id", 'subscriberTicketId', r."subscriber_ticket_id")
    END
  FROM "comment_mail_recipients"(NEW."ticket_id") r;
  RETURN NULL;
END
$$;
