-- The anchored record (issue 40 item 3): once a day a Merkle root over every event's chain head and
-- the shift log's, signed with Ed25519 (lib/ledger-merkle.ts, repositories/ledger.ts). The day is
-- the key: one digest per day however many instances try.
CREATE TABLE "ledger_digests" (
  "day" date PRIMARY KEY,
  "root" text NOT NULL CHECK ("root" ~ '^[0-9a-f]{64}$'),
  -- Ed25519 over the root's 32 bytes, base64.
  "signature" text NOT NULL,
  "key_id" text NOT NULL,
  -- The SPKI PEM of the signing key, kept with each digest so old ones verify after a key change.
  "public_key" text NOT NULL,
  "leaf_count" integer NOT NULL CHECK ("leaf_count" >= 0),
  "first_ticket_id" integer,
  "last_ticket_id" integer,
  -- The last history and shift-log rows the digest covers (what a verifier recomputes up to).
  "history_max_id" integer NOT NULL DEFAULT 0,
  "log_max_id" bigint NOT NULL DEFAULT 0,
  "log_head" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The anchored heads, written only when an event's head changed since its last entry (a null head:
-- the event's history is gone). An event's leaf in the digest of day D is its latest entry up to D;
-- a verifier uses them to name the event whose history no longer matches.
CREATE TABLE "ledger_leaves" (
  "ticket_id" integer NOT NULL,
  "day" date NOT NULL REFERENCES "ledger_digests"("day"),
  "head_id" integer,
  "head_hash" text,
  PRIMARY KEY ("ticket_id", "day")
);
--> statement-breakpoint
CREATE INDEX "ticket_history_chain_idx" ON "ticket_history" ("ticket_id", "id");
