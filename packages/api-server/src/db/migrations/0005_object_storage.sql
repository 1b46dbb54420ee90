-- Photos in object storage (issue 27). A photo's bytes live either in the row (`data`, the embedded
-- default) or in an S3-compatible store under `storage_key`; never both, never neither.
ALTER TABLE "attachments" ADD COLUMN "storage_key" text;
--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "sha256" text;
--> statement-breakpoint
ALTER TABLE "attachments" ALTER COLUMN "data" DROP NOT NULL;
--> statement-breakpoint
-- Every existing photo is in the row: its digest lets the move command verify the stored copy.
UPDATE "attachments" SET "sha256" = encode(sha256("data"), 'hex') WHERE "sha256" IS NULL;
--> statement-breakpoint
ALTER TABLE "attachments" ALTER COLUMN "sha256" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_one_store" CHECK (("data" IS NULL) <> ("storage_key" IS NULL));
--> statement-breakpoint
-- The move command walks the rows still in the database by id.
CREATE INDEX "attachments_in_db_idx" ON "attachments" USING btree ("id") WHERE "storage_key" IS NULL;
