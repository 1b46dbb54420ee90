-- A new password, a role change, disabling or enabling again and deleting end every session of the
-- account, whichever code path makes the change.
CREATE OR REPLACE FUNCTION "users_end_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessions" SET "revoked_at" = now() WHERE "user_id" = NEW."id" AND "revoked_at" IS NULL;
  RETURN NULL;
END
$$;
