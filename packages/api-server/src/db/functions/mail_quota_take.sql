-- Takes one use of a quota: a fixed window per key that starts at its first use; true while within
-- the limit. The upsert takes the key's row lock until commit, so concurrent transactions count one
-- after another and never pass the limit together (on PostgreSQL as on PGlite).
CREATE OR REPLACE FUNCTION "mail_quota_take"(text, integer, interval) RETURNS boolean LANGUAGE sql VOLATILE AS $$
  INSERT INTO "mail_quota" AS q ("key", "window_start", "used") VALUES ($1, now(), 1)
  ON CONFLICT ("key") DO UPDATE SET
    "window_start" = CASE WHEN q."window_start" <= now() - $3 THEN now() ELSE q."window_start" END,
    "used" = CASE WHEN q."window_start" <= now() - $3 THEN 1 ELSE q."used" + 1 END
  RETURNING "used" <= $2
$$;
