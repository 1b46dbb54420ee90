-- Several instances on one PostgreSQL (issue 27).
-- Stream tickets live in the database (hashed, single use, 60 s) so any instance can redeem them.
CREATE TABLE "stream_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stream_tickets_user_idx" ON "stream_tickets" USING btree ("user_id","created_at");
--> statement-breakpoint
-- Fixed-window request counters shared by every instance. UNLOGGED: a counter is worth no WAL
-- flush, and losing them in a crash only forgives the current window.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");
--> statement-breakpoint
\ir ../functions/notifications_announce.sql
--> statement-breakpoint
CREATE TRIGGER "notifications_announce" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "notifications_announce"();
