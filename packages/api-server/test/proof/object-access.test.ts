// Object-level authorization (issue #8): the role matrix (../access-matrix.test.ts) proves who may
// call a route; this proves whose objects each caller reaches. Two drivers, two operators: every
// object-scoped route is tried with the other one's event, attachment, notification or profile and
// must refuse, leave the data unchanged and reveal nothing. Positive controls in each case show the
// same request works for the owner, so a refusal is not just a broken request.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ROUTE_RULES } from '../../src/access/route-rules';
import {
  auth,
  body,
  createStaff,
  DEMO,
  isErrorEnvelope,
  multipart,
  registerDriver,
  solidPng,
  validEvent,
  withSignedInApp,
} from '../helpers';

type Who = 'DRIVER' | 'DRIVER2' | 'OPERATOR' | 'OPERATOR2' | 'SUPERVISOR' | 'INSPECTOR' | 'ADMIN' | 'ANONYMOUS';

let app: FastifyInstance;
/** evA: DRIVER's event assigned to OPERATOR; evB: DRIVER2's assigned to OPERATOR2; anon1/anon2: public reports. */
const ev = { A: 0, B: 0, anon1: 0, anon2: 0 };
const att = { A: 0, B: 0 };
const uploadToken = { anon1: '' };
const note = { OPERATOR: 0 };
const MARK_A = 'Zacarias Quintanilla';
const MARK_B = 'Ursula Bermudez';

function call(who: Who, request: InjectOptions): Promise<LightMyRequestResponse> {
  const headers = { ...(request.headers ?? {}), ...(who === 'ANONYMOUS' ? {} : auth(t[who])) };
  return app.inject({ ...request, headers });
}

const get = (who: Who, url: string) => call(who, { method: 'GET', url });

async function snapshot(ticketId: number) {
  const [ticket, comments, attachments, history] = await Promise.all([
    get('ADMIN', `/api/ticket/${ticketId}`),
    get('ADMIN', `/api/ticket/${ticketId}/comment?size=100`),
    get('ADMIN', `/api/ticket/${ticketId}/attachment?size=100`),
    get('ADMIN', `/api/ticket/${ticketId}/history`),
  ]);
  return [ticket.body, comments.body, attachments.body, history.body];
}

async function unreadOf(who: 'OPERATOR' | 'OPERATOR2' | 'DRIVER') {
  return body(await get(who, `/api/notification/profile/${id[who]}?size=100`)).payload.content as { id: number; read: boolean }[];
}

/** A refusal: the expected status, the error envelope, and none of the other party's data in it. */
function expectRefused(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  expect(isErrorEnvelope(res.json())).toBe(true);
  expect(res.body).not.toContain(MARK_A);
  expect(res.body).not.toContain(MARK_B);
}

/** Each request refused with its status, and event A left exactly as it was. */
async function expectRefusedUnchanged(...refusals: [Who, InjectOptions, number][]) {
  const before = await snapshot(ev.A);
  for (const [who, request, status] of refusals) expectRefused(await call(who, request), status);
  expect(await snapshot(ev.A)).toEqual(before);
}

