// The control room's rules (issue 23): who may open, comment on, take, close and reopen; severity
// from the classification and by staff; SLA states over time with an injected clock; the breach
// notification sent once; saved views and counts; the live queue feed; the lists ADMIN keeps.
import type { FastifyInstance } from 'fastify';
import type { QueueMessage } from '../src/plugins/triage';
import { notifySlaBreaches } from '../src/repositories/sla-breaches';
import { auth, body, STAFF, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
let now = new Date();
const { t, id } = withSignedInApp({ clock: () => now, slaScanMs: 0 }, (started) => void (app = started), STAFF);
const MINUTE = 60_000;

const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: auth(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', token: string, url: string, payload?: object) =>
  app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(t.DRIVER), payload: validEvent(overrides) });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
};
const ticketOf = async (ticketId: number) => body(await get(t.ADMIN, `/api/ticket/${ticketId}`)).payload;
const put = async (token: string, ticketId: number, changes: Record<string, unknown>) =>
  send('PUT', token, `/api/ticket/${ticketId}`, { ...(await ticketOf(ticketId)), ...changes });
const queue = async (token: string, view: string) =>
  body(await get(token, `/api/ticket/queue?view=${view}&size=100`)).payload as {
    content: { id: number; severity: string; assignedToId: string | null; statusCode: string }[];
    total: number;
  };

