-- Issue 40 item 4: the access log (0032) refuses UPDATE, DELETE and TRUNCATE, like the shift log (0027).
\ir ../functions/personal_data_access_immutable.sql
--> statement-breakpoint
CREATE TRIGGER "personal_data_access_immutable" BEFORE UPDATE OR DELETE ON "personal_data_access" FOR EACH ROW EXECUTE FUNCTION "personal_data_access_immutable"();
--> statement-breakpoint
CREATE TRIGGER "personal_data_access_no_truncate" BEFORE TRUNCATE ON "personal_data_access" FOR EACH STATEMENT EXECUTE FUNCTION "personal_data_access_immutable"();