const { t, id } = withSignedInApp<keyof typeof DEMO, 'DRIVER2' | 'OPERATOR2'>(
  {},
  async (started) => {
    app = started;
    ({ token: t.DRIVER2, id: id.DRIVER2 } = await registerDriver(app, 'segunda.conductora@example.com'));
    ({ token: t.OPERATOR2, id: id.OPERATOR2 } = await createStaff(app, t.ADMIN, 'segundo.operador@example.com', 'OPERATOR'));

    const create = async (who: Who, fullName: string, email: string) => {
      const res = await call(who, { method: 'POST', url: '/api/ticket', payload: validEvent({ fullName, email }) });
      expect(res.statusCode).toBe(201);
      return res;
    };
    ev.A = body(await create('DRIVER', MARK_A, 'reportante.a@correo.cl')).payload;
    ev.B = body(await create('DRIVER2', MARK_B, 'reportante.b@correo.cl')).payload;
    const anon1 = await create('ANONYMOUS', 'Anonima Uno', 'anonima.uno@correo.cl');
    ev.anon1 = body(anon1).payload;
    uploadToken.anon1 = String(anon1.headers['x-upload-token']);
    ev.anon2 = body(await create('ANONYMOUS', 'Anonima Dos', 'anonima.dos@correo.cl')).payload;

    const assign = await call('SUPERVISOR', {
      method: 'POST',
      url: '/api/ticket/assign',
      payload: { ticketIds: [ev.A], assignedToId: id.OPERATOR },
    });
    expect(assign.statusCode).toBe(200);
    const assignB = await call('SUPERVISOR', {
      method: 'POST',
      url: '/api/ticket/assign',
      payload: { ticketIds: [ev.B], assignedToId: id.OPERATOR2 },
    });
    expect(assignB.statusCode).toBe(200);

    const png = await solidPng(8, 8, '#0a0');
    for (const [who, ticketId, key] of [
      ['DRIVER', ev.A, 'A'],
      ['DRIVER2', ev.B, 'B'],
    ] as const) {
      const form = multipart('foto.png', 'image/png', png);
      const res = await call(who, {
        method: 'POST',
        url: `/api/ticket/${ticketId}/attachment`,
        headers: form.headers,
        payload: form.payload,
      });
      expect(res.statusCode).toBe(201);
      att[key] = body(res).payload.id;
    }
    // The operator comments on their event, publicly: the driver gets COMMENT_ADDED.
    expect(
      (
        await call('OPERATOR', {
          method: 'POST',
          url: `/api/ticket/${ev.A}/comment`,
          payload: { comment: 'Visto en terreno', visibility: 'PUBLIC' },
        })
      ).statusCode,
    ).toBe(201);
    const opNotes = await unreadOf('OPERATOR');
    note.OPERATOR = opNotes.find((n) => !n.read)!.id;
  },
  DEMO,
  90_000,
);

// Routes with a path parameter that is not an object of a user (or not only theirs), and why.
const NOT_OBJECT_SCOPED: Record<string, string> = {
  'GET /api/profile/forgotten/:email': 'same answer whether or not the account exists (tested below)',
  'GET /api/ticket/category/:id/subcategories': 'public reference data',
  'GET /api/ticket/category/subcategories/:id/classifications': 'public reference data',
  'GET /api/report/:report': 'a report kind, scoped by role (tested below)',
  'PUT /api/close-reason/:code': "ADMIN's reference list (no owner)",
  'PUT /api/sla-target/:severity': "ADMIN's reference list (no owner)",
  'PUT /api/severity-rule/:classificationId': "ADMIN's reference list (no owner)",
  'PUT /api/response-template/:id': "ADMIN's reference list (no owner)",
  'DELETE /api/response-template/:id': "ADMIN's reference list (no owner)",
  // Units (issue 38): the control room's fleet, no owner; a DRIVER moves and locates only the unit
  // they are signed on to, and an OPERATOR dispatches to events it may open: test/units*.test.ts.
  'GET /api/unit/:id': 'the control room reads any unit, a DRIVER only the one they drive (crew.test.ts)',
  'PATCH /api/unit/:id': "ADMIN's fleet (no owner)",
  'GET /api/unit/:id/history': 'a unit of the fleet (no owner)',
  'POST /api/unit/:id/shift': 'any free unit: one driver per unit (units.test.ts)',
  'DELETE /api/unit/:id/shift': 'only its driver (units.test.ts)',
  'POST /api/unit/:id/status': 'only its driver or the control room (units.test.ts)',
  'POST /api/unit/:id/position': 'only its driver (units-positions.test.ts)',
  'GET /api/ticket/:id/dispatch-options': 'events the caller may open (units-dispatch.test.ts)',
  'GET /api/ticket/:id/units': 'events the caller may open (unit-figures.test.ts)',
  'POST /api/ticket/:id/dispatch': 'events the caller may triage (units-dispatch.test.ts)',
  // Control room's day (issue 39): agencies on events the caller may work; SOS posts and handovers
  // are the concession's, not anyone's.
  'GET /api/ticket/:id/agency': 'events the caller may open (agencies.test.ts)',
  'POST /api/ticket/:id/agency': 'events the caller may work (agencies.test.ts)',
  'PATCH /api/ticket/:id/agency/:entryId': 'events the caller may work (agencies.test.ts)',
  'GET /api/location/sos/:number': 'public reference data',
  'GET /api/shift/handover/:id': "the control room's handover (no owner; handover.test.ts)",
  'POST /api/shift/handover/:id/ack': 'another control-room user than its author (handover.test.ts)',
  // Issue 40: observations are the inspector's and the concession's, on events they may open
  // (observations.test.ts); issue 41: planned works belong to the concession, not to a user; the
  // state machine decides who may move them (works.test.ts).
  'POST /api/observations/:id/reply': 'the concession answers any observation (observations.test.ts)',
  'POST /api/observations/:id/resolve': 'the inspector resolves any observation (observations.test.ts)',
  'POST /api/ticket/:id/reveal': 'events the caller may open, 404 otherwise (privacy-reveal.test.ts)',
  'POST /api/privacy/requests/:id/resolve': "ADMIN resolves any reporter's request (privacy-requests.test.ts)",
  'GET /api/works/:id': 'a planned work (no owner)',
  'GET /api/works/:id/history': 'a planned work (no owner)',
  'PUT /api/works/:id': 'a planned work (no owner; works.test.ts)',
  'POST /api/works/:id/request': 'a planned work (no owner; works.test.ts)',
  'POST /api/works/:id/cancel': 'a planned work (no owner; works.test.ts)',
  'POST /api/works/:id/approve': 'a planned work (no owner; works.test.ts)',
  'POST /api/works/:id/reject': 'a planned work (no owner; works.test.ts)',
};

