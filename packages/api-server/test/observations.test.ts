// The Inspección Fiscal's observations (issue 40 item 2): who may open, answer, resolve and read
// them; OPEN → ANSWERED → RESOLVED and nothing else (409); the version read (412 when stale, 428
// without one to resolve); a reply racing a resolve; every step in the event's verified history
// chain and mailed to the other party through the outbox.
import type { FastifyInstance } from 'fastify';
import { verifyHistoryChains } from '../src/repositories/history-chain';
import readXlsxFile from 'read-excel-file/node';
import { auth, body, DEMO, multipart, validEvent, withSignedInApp } from './helpers';
import { readOutbox } from './outbox-read';

let app: FastifyInstance;
const INSPECTOR = 'inspeccion.fiscal@mop.example.cl';
// A longer start-up allowance: on a busy machine PGlite's first open alone can take a minute.
const { t } = withSignedInApp(
  { slaScanMs: 0, inspector: { address: INSPECTOR } },
  async (started) => {
    app = started;
  },
  DEMO,
  180_000,
);

const send = (method: 'GET' | 'POST' | 'PUT', token: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { ...auth(token), ...headers }, ...(payload ? { payload } : {}) });

async function newEvent(): Promise<number> {
  const res = await send('POST', t.OPERATOR, '/api/ticket', validEvent());
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
}

async function open(ticketId: number, text = 'La primera unidad llegó fuera de plazo') {
  const res = await send('POST', t.INSPECTOR, '/api/observations', { ticketId, text, standardId: null, proposedUtm: 12.5 });
  expect(res.statusCode).toBe(201);
  return body(res).payload as { id: number; ticketId: number; version: number; state: string };
}

const mails = (kind: string, observationId: number) =>
  readOutbox<{ to_address: string }>(
    app,
    `select to_address, subject, body, text_body, html_body from mail_outbox where kind = $1 and (payload ->> 'observationId')::int = $2 order by to_address`,
    [kind, observationId],
  );

beforeAll(async () => {
  // The concession's side gets the mail when it chose mail notices (as the SLA breach mail).
  for (const role of ['SUPERVISOR', 'ADMIN'] as const) {
    expect((await send('PUT', t[role], '/api/user/me/preferences', { emailNotifications: true })).statusCode).toBe(200);
  }
});

