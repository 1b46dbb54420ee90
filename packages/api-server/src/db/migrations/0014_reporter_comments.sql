-- Issue 24: the reporter adds a comment to their own event from the follow-up page. Such a comment
-- has no user: author_kind says who wrote it. A REPORTER comment is always PUBLIC (the reporter
-- sees it in their history) and has no author id.
ALTER TABLE "comments" ADD COLUMN "author_kind" text DEFAULT 'STAFF' NOT NULL;
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_kind_check" CHECK (
  "author_kind" IN ('STAFF', 'REPORTER')
  AND ("author_kind" = 'STAFF' OR ("author_id" IS NULL AND "visibility" = 'PUBLIC'))
);
--> statement-breakpoint
-- Only the team's public comments are mailed: the reporter is not mailed their own words, and the
-- reporters of merged duplicates never get another member of the public's text.
DROP TRIGGER "comments_mail_public" ON "comments";
--> statement-breakpoint
CREATE TRIGGER "comments_mail_public" AFTER INSERT ON "comments" FOR EACH ROW
  WHEN (NEW."visibility" = 'PUBLIC' AND NEW."author_kind" = 'STAFF') EXECUTE FUNCTION "comments_mail_public"();
