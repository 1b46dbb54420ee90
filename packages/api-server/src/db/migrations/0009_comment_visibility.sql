-- Internal and public comments (issue 23). An internal note ("Carabineros avisados, grúa en
-- camino") is for the team; only PUBLIC comments reach the reporter's follow-up page and mail.
-- Every comment written so far becomes INTERNAL: none was written for the public.
ALTER TABLE "comments" ADD COLUMN "visibility" text DEFAULT 'INTERNAL' NOT NULL;
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_visibility_check" CHECK ("visibility" IN ('INTERNAL', 'PUBLIC'));
--> statement-breakpoint
-- A public comment is mailed to the reporter (issue 25), unless they unsubscribed from the event.
CREATE FUNCTION "comments_mail_public"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mail_outbox" ("kind", "to_address", "payload")
  SELECT 'TICKET_COMMENTED', t."email", jsonb_build_object('ticketId', t."id", 'commentId', NEW."id")
  FROM "tickets" t
  WHERE t."id" = NEW."ticket_id" AND t."email" <> '' AND t."reporter_unsubscribed_at" IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "comments_mail_public" AFTER INSERT ON "comments" FOR EACH ROW
  WHEN (NEW."visibility" = 'PUBLIC') EXECUTE FUNCTION "comments_mail_public"();
