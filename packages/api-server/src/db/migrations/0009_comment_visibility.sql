-- Internal and public comments (issue 23). An internal note ("Carabineros avisados, grúa en
-- camino") is for the team; only PUBLIC comments reach the reporter's follow-up page and mail.
-- Every comment written so far becomes INTERNAL: none was written for the public.
ALTER TABLE "comments" ADD COLUMN "visibility" text DEFAULT 'INTERNAL' NOT NULL;
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_visibility_check" CHECK ("visibility" IN ('INTERNAL', 'PUBLIC'));
--> statement-breakpoint
\ir ../functions/comments_mail_public.sql
--> statement-breakpoint
CREATE TRIGGER "comments_mail_public" AFTER INSERT ON "comments" FOR EACH ROW
  WHEN (NEW."visibility" = 'PUBLIC') EXECUTE FUNCTION "comments_mail_public"();