// Every object-scoped route → the refusals proven for it (the describe blocks below use these names).
const COVERED = [
  'GET /api/ticket/:id',
  'PUT /api/ticket/:id',
  'PATCH /api/ticket/:id',
  'GET /api/ticket/:id/comment',
  'POST /api/ticket/:id/comment',
  'GET /api/ticket/:id/attachment',
  'POST /api/ticket/:id/attachment',
  'GET /api/ticket/:id/attachment/:attachmentId',
  'GET /api/ticket/:id/history',
  'GET /api/ticket/list/operator/:id',
  'POST /api/ticket/:id/take',
  'POST /api/ticket/:id/release',
  'PUT /api/ticket/:id/triage',
  'POST /api/ticket/:id/reopen',
  'POST /api/ticket/:id/milestone',
  'POST /api/ticket/:id/merge',
  'POST /api/ticket/:id/link',
  'GET /api/notification/profile/:id',
  'POST /api/notification/:id/read',
  'POST /api/profile/delete/:id',
  'POST /api/profile/disable/:id',
] as const;

describe('coverage', () => {
  it('every route with a path parameter is either object-checked here or listed with a reason', () => {
    const parameterised = Object.keys(ROUTE_RULES).filter((key) => key.includes(':'));
    const missing = parameterised.filter((key) => !(COVERED as readonly string[]).includes(key) && !(key in NOT_OBJECT_SCOPED));
    expect(missing).toEqual([]);
    for (const key of [...COVERED, ...Object.keys(NOT_OBJECT_SCOPED)]) expect(ROUTE_RULES).toHaveProperty([key]);
  });
});

