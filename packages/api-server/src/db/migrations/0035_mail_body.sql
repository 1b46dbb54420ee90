-- Issue 36: the outbox keeps a message as its parts (mail/layout.ts MailBody), rendered to text and
-- HTML when sent or read, instead of both renderings: a creation's mail wrote ~2.6 kB twice (insert
-- and outcome), TOASTed, in the commit every creation waits for. Messages written before keep
-- their text_body and html_body (body null) and are read from them.
ALTER TABLE "mail_outbox" ADD COLUMN "body" jsonb;
