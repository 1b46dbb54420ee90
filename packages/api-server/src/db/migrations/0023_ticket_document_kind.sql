-- Issue 37: the reporter's document is a Chilean RUT or a passport or another country's identity
-- number (a foreign driver has no RUT). The event keeps which one its `rut` column holds, so staff
-- screens name it truthfully and an edit checks the number by its own rule. Events reported before
-- this were all asked for a RUT: 'RUT'.
ALTER TABLE "tickets" ADD COLUMN "document_kind" text DEFAULT 'RUT' NOT NULL;
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_document_kind_check" CHECK ("document_kind" IN ('RUT', 'OTHER'));