describe('events of others', () => {
  const readers: [string, (e: number) => string][] = [
    ['GET /api/ticket/:id', (e) => `/api/ticket/${e}`],
    ['GET /api/ticket/:id/comment', (e) => `/api/ticket/${e}/comment`],
    ['GET /api/ticket/:id/attachment', (e) => `/api/ticket/${e}/attachment`],
    ['GET /api/ticket/:id/history', (e) => `/api/ticket/${e}/history`],
  ];

  it.each(readers)('%s: the owner and the assignee read it, the other driver and operator get 404', async (_key, url) => {
    for (const who of ['DRIVER', 'OPERATOR', 'SUPERVISOR', 'INSPECTOR', 'ADMIN'] as const) {
      expect((await get(who, url(ev.A))).statusCode).toBe(200);
    }
    for (const who of ['DRIVER2', 'OPERATOR2'] as const) expectRefused(await get(who, url(ev.A)), 404);
    for (const who of ['DRIVER', 'OPERATOR'] as const) expectRefused(await get(who, url(ev.B)), 404);
    // Nobody's event reads the same as a missing one: ids leak nothing.
    expect((await get('DRIVER2', url(ev.A))).body).toBe((await get('DRIVER2', url(2_147_483_000))).body);
    // A public report (no owner, nobody assigned) is no driver's; while open and unassigned it is in
    // every operator's incoming queue (issue 23).
    expectRefused(await get('DRIVER', url(ev.anon1)), 404);
    expect((await get('OPERATOR', url(ev.anon1))).statusCode).toBe(200);
  });

  it('GET /api/ticket/:id/attachment/:attachmentId: only through an event the caller sees, and only its own attachments', async () => {
    expect((await get('DRIVER', `/api/ticket/${ev.A}/attachment/${att.A}`)).statusCode).toBe(200);
    expectRefused(await get('DRIVER2', `/api/ticket/${ev.A}/attachment/${att.A}`), 404);
    expectRefused(await get('OPERATOR2', `/api/ticket/${ev.A}/attachment/${att.A}`), 404);
    // Another event's attachment id under an event the caller does see.
    expectRefused(await get('DRIVER', `/api/ticket/${ev.A}/attachment/${att.B}`), 404);
    expectRefused(await get('ADMIN', `/api/ticket/${ev.A}/attachment/${att.B}`), 404);
  });

  it('PUT /api/ticket/:id: others get 404, owners cannot exceed their role, and nothing changes', async () => {
    const before = await snapshot(ev.A);
    const current = body(await get('ADMIN', `/api/ticket/${ev.A}`)).payload;
    const put = (who: Who, changes: Record<string, unknown>) =>
      call(who, { method: 'PUT', url: `/api/ticket/${ev.A}`, payload: { ...current, ...changes } });
    expectRefused(await put('DRIVER2', { sector: 'Otro' }), 404);
    expectRefused(await put('OPERATOR2', { statusCode: 'EN_PROCESO' }), 404);
    expectRefused(await put('OPERATOR2', { assignedToId: id.OPERATOR2 }), 404);
    // Owner driver: may close, not move it through the workflow. Assignee: may not reassign.
    // (Assigned, it is EN_PROCESO by the status rule: moving it means another status.)
    expectRefused(await put('DRIVER', { statusCode: 'ABIERTO' }), 403);
    expectRefused(await put('DRIVER', { assignedToId: id.OPERATOR2 }), 403);
    expectRefused(await put('OPERATOR', { assignedToId: id.OPERATOR2 }), 403);
    expectRefused(await put('OPERATOR', { assignedToId: null }), 403);
    expectRefused(await put('INSPECTOR', { sector: 'Otro' }), 403);
    expect(await snapshot(ev.A)).toEqual(before);
    // Positive control: the assignee may change the status.
    const ok = await put('OPERATOR', { statusCode: 'EN_PROCESO' });
    expect(ok.statusCode).toBe(200);
    expect(body(ok).payload.statusCode).toBe('EN_PROCESO');
  });

  it('PATCH /api/ticket/:id: others get 404 (a stale If-Match shows them no event), owners cannot exceed their role', async () => {
    const before = await snapshot(ev.A);
    const patch = (who: Who, changes: Record<string, unknown>, headers: Record<string, string> = {}) =>
      call(who, { method: 'PATCH', url: `/api/ticket/${ev.A}`, payload: changes, headers });
    expectRefused(await patch('DRIVER2', { sector: 'Otro' }), 404);
    expectRefused(await patch('DRIVER2', { sector: 'Otro' }, { 'if-match': '"1"' }), 404);
    expectRefused(await patch('OPERATOR2', { statusCode: 'CERRADO', closeReason: 'RESUELTO' }, { 'if-match': '"1"' }), 404);
    expectRefused(await patch('DRIVER', { statusCode: 'ABIERTO' }), 403);
    expectRefused(await patch('INSPECTOR', { sector: 'Otro' }), 403);
    // The assignee is never changed here, whoever asks.
    expectRefused(await patch('ADMIN', { assignedToId: id.OPERATOR2 }), 400);
    expect(await snapshot(ev.A)).toEqual(before);
  });

  it('POST /api/ticket/:id/comment: others get 404 and no comment is stored', async () => {
    const intrusion = { method: 'POST', url: `/api/ticket/${ev.A}/comment`, payload: { comment: 'intruso' } } as const;
    await expectRefusedUnchanged(['DRIVER2', intrusion, 404], ['OPERATOR2', intrusion, 404], ['INSPECTOR', intrusion, 403]);
  });

  it('POST /api/ticket/:id/attachment: others get 404, an upload token opens only its own event', async () => {
    const png = await solidPng(4, 4, '#00f');
    const upload = (who: Who, ticketId: number, headers: Record<string, string> = {}) => {
      const form = multipart('x.png', 'image/png', png);
      return call(who, {
        method: 'POST',
        url: `/api/ticket/${ticketId}/attachment`,
        headers: { ...form.headers, ...headers },
        payload: form.payload,
      });
    };
    const beforeA = await snapshot(ev.A);
    const beforeAnon2 = await snapshot(ev.anon2);
    expectRefused(await upload('DRIVER2', ev.A), 404);
    expectRefused(await upload('OPERATOR2', ev.A), 404);
    // anon1's capability on anon2, on a staff event, and without any capability.
    expectRefused(await upload('ANONYMOUS', ev.anon2, { 'x-upload-token': uploadToken.anon1 }), 401);
    expectRefused(await upload('ANONYMOUS', ev.A, { 'x-upload-token': uploadToken.anon1 }), 401);
    expectRefused(await upload('ANONYMOUS', ev.anon2), 401);
    // A session token is not an upload capability and the other way round.
    expectRefused(await upload('ANONYMOUS', ev.anon1, { 'x-upload-token': t.DRIVER.replace(/^Bearer /, '') }), 401);
    expectRefused(
      await call('ANONYMOUS', { method: 'GET', url: `/api/ticket/${ev.anon1}`, headers: { authorization: `Bearer ${uploadToken.anon1}` } }),
      401,
    );
    expect(await snapshot(ev.A)).toEqual(beforeA);
    expect(await snapshot(ev.anon2)).toEqual(beforeAnon2);
    // Positive control: the capability works on its own event.
    expect((await upload('ANONYMOUS', ev.anon1, { 'x-upload-token': uploadToken.anon1 })).statusCode).toBe(201);
  });
});

