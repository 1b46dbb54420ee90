// The Inspección Fiscal's clock (issue 39 item 4): a CRITICAL or MAJOR event carries
// `inspectorNoticeDueAt` (the configured minutes from its report) until the notice is recorded; the
// notice mails the inspector through the outbox (no reporter's data in it); an overdue notice
// tells the control room once, through the notifications.
import type { FastifyInstance } from 'fastify';
import { inspectorFromEnv, resolveInspector } from '../src/inspector-config';
import { auth, body, validEvent, withSignedInApp } from './helpers';
import { readOutbox } from './outbox-read';

let app: FastifyInstance;
let now = new Date();
const INSPECTOR = 'inspeccion.fiscal@mop.example.cl';
const { t, id: ids } = withSignedInApp(
  { clock: () => now, slaScanMs: 0, inspector: { noticeMinutes: 45, address: INSPECTOR } },
  (started) => {
    app = started;
  },
);

const send = (method: 'GET' | 'POST' | 'PUT', token: string, url: string, payload?: object) =>
  app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

async function newEvent(severity?: string): Promise<{ id: number; createdAt: string }> {
  const created = await send(
    'POST',
    t.OPERATOR,
    '/api/ticket',
    validEvent({ fullName: 'Rocío Reportante', description: '<p>Texto privado del reportante</p>' }),
  );
  const id = body(created).payload as number;
  if (severity) expect((await send('PUT', t.SUPERVISOR, `/api/ticket/${id}/triage`, { severity })).statusCode).toBe(200);
  const event = body(await send('GET', t.OPERATOR, `/api/ticket/${id}`)).payload;
  return { id, createdAt: event.createdAt };
}

const dueOf = async (id: number) => body(await send('GET', t.INSPECTOR, `/api/ticket/${id}`)).payload.inspectorNoticeDueAt as string | null;

beforeEach(() => {
  now = new Date();
});

describe('the configuration', () => {
  it('reads INSPECTOR_NOTICE_MINUTES and INSPECTOR_EMAIL, 30 minutes by default, and refuses a nonsense value', () => {
    expect(resolveInspector()).toEqual({ noticeMinutes: 30, address: '' });
    expect(resolveInspector(inspectorFromEnv({ INSPECTOR_NOTICE_MINUTES: '20', INSPECTOR_EMAIL: ' if@mop.cl ' }))).toEqual({
      noticeMinutes: 20,
      address: 'if@mop.cl',
    });
    for (const bad of ['0', '-5', '2.5', 'treinta', '100000']) {
      expect(() => resolveInspector(inspectorFromEnv({ INSPECTOR_NOTICE_MINUTES: bad }))).toThrow(/INSPECTOR_NOTICE_MINUTES/);
    }
  });
});

