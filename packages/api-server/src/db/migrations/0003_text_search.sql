-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "tickets_text_trgm_idx" ON "tickets" USING gin (("description" || E'\n' || "full_name" || E'\n' || "email" || E'\n' || "patente" || E'\n' || "sector" || E'\n' || "commune") gin_trgm_ops);