-- Mail sent on a user's behalf (issue 34). Mail to a reporter carries only what the control room
-- chose to say, to an address the reporter proved:
-- - The reporter's address of an event: the typed e-mail of a public (anonymous) report, and of an
--   event the control room created for a caller (OPERATOR, SUPERVISOR, ADMIN: their accounts are
--   made by an administrator); for an event a self-registered account created, that account's own
--   address once confirmed, never the e-mail it typed (which could be anyone's).
-- plpgsql, not sql (issue 36): a sql function with a subquery is not inlined, and PostgreSQL before
-- 18 plans its body again on every execution of the calling statement (every creation); plpgsql
-- keeps the plan for the session, and an anonymous report reads no table at all.
CREATE OR REPLACE FUNCTION "ticket_reporter_address"("typed" text, "creator" uuid) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF $2 IS NULL THEN
    RETURN nullif($1, '');
  END IF;
  RETURN (SELECT CASE
      WHEN u."role" IN ('OPERATOR', 'SUPERVISOR', 'ADMIN') THEN nullif($1, '')
      WHEN u."email_confirmed_at" IS NOT NULL AND u."deleted_at" IS NULL THEN u."email"
    END
    FROM "users" u WHERE u."id" = $2);
END
$$;