describe('assignments of others', () => {
  it('POST /api/ticket/:id/take and /release: another operator cannot take or release an assigned event', async () => {
    await expectRefusedUnchanged(
      ['OPERATOR2', { method: 'POST', url: `/api/ticket/${ev.A}/take` }, 409],
      ['OPERATOR2', { method: 'POST', url: `/api/ticket/${ev.A}/release` }, 409],
    );
  });

  it('GET /api/ticket/list/operator/:id: an operator lists only their own work', async () => {
    expect((await get('OPERATOR', `/api/ticket/list/operator/${id.OPERATOR}`)).statusCode).toBe(200);
    expectRefused(await get('OPERATOR2', `/api/ticket/list/operator/${id.OPERATOR}`), 403);
    const sup = body(await get('SUPERVISOR', `/api/ticket/list/operator/${id.OPERATOR}?size=100`)).payload.content as { id: number }[];
    expect(sup.map((e) => e.id)).toContain(ev.A);
  });

  it('GET /api/ticket/assignment: an operator sees unassigned events and their own, never another operator’s', async () => {
    const ids = body(await get('OPERATOR2', '/api/ticket/assignment?size=100')).payload.content as {
      id: number;
      assignedToId: string | null;
    }[];
    expect(ids.map((e) => e.id)).not.toContain(ev.A);
    expect(ids.every((e) => e.assignedToId === null || e.assignedToId === id.OPERATOR2)).toBe(true);
    expect(ids.map((e) => e.id)).toContain(ev.B);
  });
});

