-- Issue 36: the outbox keeps a message as its parts (mail/layout.ts MailBody), rendered to text and
-- HTML when sent or read, instead of both renderings: each outcome the worker recorded for a
-- creation's mail wrote ~2.6 kB, TOASTed, into the WAL every creation's commit waits for. Messages
-- written before keep their text_body and html_body (body null) and are read from them.
ALTER TABLE "mail_outbox" ADD COLUMN "body" jsonb;