describe('inspectorNoticeDueAt', () => {
  it('is due the configured minutes after the report for MAJOR and CRITICAL events, none for the others', async () => {
    const major = await newEvent('MAJOR');
    expect(await dueOf(major.id)).toBe(new Date(Date.parse(major.createdAt) + 45 * 60_000).toISOString());
    const critical = await newEvent('CRITICAL');
    expect(await dueOf(critical.id)).toBe(new Date(Date.parse(critical.createdAt) + 45 * 60_000).toISOString());
    const minor = await newEvent('MINOR');
    expect(await dueOf(minor.id)).toBeNull();
    // The same value in the lists (one read model).
    const page = body(await send('GET', t.SUPERVISOR, `/api/ticket/search?id=${major.id}`)).payload;
    expect(page.content[0].inspectorNoticeDueAt).toBe(await dueOf(major.id));
    // Raised to MAJOR later: the clock counts from the report all the same.
    expect((await send('PUT', t.SUPERVISOR, `/api/ticket/${minor.id}/triage`, { severity: 'MAJOR' })).statusCode).toBe(200);
    expect(await dueOf(minor.id)).toBe(new Date(Date.parse(minor.createdAt) + 45 * 60_000).toISOString());
  });

  it('stops once the Inspección Fiscal’s notice is recorded (another agency does not), and mails the inspector without the reporter’s data', async () => {
    const event = await newEvent('CRITICAL');
    expect((await send('POST', t.OPERATOR, `/api/ticket/${event.id}/agency`, { agencyCode: 'CARABINEROS' })).statusCode).toBe(201);
    expect(await dueOf(event.id)).not.toBeNull();
    const notice = await send('POST', t.OPERATOR, `/api/ticket/${event.id}/agency`, {
      agencyCode: 'INSPECCION_FISCAL',
      reference: 'IF-77',
    });
    expect(notice.statusCode).toBe(201);
    expect(await dueOf(event.id)).toBeNull();

    const mails = await readOutbox<{ to_address: string; payload: unknown }>(
      app,
      "select to_address, subject, body, text_body, html_body, payload from mail_outbox where kind = 'INSPECTOR_NOTICE' and payload->>'ticketId' = $1",
      [String(event.id)],
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to_address).toBe(INSPECTOR);
    expect(mail.subject).toBe(`Aviso a la Inspección Fiscal: evento #${event.id} de severidad crítica, km 485,5`);
    expect(mail.text_body).toContain(`evento #${event.id}`);
    expect(mail.text_body).toContain('referencia IF-77');
    expect(mail.text_body).toContain('/inspector/events/');
    for (const text of [mail.text_body, mail.html_body]) {
      expect(text).not.toContain('Rocío');
      expect(text).not.toContain('Texto privado');
      expect(text).not.toContain('reportante@correo.cl');
      expect(text).not.toContain('12.345.678-5');
      expect(text).not.toContain('56987654321');
    }
    // The agency list carries the configured address.
    const list = body(await send('GET', t.OPERATOR, '/api/agency')).payload as { code: string; email: string }[];
    expect(list.find((a) => a.code === 'INSPECCION_FISCAL')?.email).toBe(INSPECTOR);
  });

  it('alerts OPERATOR and SUPERVISOR once when it runs out on an open event, not before, not after the notice', async () => {
    const late = await newEvent('MAJOR');
    const told = await newEvent('MAJOR');
    const minor = await newEvent('MINOR');
    expect((await send('POST', t.SUPERVISOR, `/api/ticket/${told.id}/agency`, { agencyCode: 'INSPECCION_FISCAL' })).statusCode).toBe(201);
    now = new Date(Date.now() + 44 * 60_000);
    expect(await app.inspectorClock.scan()).not.toContain(late.id);
    now = new Date(Date.now() + 46 * 60_000);
    const alerted = await app.inspectorClock.scan();
    expect(alerted).toContain(late.id);
    expect(alerted).not.toContain(told.id);
    expect(alerted).not.toContain(minor.id);
    expect(await app.inspectorClock.scan()).not.toContain(late.id);

    const notices = await app.database.query<{ profile_id: string; message: string }>(
      "select profile_id, message from notifications where type = 'INSPECTOR_NOTICE_DUE' and ticket_id = $1",
      [late.id],
    );
    const recipients = notices.map((n) => n.profile_id);
    expect(recipients).toEqual(expect.arrayContaining([ids.OPERATOR, ids.SUPERVISOR]));
    expect(recipients).not.toContain(ids.DRIVER);
    expect(recipients).not.toContain(ids.INSPECTOR);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(notices[0]!.message).toMatch(new RegExp(`^Aviso a la Inspección Fiscal vencido: evento #${late.id} \\(`));
    // The km as every other notice writes it (validEvent is at km 485.5).
    expect(notices[0]!.message).toMatch(/, km 485,5\)$/);
    const mine = body(await send('GET', t.OPERATOR, `/api/notification/profile/${ids.OPERATOR}?size=100`)).payload;
    expect(JSON.stringify(mine)).toContain('INSPECTOR_NOTICE_DUE');
  });
});