describe('triage and reopening of others', () => {
  it('PUT /api/ticket/:id/triage and POST /api/ticket/:id/reopen: another operator gets 404 and nothing changes', async () => {
    await expectRefusedUnchanged(
      ['OPERATOR2', { method: 'PUT', url: `/api/ticket/${ev.A}/triage`, payload: { severity: 'CRITICAL' } }, 404],
      ['OPERATOR', { method: 'POST', url: `/api/ticket/${ev.A}/reopen`, payload: { reason: 'x' } }, 403],
    );
    // Positive control: the assignee triages its own event.
    expect(
      (await call('OPERATOR', { method: 'PUT', url: `/api/ticket/${ev.A}/triage`, payload: { lanesBlocked: { NORTH: 'PARTIAL' } } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('lists and figures show only what the caller may see', () => {
  const listIds = async (who: Who, url: string) => (body(await get(who, url)).payload.content as { id: number }[]).map((e) => e.id);

  it('search and list/me', async () => {
    expect(await listIds('DRIVER2', '/api/ticket/search?size=100')).not.toContain(ev.A);
    expect(await listIds('DRIVER2', `/api/ticket/search?id=${ev.A}`)).toEqual([]);
    expect(await listIds('OPERATOR2', `/api/ticket/search?q=${encodeURIComponent(MARK_A)}`)).toEqual([]);
    expect(await listIds('DRIVER', `/api/ticket/search?q=${encodeURIComponent(MARK_A)}`)).toEqual([ev.A]);
    expect(await listIds('DRIVER2', '/api/ticket/list/me?size=100')).toEqual([ev.B]);
    const operatorList = body(await get('OPERATOR2', '/api/ticket/search?size=100')).payload.content as {
      id: number;
      assignedToId: string | null;
      statusCode: string;
    }[];
    expect(operatorList.map((e) => e.id)).toContain(ev.B);
    expect(operatorList.map((e) => e.id)).not.toContain(ev.A);
    expect(operatorList.every((e) => e.assignedToId === id.OPERATOR2 || (e.assignedToId === null && e.statusCode !== 'CERRADO'))).toBe(
      true,
    );
  });

  it('figures, strip and monthly reports', async () => {
    const total = async (who: Who) => body(await get(who, '/api/report/reportStatistic')).payload.total as number;
    expect(await total('DRIVER2')).toBe(1);
    expect(await total('OPERATOR2')).toBe(1);
    expect(await total('SUPERVISOR')).toBeGreaterThan(2);
    const strip = async (who: Who) => (body(await get(who, '/api/report/strip')).payload as { id: number }[]).map((e) => e.id);
    expect(await strip('DRIVER2')).toEqual([ev.B]);
    expect(await strip('OPERATOR2')).not.toContain(ev.A);
    const now = new Date();
    const csv = (who: Who) => get(who, `/api/report/events?month=${now.getUTCMonth() + 1}&year=${now.getUTCFullYear()}&format=csv`);
    const mine = await csv('OPERATOR2');
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(MARK_B);
    expect(mine.body).not.toContain(MARK_A);
    expect((await csv('SUPERVISOR')).body).toContain(MARK_A);
  });
});

describe('notifications of others', () => {
  it('GET /api/notification/profile/:id: own only, whatever the role', async () => {
    expect((await get('OPERATOR', `/api/notification/profile/${id.OPERATOR}`)).statusCode).toBe(200);
    expectRefused(await get('OPERATOR2', `/api/notification/profile/${id.OPERATOR}`), 403);
    expectRefused(await get('DRIVER2', `/api/notification/profile/${id.DRIVER}`), 403);
    expectRefused(await get('ADMIN', `/api/notification/profile/${id.OPERATOR}`), 403);
    expectRefused(await get('SUPERVISOR', `/api/notification/profile/${id.DRIVER}`), 403);
  });

  it('POST /api/notification/:id/read and read-all touch only the caller’s own', async () => {
    const unread = (await unreadOf('OPERATOR')).filter((n) => !n.read).length;
    expect(unread).toBeGreaterThan(0);
    expectRefused(await call('OPERATOR2', { method: 'POST', url: `/api/notification/${note.OPERATOR}/read` }), 404);
    expectRefused(await call('ADMIN', { method: 'POST', url: `/api/notification/${note.OPERATOR}/read` }), 404);
    expect((await call('OPERATOR2', { method: 'POST', url: '/api/notification/read-all' })).statusCode).toBe(200);
    expect((await call('DRIVER', { method: 'POST', url: '/api/notification/read-all' })).statusCode).toBe(200);
    expect((await unreadOf('OPERATOR')).filter((n) => !n.read).length).toBe(unread);
    const count = body(await get('OPERATOR2', '/api/notification/unread')).payload.count;
    expect(count).toBe(0);
    expect(body(await get('OPERATOR', '/api/notification/unread')).payload.count).toBe(unread);
    // Positive control: the owner marks it read.
    expect((await call('OPERATOR', { method: 'POST', url: `/api/notification/${note.OPERATOR}/read` })).statusCode).toBe(200);
  });
});

describe('profiles', () => {
  it('POST /api/profile/delete/:id and /disable/:id: an admin cannot lock themself out', async () => {
    expectRefused(await call('ADMIN', { method: 'POST', url: `/api/profile/delete/${id.ADMIN}` }), 409);
    expectRefused(await call('ADMIN', { method: 'POST', url: `/api/profile/disable/${id.ADMIN}` }), 409);
    expect((await get('ADMIN', '/api/user/me')).statusCode).toBe(200);
  });

  it('GET /api/profile/forgotten/:email answers the same for an account and for nobody', async () => {
    const known = await get('ANONYMOUS', `/api/profile/forgotten/${encodeURIComponent(DEMO.DRIVER)}`);
    const unknown = await get('ANONYMOUS', `/api/profile/forgotten/${encodeURIComponent('nadie.aqui@example.com')}`);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });
});

describe('public follow-up', () => {
  const followUp = (ticketId: number, token: string) =>
    call('ANONYMOUS', { method: 'POST', url: '/api/ticket/follow-up', payload: { id: ticketId, token } });
  const tokenOf = (ticketId: number) => app.mailLinks.followUpToken(ticketId);

  it("needs the number and that event's follow-up token, and shows no personal or staff data", async () => {
    const ok = await followUp(ev.A, tokenOf(ev.A));
    expect(ok.statusCode).toBe(200);
    for (const secret of [MARK_A, 'reportante.a@correo.cl', id.OPERATOR, id.DRIVER, '56987654321', 'KJTR22'])
      expect(ok.body).not.toContain(secret);
    const wrongToken = await followUp(ev.A, tokenOf(ev.B));
    const wrongId = await followUp(ev.B, tokenOf(ev.A));
    const nobody = await followUp(2_147_483_000, tokenOf(ev.A));
    for (const res of [wrongToken, wrongId, nobody]) expectRefused(res, 404);
    expect(wrongToken.body).toBe(nobody.body);
    // The number and the e-mail show nothing: at most the link is mailed to the reporter.
    const byMail = await call('ANONYMOUS', {
      method: 'POST',
      url: '/api/ticket/follow-up',
      payload: { id: ev.A, email: 'reportante.a@correo.cl' },
    });
    expect(byMail.statusCode).toBe(202);
    expect(byMail.body).not.toContain(MARK_A);
  });
});

// Last: the positive controls change events A and B for good.
describe('the lifecycle of others (issue 26)', () => {
  it('POST /api/ticket/:id/milestone: another driver or operator gets 404 and nothing changes', async () => {
    const milestone = { method: 'POST', url: `/api/ticket/${ev.A}/milestone`, payload: { code: 'ON_SCENE' } } as const;
    await expectRefusedUnchanged(['DRIVER2', milestone, 404], ['OPERATOR2', milestone, 404]);
    // Positive control: the reporting driver marks it from the phone.
    expect((await call('DRIVER', milestone)).statusCode).toBe(200);
  });

  it('merge and link: neither the event nor the other one may be someone else’s, and nothing changes', async () => {
    const before = [await snapshot(ev.A), await snapshot(ev.B)];
    for (const route of [
      { url: 'merge', other: 'into' },
      { url: 'link', other: 'primary' },
    ]) {
      // Someone else's event…
      expectRefused(
        await call('OPERATOR2', { method: 'POST', url: `/api/ticket/${ev.A}/${route.url}`, payload: { [route.other]: ev.B } }),
        404,
      );
      // …or someone else's event as the other one: the same answer as an id that does not exist.
      const refused = await call('OPERATOR2', {
        method: 'POST',
        url: `/api/ticket/${ev.B}/${route.url}`,
        payload: { [route.other]: ev.A },
      });
      expectRefused(refused, 400);
      expect(body(refused).errors).toEqual([{ field: route.other, message: 'El evento no existe' }]);
    }
    expect([await snapshot(ev.A), await snapshot(ev.B)]).toEqual(before);
    // Positive control: a supervisor links them.
    expect((await call('SUPERVISOR', { method: 'POST', url: `/api/ticket/${ev.B}/link`, payload: { primary: ev.A } })).statusCode).toBe(
      200,
    );
  });
});
