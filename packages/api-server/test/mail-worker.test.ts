// Issue 36: the reporter's mail is off the creation's critical path. The creation only writes the
// outbox row (in its own transaction); the worker sends after the answer. Here the SMTP server
// stalls every connection until released: creations are answered 201 meanwhile, and once SMTP
// answers each mail is delivered exactly once. Without SMTP a burst of creations is rendered and
// HELD in batches, each row with its own event's text; the rows are read, not claimed, so a row
// another worker took meanwhile is left as that worker wrote it.
import type { FastifyInstance } from 'fastify';
import { recordHeld, type ClaimedRow } from '../src/mail/outbox-rows';
import { renderMail } from '../src/mail/layout';
import { body, inTempApp, removeDir, startApp, tempDir, validEvent } from './helpers';
import { sleep, waitFor } from './mail-trust-helpers';
import { startSmtp, testMailOptions } from './smtp-inbox';
import { readOutbox } from './outbox-read';

async function create(app: FastifyInstance, email: string) {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent({ email }) });
  return { status: res.statusCode, id: body(res).payload as number };
}

const outbox = (app: FastifyInstance, ids: number[]) =>
  readOutbox<{ status: string; attempts: number; ticket_id: number }>(
    app,
    `select status, attempts, subject, body, text_body, html_body, (payload->>'ticketId')::int as ticket_id from mail_outbox
     where kind = 'TICKET_CREATED' and (payload->>'ticketId')::int = any($1::int[]) order by id`,
    [ids],
  );

it('creations are answered while the SMTP server stalls; each mail is delivered once afterwards', async () => {
  const inbox = await startSmtp({ stalled: true });
  const dir = tempDir();
  const app = await startApp(dir, { mail: testMailOptions(`smtp://127.0.0.1:${inbox.port}`) });
  try {
    const first = await create(app, 'atasco0@correo.cl');
    expect(first.status).toBe(201);
    // The worker is now stuck on the stalled connection (its send waits for the greeting).
    await waitFor('the worker to connect', () => (inbox.connections() > 0 ? true : undefined));
    const more = await Promise.all([1, 2, 3].map((i) => create(app, `atasco${i}@correo.cl`)));
    // Answered while the send is still stalled: nothing has been delivered yet.
    expect(more.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(inbox.mails).toHaveLength(0);
    const ids = [first.id, ...more.map((r) => r.id)];
    expect((await outbox(app, ids)).map((r) => r.status)).toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING']);

    inbox.release();
    // These four events' mails: the demo's recent events have reporters too, whose mails come as well.
    const subjects = ids.map((id) => `Recibimos su reporte: evento #${id}`);
    const ours = () => inbox.mails.filter((m) => subjects.includes(m.subject ?? ''));
    await waitFor('four mails', () => (ours().length >= 4 ? true : undefined), 20_000);
    await waitFor('four SENT rows', async () => ((await outbox(app, ids)).every((r) => r.status === 'SENT') ? true : undefined));
    await sleep(1_000); // a second send would have come by now
    expect(ours()).toHaveLength(4);
    expect(new Set(ours().map((m) => m.messageId)).size).toBe(4);
    // And no message of the demo's came twice either.
    expect(new Set(inbox.mails.map((m) => m.messageId)).size).toBe(inbox.mails.length);
    expect(
      ours()
        .map((m) => m.subject)
        .sort(),
    ).toEqual([...subjects].sort());
    expect((await outbox(app, ids)).map((r) => r.attempts)).toEqual([1, 1, 1, 1]);
  } finally {
    inbox.release();
    await app.close();
    await inbox.close();
    removeDir(dir);
  }
}, 60_000);

it('without SMTP a burst of creations is HELD, each row with its own event in its text', async () => {
  await inTempApp({ mail: testMailOptions(undefined) }, async (app) => {
    const created = await Promise.all(Array.from({ length: 12 }, (_, i) => create(app, `rafaga${i}@correo.cl`)));
    expect(created.every((r) => r.status === 201)).toBe(true);
    const ids = created.map((r) => r.id);
    const rows = await waitFor('every row HELD', async () => {
      const found = await outbox(app, ids);
      return found.length === ids.length && found.every((r) => r.status === 'HELD') ? found : undefined;
    });
    for (const row of rows) {
      expect(row.subject).toBe(`Recibimos su reporte: evento #${row.ticket_id}`);
      expect(row.text_body).toContain(`El número de su evento es #${row.ticket_id}.`);
      expect(row.attempts).toBe(0);
    }
    expect(new Set(rows.map((r) => r.ticket_id))).toEqual(new Set(ids));
  });
}, 60_000);

it('without SMTP rows are read unclaimed and HELD only if no other worker took them meanwhile', async () => {
  await inTempApp({ mail: testMailOptions(undefined) }, async (app) => {
    // Not due for an hour, so the app's own worker leaves them alone; read here as due.
    const inserted = await app.database.query<{ id: number }>(
      `insert into mail_outbox (kind, to_address, next_attempt_at)
       select 'TICKET_CREATED', 'carrera' || i || '@correo.cl', now() + interval '1 hour' from generate_series(1, 3) i returning id`,
    );
    const ids = inserted.map((r) => r.id);
    const rows = await app.database.query<ClaimedRow>('select * from mail_outbox where id = any($1::int[]) order by id', [ids]);
    // Meanwhile another instance (with SMTP) claims the first row, and another without SMTP holds the second.
    await app.database.query(`update mail_outbox set locked_until = now() + interval '5 minutes', attempts = 1 where id = $1`, [ids[0]]);
    await app.database.query(`update mail_outbox set status = 'HELD', subject = 'antes' where id = $1`, [ids[1]]);
    await recordHeld(
      app.database,
      rows.map((row) => [row, renderMail('Concesión', { subject: `retenido ${row.id}`, greeting: 'Hola:', paragraphs: ['texto'] })]),
    );
    const after = await app.database.query<{ status: string; subject: string; attempts: number }>(
      'select status, subject, attempts from mail_outbox where id = any($1::int[]) order by id',
      [ids],
    );
    expect(after).toEqual([
      { status: 'PENDING', subject: '', attempts: 1 },
      { status: 'HELD', subject: 'antes', attempts: 0 },
      { status: 'HELD', subject: `retenido ${ids[2]}`, attempts: 0 },
    ]);
  });
}, 60_000);