describe('an operator and the incoming queue', () => {
  it('opens, comments on, triages and takes any open unassigned event, but edits it only once taken', async () => {
    const ticketId = await create();
    expect((await get(t.OPERATOR, `/api/ticket/${ticketId}`)).statusCode).toBe(200);
    expect((await send('POST', t.OPERATOR, `/api/ticket/${ticketId}/comment`, { comment: 'Patrulla avisada' })).statusCode).toBe(201);
    expect((await send('PUT', t.OPERATOR, `/api/ticket/${ticketId}/triage`, { severity: 'CRITICAL' })).statusCode).toBe(200);
    expect((await put(t.OPERATOR, ticketId, { sector: 'Otro sector' })).statusCode).toBe(403);
    expect((await send('POST', t.OPERATOR, `/api/ticket/${ticketId}/take`)).statusCode).toBe(200);
    expect((await put(t.OPERATOR, ticketId, { sector: 'Otro sector' })).statusCode).toBe(200);
    // Taken by someone else: the other operator no longer sees it.
    expect((await get(t.OPERATOR2, `/api/ticket/${ticketId}`)).statusCode).toBe(404);
    expect((await send('POST', t.OPERATOR2, `/api/ticket/${ticketId}/comment`, { comment: 'x' })).statusCode).toBe(404);
  });

  it('every list given to an operator holds only events the operator may open', async () => {
    const closed = await create();
    expect((await put(t.ADMIN, closed, { statusCode: 'CERRADO', closeReason: 'FALSO_AVISO' })).statusCode).toBe(200);
    const others = await create();
    expect((await put(t.SUPERVISOR, others, { assignedToId: id.OPERATOR2 })).statusCode).toBe(200);
    for (const url of ['/api/ticket/search?size=100', '/api/ticket/queue?view=open&size=100', '/api/ticket/queue?view=at-risk&size=100']) {
      const list = body(await get(t.OPERATOR, url)).payload.content as { id: number }[];
      expect(list.map((x) => x.id)).not.toContain(closed);
      expect(list.map((x) => x.id)).not.toContain(others);
      for (const { id: ticketId } of list) expect((await get(t.OPERATOR, `/api/ticket/${ticketId}`)).statusCode).toBe(200);
    }
  });

  it('saved views: mine, unassigned, at risk, all open, most severe first, with counts', async () => {
    const minor = await create(await classification('DANO_CALZADA', 'Bache'));
    const critical = await create(await classification('EMERGENCIA_MEDICA', 'Herido grave'));
    const unassigned = await queue(t.OPERATOR, 'unassigned');
    const ids = unassigned.content.map((x) => x.id);
    expect(ids.indexOf(critical)).toBeLessThan(ids.indexOf(minor));
    const ranks = unassigned.content.map((x) => ['MINOR', 'MODERATE', 'MAJOR', 'CRITICAL'].indexOf(x.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(unassigned.content.every((x) => x.assignedToId === null && x.statusCode !== 'CERRADO')).toBe(true);
    const mine = await queue(t.OPERATOR, 'mine');
    expect(mine.content.every((x) => x.assignedToId === id.OPERATOR)).toBe(true);
    const counts = body(await get(t.OPERATOR, '/api/ticket/queue/counts')).payload;
    expect(counts).toEqual({
      mine: mine.total,
      unassigned: unassigned.total,
      'at-risk': (await queue(t.OPERATOR, 'at-risk')).total,
      open: (await queue(t.OPERATOR, 'open')).total,
    });
    expect(counts.open).toBe(counts.mine + counts.unassigned);
  });
});

/** The form fields of a classification by its name. */
async function classification(category: string, name: string) {
  const [row] = await app.database.query<{ id: number; subcategory: number }>(
    'select id, subcategory_id as subcategory from classifications where name = $1',
    [name],
  );
  return { category, subcategory: row!.subcategory, classificationId: row!.id };
}

describe('severity and lanes', () => {
  it("a report starts with its classification's severity; ADMIN changes the rule for new reports", async () => {
    const first = await create(await classification('EMERGENCIA_MEDICA', 'Herido grave'));
    expect((await ticketOf(first)).severity).toBe('CRITICAL');
    const rules = body(await get(t.ADMIN, '/api/severity-rule')).payload as { classificationId: number; severity: string }[];
    const bache = await classification('DANO_CALZADA', 'Bache');
    expect(rules.find((r) => r.classificationId === bache.classificationId)?.severity).toBe('MINOR');
    const changed = await send('PUT', t.ADMIN, `/api/severity-rule/${bache.classificationId}`, { severity: 'MAJOR' });
    expect(body(changed).payload).toMatchObject({
      classificationId: bache.classificationId,
      classificationName: 'Bache',
      severity: 'MAJOR',
    });
    expect((await ticketOf(await create(bache))).severity).toBe('MAJOR');
    expect((await send('PUT', t.ADMIN, `/api/severity-rule/${bache.classificationId}`, { severity: 'HUGE' })).statusCode).toBe(400);
    expect((await send('PUT', t.ADMIN, '/api/severity-rule/999999', { severity: 'MINOR' })).statusCode).toBe(404);
    expect((await send('PUT', t.SUPERVISOR, `/api/severity-rule/${bache.classificationId}`, { severity: 'MINOR' })).statusCode).toBe(403);
  });

  it('staff set severity and lanes per direction, recorded in history; bad values are field errors', async () => {
    const ticketId = await create();
    const res = await send('PUT', t.SUPERVISOR, `/api/ticket/${ticketId}/triage`, { severity: 'MINOR', lanesBlocked: { SOUTH: 'ALL' } });
    expect(res.statusCode).toBe(200);
    expect(body(res).payload).toMatchObject({ severity: 'MINOR', lanesBlocked: { NORTH: 'NONE', SOUTH: 'ALL' } });
    const history = body(await get(t.ADMIN, `/api/ticket/${ticketId}/history`)).payload as { action: string; changes: unknown[] }[];
    expect(history.at(-1)).toMatchObject({ action: 'TRIAGED' });
    const bad = await send('PUT', t.SUPERVISOR, `/api/ticket/${ticketId}/triage`, { lanesBlocked: { NORTH: 'MEDIO' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errors?.[0]?.field).toBe('lanesBlocked.NORTH');
    expect((await send('PUT', t.SUPERVISOR, `/api/ticket/${ticketId}/triage`, {})).statusCode).toBe(400);
    expect((await send('PUT', t.INSPECTOR, `/api/ticket/${ticketId}/triage`, { severity: 'MAJOR' })).statusCode).toBe(403);
  });
});

describe('closing and reopening', () => {
  it('closing without a reason is a field error; an unknown or inactive reason is refused', async () => {
    const ticketId = await create();
    const none = await put(t.SUPERVISOR, ticketId, { statusCode: 'CERRADO' });
    expect(none.statusCode).toBe(400);
    expect(body(none).errors).toEqual([{ field: 'closeReason', message: 'Indique el motivo de cierre' }]);
    expect((await put(t.SUPERVISOR, ticketId, { statusCode: 'CERRADO', closeReason: 'INVENTADO' })).statusCode).toBe(400);
    const reason = body(await send('POST', t.ADMIN, '/api/close-reason', { name: 'Retirado por terceros' })).payload;
    expect(reason).toEqual({ code: 'RETIRADO_POR_TERCEROS', name: 'Retirado por terceros', active: true });
    expect((await send('PUT', t.ADMIN, `/api/close-reason/${reason.code}`, { name: reason.name, active: false })).statusCode).toBe(200);
    expect((await put(t.SUPERVISOR, ticketId, { statusCode: 'CERRADO', closeReason: reason.code })).statusCode).toBe(400);
    const closed = await put(t.SUPERVISOR, ticketId, { statusCode: 'CERRADO', closeReason: 'DERIVADO_CARABINEROS' });
    expect(closed.statusCode).toBe(200);
    expect(body(closed).payload).toMatchObject({ closeReason: 'DERIVADO_CARABINEROS', closeReasonName: 'Derivado a Carabineros' });
    expect(body(closed).payload.closedAt).toEqual(expect.any(String));
  });

  it('who may close: the assigned operator, supervisors, admins and a driver on their own event', async () => {
    const ticketId = await create();
    const closing = { statusCode: 'CERRADO', closeReason: 'RESUELTO' };
    expect((await put(t.OPERATOR, ticketId, closing)).statusCode).toBe(403); // unassigned: take it first
    expect((await put(t.SUPERVISOR, ticketId, { assignedToId: id.OPERATOR2 })).statusCode).toBe(200);
    expect((await put(t.OPERATOR, ticketId, closing)).statusCode).toBe(404); // someone else's
    expect((await put(t.INSPECTOR, ticketId, closing)).statusCode).toBe(403);
    expect((await put(t.OPERATOR2, ticketId, closing)).statusCode).toBe(200);
    const own = await create();
    expect((await put(t.DRIVER, own, closing)).statusCode).toBe(200);
  });

  it('SUPERVISOR and ADMIN reopen with a reason; others get 403; an open event is not reopened', async () => {
    const ticketId = await create();
    expect((await put(t.ADMIN, ticketId, { statusCode: 'CERRADO', closeReason: 'FALSO_AVISO' })).statusCode).toBe(200);
    for (const role of ['DRIVER', 'OPERATOR', 'INSPECTOR'] as const) {
      expect((await send('POST', t[role], `/api/ticket/${ticketId}/reopen`, { reason: 'Sigue ahí' })).statusCode).toBe(403);
    }
    const empty = await send('POST', t.SUPERVISOR, `/api/ticket/${ticketId}/reopen`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).errors?.[0]?.field).toBe('reason');
    const reopened = await send('POST', t.SUPERVISOR, `/api/ticket/${ticketId}/reopen`, { reason: 'El animal volvió a la pista' });
    expect(reopened.statusCode).toBe(200);
    expect(body(reopened).payload).toMatchObject({ statusCode: 'EN_PROCESO', closeReason: null, closedAt: null });
    const history = body(await get(t.ADMIN, `/api/ticket/${ticketId}/history`)).payload as { action: string }[];
    expect(history.at(-1)?.action).toBe('REOPENED');
    expect((await send('POST', t.ADMIN, `/api/ticket/${ticketId}/reopen`, { reason: 'Otra vez' })).statusCode).toBe(409);
  });
});

describe('SLA over time (injected clock)', () => {
  afterEach(() => {
    now = new Date();
  });

  it('OK, AT_RISK past three quarters of the target, BREACHED past it; taking moves to the close target', async () => {
    const ticketId = await create(); // Choque por alcance: MAJOR, take 10 min, close 240 min
    const created = Date.parse((await ticketOf(ticketId)).createdAt);
    const at = async (minutes: number) => {
      now = new Date(created + minutes * MINUTE);
      return ticketOf(ticketId);
    };
    expect(await at(1)).toMatchObject({ slaState: 'OK', slaDueAt: new Date(created + 10 * MINUTE).toISOString() });
    expect((await at(8)).slaState).toBe('AT_RISK');
    expect((await at(11)).slaState).toBe('BREACHED');
    now = new Date(created + 2 * MINUTE);
    expect((await send('POST', t.OPERATOR, `/api/ticket/${ticketId}/take`)).statusCode).toBe(200);
    const taken = await at(3);
    expect(taken.slaDueAt).toBe(new Date(created + 240 * MINUTE).toISOString());
    expect(taken.slaState).toBe('OK');
    expect((await at(200)).slaState).toBe('AT_RISK');
    expect((await at(241)).slaState).toBe('BREACHED');
    const targets = body(await get(t.SUPERVISOR, '/api/sla-target')).payload;
    expect(targets.map((x: { severity: string }) => x.severity)).toEqual(['MINOR', 'MODERATE', 'MAJOR', 'CRITICAL']);
  });

  it('a breach notifies the supervisors once, from the server scan, even with two scans at once', async () => {
    const ticketId = await create();
    const created = Date.parse((await ticketOf(ticketId)).createdAt);
    const breachesOf = async () =>
      (
        body(await get(t.SUPERVISOR, `/api/notification/profile/${id.SUPERVISOR}?size=100`)).payload.content as {
          type: string;
          ticketId: number;
          message: string;
        }[]
      ).filter((n) => n.type === 'SLA_BREACHED' && n.ticketId === ticketId);
    now = new Date(created + 5 * MINUTE);
    expect(await app.slaMonitor.scan()).not.toContain(ticketId);
    now = new Date(created + 11 * MINUTE);
    // As two instances would: each statement claims rows the other has not.
    const [a, b] = await Promise.all([notifySlaBreaches(app.db, now), notifySlaBreaches(app.db, now)]);
    expect([...a, ...b].filter((x) => x === ticketId)).toHaveLength(1);
    expect(await app.slaMonitor.scan()).not.toContain(ticketId);
    now = new Date(created + 500 * MINUTE);
    await app.slaMonitor.scan();
    const breaches = await breachesOf();
    expect(breaches).toHaveLength(1);
    expect(breaches[0]!.message).toBe(`Plazo vencido: evento #${ticketId} (Accidente, km 485,5)`);
  });

  it("targets are ADMIN's, validated: whole minutes, closing not before taking", async () => {
    const bad = await send('PUT', t.ADMIN, '/api/sla-target/MINOR', { takeMinutes: 60, closeMinutes: 30 });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errors?.[0]?.field).toBe('closeMinutes');
    expect((await send('PUT', t.ADMIN, '/api/sla-target/MINOR', { takeMinutes: 0, closeMinutes: 30 })).statusCode).toBe(400);
    const ok = await send('PUT', t.ADMIN, '/api/sla-target/MINOR', { takeMinutes: 90, closeMinutes: 2880 });
    expect(body(ok).payload).toEqual({ severity: 'MINOR', takeMinutes: 90, closeMinutes: 2880 });
    expect((await send('PUT', t.SUPERVISOR, '/api/sla-target/MINOR', { takeMinutes: 90, closeMinutes: 2880 })).statusCode).toBe(403);
  });
});

describe('the live queue feed', () => {
  it('announces an arrival with its category and km, and a triage change', async () => {
    const messages: QueueMessage[] = [];
    const stop = app.queueFeed.subscribe((message) => messages.push(message));
    try {
      const ticketId = await create();
      await waitFor(() => messages.some((m) => m.id === ticketId && m.kind === 'created'));
      expect(messages.find((m) => m.id === ticketId)).toMatchObject({
        category: 'ACCIDENTE',
        categoryName: 'Accidente',
        kilometer: 485.5,
        severity: 'MAJOR',
      });
      await send('PUT', t.SUPERVISOR, `/api/ticket/${ticketId}/triage`, { severity: 'CRITICAL' });
      await waitFor(() => messages.some((m) => m.id === ticketId && m.kind === 'changed' && m.severity === 'CRITICAL'));
      // A change that is not triage (the text) is not announced.
      const before = messages.length;
      await put(t.SUPERVISOR, ticketId, { sector: 'Otro sector' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(messages.slice(before).filter((m) => m.id === ticketId)).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe('response templates', () => {
  it('ADMIN keeps them; staff read them', async () => {
    const created = await send('POST', t.ADMIN, '/api/response-template', { title: 'Grúa', body: 'La grúa va en camino.' });
    expect(created.statusCode).toBe(201);
    const template = body(created).payload;
    expect(
      (await send('PUT', t.ADMIN, `/api/response-template/${template.id}`, { title: 'Grúa', body: 'La grúa llegó.' })).statusCode,
    ).toBe(200);
    const list = body(await get(t.OPERATOR, '/api/response-template')).payload as { id: number; body: string }[];
    expect(list.find((x) => x.id === template.id)?.body).toBe('La grúa llegó.');
    expect((await send('POST', t.ADMIN, '/api/response-template', { title: '', body: 'x' })).statusCode).toBe(400);
    expect((await send('DELETE', t.ADMIN, `/api/response-template/${template.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', t.ADMIN, `/api/response-template/${template.id}`)).statusCode).toBe(404);
    expect((await get(t.DRIVER, '/api/response-template')).statusCode).toBe(403);
  });

  it('a closing reason name is unique', async () => {
    const taken = await send('POST', t.ADMIN, '/api/close-reason', { name: 'falso aviso' });
    expect(taken.statusCode).toBe(409);
    expect(body(taken).errors?.[0]?.field).toBe('name');
  });
});

async function waitFor(check: () => boolean, ms = 3000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