describe('an observation’s life', () => {
  it('is opened by the inspector, answered by the concession, resolved by the inspector; each step dated, chained and mailed', async () => {
    const ticketId = await newEvent();
    const opened = await open(ticketId);
    expect(opened).toMatchObject({
      state: 'OPEN',
      version: 1,
      ticketId,
      proposedUtm: 12.5,
      openedByName: expect.any(String),
      replyText: null,
    });
    const openedMails = await mails('OBSERVATION_OPENED', opened.id);
    expect(openedMails.map((m) => m.to_address)).toEqual([DEMO.ADMIN, DEMO.SUPERVISOR]);
    expect(openedMails[0]!.text_body).toContain('La primera unidad llegó fuera de plazo');

    const replied = await send(
      'POST',
      t.SUPERVISOR,
      `/api/observations/${opened.id}/reply`,
      { text: 'La unidad estaba en otro evento crítico' },
      { 'if-match': '"1"' },
    );
    expect(replied.statusCode).toBe(200);
    expect(replied.headers['etag']).toBe('"2"');
    expect(body(replied).payload).toMatchObject({
      state: 'ANSWERED',
      version: 2,
      replyText: 'La unidad estaba en otro evento crítico',
      repliedAt: expect.any(String),
    });
    expect((await mails('OBSERVATION_ANSWERED', opened.id)).map((m) => m.to_address)).toEqual([INSPECTOR]);

    const resolved = await send('POST', t.INSPECTOR, `/api/observations/${opened.id}/resolve`, {
      outcome: 'DISMISSED',
      reason: 'Justificado',
      version: 2,
    });
    expect(resolved.statusCode).toBe(200);
    expect(body(resolved).payload).toMatchObject({
      state: 'RESOLVED',
      outcome: 'DISMISSED',
      reason: 'Justificado',
      resolvedAt: expect.any(String),
      version: 3,
    });
    const resolvedMails = await mails('OBSERVATION_RESOLVED', opened.id);
    expect(resolvedMails.map((m) => m.to_address)).toEqual([DEMO.ADMIN, DEMO.SUPERVISOR]);
    expect(resolvedMails[0]!.subject).toContain('desestimada');

    const history = body(await send('GET', t.SUPERVISOR, `/api/ticket/${ticketId}/history`)).payload as {
      action: string;
      changes: { field: string; to: unknown }[];
    }[];
    const steps = history.filter((h) => h.action === 'OBSERVATION');
    expect(steps.map((h) => h.changes.find((c) => c.field === 'observationState')!.to)).toEqual(['OPEN', 'ANSWERED', 'RESOLVED']);
    // The chain commits to each text by its SHA-256; the texts stay with the observation.
    expect(steps[0]!.changes.find((c) => c.field === 'textSha256')!.to).toMatch(/^[0-9a-f]{64}$/);
    expect((await verifyHistoryChains(app.db, [ticketId])).get(ticketId)).toBe('VERIFIED');
  });

  it('refuses a step out of order (409), a stale version (412) and a resolve without the version read (428)', async () => {
    const o = await open(await newEvent());
    expect(
      (await send('POST', t.INSPECTOR, `/api/observations/${o.id}/resolve`, { outcome: 'UPHELD', reason: 'Se mantiene' })).statusCode,
    ).toBe(428);
    expect((await send('POST', t.SUPERVISOR, `/api/observations/${o.id}/reply`, { text: 'Respuesta' })).statusCode).toBe(200);
    expect((await send('POST', t.ADMIN, `/api/observations/${o.id}/reply`, { text: 'Otra respuesta' })).statusCode).toBe(409);
    // The inspector read version 1: the answer since then is shown, not resolved over.
    const stale = await send(
      'POST',
      t.INSPECTOR,
      `/api/observations/${o.id}/resolve`,
      { outcome: 'UPHELD', reason: 'Se mantiene' },
      { 'if-match': '"1"' },
    );
    expect(stale.statusCode).toBe(412);
    expect(body(stale).payload).toMatchObject({ state: 'ANSWERED', replyText: 'Respuesta', version: 2 });
    expect(
      (await send('POST', t.INSPECTOR, `/api/observations/${o.id}/resolve`, { outcome: 'UPHELD', reason: 'Se mantiene', version: 2 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send('POST', t.INSPECTOR, `/api/observations/${o.id}/resolve`, { outcome: 'DISMISSED', reason: 'Otra vez', version: 3 }))
        .statusCode,
    ).toBe(409);
    expect((await send('POST', t.SUPERVISOR, `/api/observations/${o.id}/reply`, { text: 'Tarde' })).statusCode).toBe(409);
  });

  it('lets the inspector resolve an unanswered one; a reply racing a resolve: one wins, the other is refused', async () => {
    const o = await open(await newEvent());
    const [reply, resolve] = await Promise.all([
      send('POST', t.SUPERVISOR, `/api/observations/${o.id}/reply`, { text: 'Respuesta concurrente' }),
      send('POST', t.INSPECTOR, `/api/observations/${o.id}/resolve`, { outcome: 'UPHELD', reason: 'Sin respuesta', version: 1 }),
    ]);
    const codes = [reply.statusCode, resolve.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([409, 412]).toContain(codes[1]);
    const final = body(await send('GET', t.INSPECTOR, `/api/observations?ticketId=${o.ticketId}`)).payload.content[0];
    expect(final.state).toBe(reply.statusCode === 200 ? 'ANSWERED' : 'RESOLVED');
  });
});

describe('who may do what', () => {
  let ticketId: number;
  let id: number;
  beforeAll(async () => {
    ticketId = await newEvent();
    id = (await open(ticketId)).id;
  });

  it('opens: INSPECTOR only; an unknown event 404, an unknown standard or too long a text 400', async () => {
    for (const role of ['DRIVER', 'OPERATOR', 'SUPERVISOR', 'ADMIN'] as const) {
      expect((await send('POST', t[role], '/api/observations', { ticketId, text: 'x' })).statusCode).toBe(403);
    }
    expect((await send('POST', t.INSPECTOR, '/api/observations', { ticketId: 999_999, text: 'x' })).statusCode).toBe(404);
    const standard = await send('POST', t.INSPECTOR, '/api/observations', { ticketId, text: 'x', standardId: 999_999 });
    expect(standard.statusCode).toBe(400);
    expect(body(standard).errors![0]!.field).toBe('standardId');
    const long = await send('POST', t.INSPECTOR, '/api/observations', { ticketId, text: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(body(long).errors![0]!.field).toBe('text');
    expect((await send('POST', t.INSPECTOR, '/api/observations', { ticketId, text: 'x', proposedUtm: -1 })).statusCode).toBe(400);
  });

  it('answers: SUPERVISOR and ADMIN only, citing only the event’s own files; resolves: INSPECTOR only', async () => {
    for (const role of ['DRIVER', 'OPERATOR', 'INSPECTOR'] as const) {
      expect((await send('POST', t[role], `/api/observations/${id}/reply`, { text: 'x' })).statusCode).toBe(403);
    }
    for (const role of ['DRIVER', 'OPERATOR', 'SUPERVISOR', 'ADMIN'] as const) {
      expect(
        (await send('POST', t[role], `/api/observations/${id}/resolve`, { outcome: 'UPHELD', reason: 'x', version: 1 })).statusCode,
      ).toBe(403);
    }
    const foreign = await send('POST', t.SUPERVISOR, `/api/observations/${id}/reply`, { text: 'Adjunto', attachmentIds: [999_999] });
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).errors![0]!.field).toBe('attachmentIds');
    expect((await send('POST', t.SUPERVISOR, '/api/observations/999999/reply', { text: 'x' })).statusCode).toBe(404);
    expect(
      (await send('POST', t.INSPECTOR, `/api/observations/${id}/resolve`, { outcome: 'MAYBE', reason: 'x', version: 1 })).statusCode,
    ).toBe(400);
  });

  it('cites a photo the concession uploaded to the event; the month’s spreadsheet names it and links the event', async () => {
    const ticketId = await newEvent();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
    const upload = multipart('bitacora-unidad.png', 'image/png', png);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/ticket/${ticketId}/attachment`,
      headers: { ...auth(t.SUPERVISOR), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const photo = body(uploaded).payload as { id: number; fileName: string };
    const { id } = await open(ticketId, 'Sin registro de la llegada');
    const replied = await send('POST', t.SUPERVISOR, `/api/observations/${id}/reply`, {
      text: 'Ver bitácora',
      attachmentIds: [photo.id],
      version: 1,
    });
    expect(replied.statusCode).toBe(200);
    expect(body(replied).payload.replyAttachmentIds).toEqual([photo.id]);

    const res = await send('GET', t.INSPECTOR, '/api/compliance/export');
    expect(res.statusCode).toBe(200);
    const observations = (await readXlsxFile(res.rawPayload)).find((s) => s.sheet === 'Observaciones')!.data as unknown[][];
    const column = observations[0]!.indexOf('Archivos de la respuesta');
    expect(column).toBeGreaterThan(0);
    const row = observations.find((r) => r[0] === id)!;
    expect(row[column]).toBe(`${photo.fileName} (N° ${photo.id}) — ${app.settings.mail.publicUrl}/inspector/events/${ticketId}`);
    expect(observations.find((r) => r[0] !== id && typeof r[0] === 'number' && r[column] !== null)).toBeUndefined();
  });

  it('lists: INSPECTOR, SUPERVISOR and ADMIN, by state', async () => {
    for (const role of ['DRIVER', 'OPERATOR'] as const) expect((await send('GET', t[role], '/api/observations')).statusCode).toBe(403);
    const open = body(await send('GET', t.SUPERVISOR, '/api/observations?state=OPEN&size=100')).payload;
    expect(open.content.map((o: { id: number }) => o.id)).toContain(id);
    expect(open.content.every((o: { state: string }) => o.state === 'OPEN')).toBe(true);
    const resolved = body(await send('GET', t.ADMIN, '/api/observations?state=RESOLVED&size=100')).payload;
    expect(resolved.content.map((o: { id: number }) => o.id)).not.toContain(id);
    expect((await send('GET', t.INSPECTOR, '/api/observations?state=CLOSED')).statusCode).toBe(400);
  });
});
