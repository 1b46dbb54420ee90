// Outbox rows as the worker and "Correo saliente" read them: the stored parts (migration 0035)
// rendered to `text_body` and `html_body` by the server's own reader (src/mail/outbox-rows.ts).
import type { FastifyInstance } from 'fastify';
import { storedMail, type StoredRow } from '../src/mail/outbox-rows';

/** `sql` selects at least subject, body, text_body and html_body; a row never rendered reads ''. */
export async function readOutbox<T extends object>(app: FastifyInstance, sql: string, params: unknown[] = []): Promise<(T & StoredRow)[]> {
  const rows = await app.database.query<T & StoredRow>(sql, params);
  return rows.map((row) => {
    const mail = storedMail(row);
    return { ...row, text_body: mail?.text ?? '', html_body: mail?.html ?? '' };
  });
}
