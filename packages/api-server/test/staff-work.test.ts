// Staff event work: what each role's lists return, paging, update/close rules, assignments
// (take/release/bulk), notifications of every type with read state, the history timeline, and
// live notifications (the hub, the stream's auth, and one real SSE connection).
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_TYPES } from '@vigia/domain';
import { createNotificationHub, onceEach } from '../src/plugins/notification-hub';
import { STREAM_TICKET_TTL_MS, issueStreamTicket, redeemStreamTicket } from '../src/repositories/stream-tickets';
import { createSession } from '../src/repositories/sessions';
import type { DEMO } from './helpers';
import { uploadPhoto } from './photos';
import { auth, body, createStaff, me, registerDriver, solidPng, validEvent, withSignedInApp, listenLocally } from './helpers';

let app: FastifyInstance;

const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: auth(token) });
const post = (token: string, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: auth(token), ...(payload ? { payload } : {}) });
const create = async (token: string, overrides: Record<string, unknown> = {}) => {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(token), payload: validEvent(overrides) });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
};
/** Events reported before a block's tests, one by one in the order named, each by the user given. */
const eventsBy = <K extends string>(reporters: Record<K, keyof typeof t>) => {
  const ids = {} as Record<K, number>;
  beforeAll(async () => {
    for (const [name, who] of Object.entries(reporters) as [K, keyof typeof t][]) ids[name] = await create(t[who]);
  });
  return ids;
};
const ticketOf = async (ticketId: number) => body(await get(t.ADMIN, `/api/ticket/${ticketId}`)).payload;
const put = async (token: string, ticketId: number, changes: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: `/api/ticket/${ticketId}`,
    headers: auth(token),
    payload: { ...(await ticketOf(ticketId)), ...changes },
  });
const notes = async (who: keyof typeof t) => body(await get(t[who], `/api/notification/profile/${id[who]}?size=100`)).payload;

const { t, id } = withSignedInApp<keyof typeof DEMO, 'DRIVER2' | 'OPERATOR2'>({}, async (started) => {
  app = started;
  ({ token: t.DRIVER2, id: id.DRIVER2 } = await registerDriver(app, 'otra.conductora@example.com'));
  ({ token: t.OPERATOR2, id: id.OPERATOR2 } = await createStaff(app, t.ADMIN, 'operador2@example.com', 'OPERATOR'));
});

describe('lists: exactly the events each role may see, with paging', () => {
  const ev = eventsBy({ a1: 'DRIVER', a2: 'DRIVER', b1: 'DRIVER2' });

  it("a driver lists only their own events and never reads another driver's", async () => {
    const mine = body(await get(t.DRIVER2, '/api/ticket/list/me?size=100')).payload;
    expect(mine.content.map((x: { id: number }) => x.id)).toEqual([ev.b1]);
    expect(mine.total).toBe(1);
    const search = body(await get(t.DRIVER2, '/api/ticket/search?size=100')).payload;
    expect(search.content.map((x: { id: number }) => x.id)).toEqual([ev.b1]);
    expect((await get(t.DRIVER2, `/api/ticket/${ev.a1}`)).statusCode).toBe(404);
    expect((await get(t.DRIVER2, `/api/ticket/${ev.a1}/comment`)).statusCode).toBe(404);
    expect((await get(t.DRIVER2, `/api/ticket/${ev.a1}/history`)).statusCode).toBe(404);
    const first = body(await get(t.DRIVER, '/api/ticket/list/me?size=100')).payload;
    expect(first.content.every((x: { createdById: string }) => x.createdById === id.DRIVER)).toBe(true);
    expect(first.content.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([ev.a1, ev.a2]));
    expect(first.content.map((x: { id: number }) => x.id)).not.toContain(ev.b1);
  });

  it('pages carry page, size and total; default size 10', async () => {
    const all = body(await get(t.DRIVER, '/api/ticket/list/me')).payload;
    expect(all.size).toBe(10);
    expect(all.page).toBe(0);
    const total = all.total as number;
    const second = body(await get(t.DRIVER, '/api/ticket/list/me?page=1&size=1')).payload;
    expect(second).toMatchObject({ page: 1, size: 1, total });
    expect(second.content).toHaveLength(1);
    const beyond = body(await get(t.DRIVER, `/api/ticket/list/me?page=${total}&size=1`)).payload;
    expect(beyond.content).toEqual([]);
    const admin = body(await get(t.ADMIN, '/api/ticket/search?size=5&page=0')).payload;
    expect(admin.content).toHaveLength(5);
    expect(admin.total).toBeGreaterThan(5);
  });

  it('an operator sees the events assigned to them and the open unassigned ones (list and search)', async () => {
    expect((await put(t.SUPERVISOR, ev.a2, { assignedToId: id.OPERATOR2 })).statusCode).toBe(200);
    expect((await put(t.SUPERVISOR, ev.a1, { assignedToId: id.OPERATOR })).statusCode).toBe(200);
    const list = body(await get(t.OPERATOR2, `/api/ticket/list/operator/${id.OPERATOR2}?size=100`)).payload;
    expect(list.content.map((x: { id: number }) => x.id)).toEqual([ev.a2]);
    const search = body(await get(t.OPERATOR2, '/api/ticket/search?size=100')).payload;
    const seen = search.content as { id: number; assignedToId: string | null; statusCode: string }[];
    expect(seen.map((x) => x.id)).toContain(ev.a2);
    expect(seen.map((x) => x.id)).not.toContain(ev.a1);
    expect(seen.every((x) => x.assignedToId === id.OPERATOR2 || (x.assignedToId === null && x.statusCode !== 'CERRADO'))).toBe(true);
    expect((await get(t.OPERATOR2, `/api/ticket/${ev.a1}`)).statusCode).toBe(404);
    expect((await get(t.OPERATOR2, `/api/ticket/list/operator/${id.OPERATOR}`)).statusCode).toBe(403);
    // Supervisors, inspectors and admins see every event.
    const everyone = body(await get(t.INSPECTOR, `/api/ticket/search?size=100&q=${encodeURIComponent('Rocío')}`)).payload;
    expect(everyone.content.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([ev.a1, ev.a2, ev.b1]));
  });
});

describe('update and close rules', () => {
  let ticketId: number;
  beforeAll(async () => {
    ticketId = await create(t.DRIVER);
  });

  it('a driver may only close (not move the status); an inspector may not edit; staff update fields', async () => {
    expect((await put(t.DRIVER, ticketId, { statusCode: 'EN_PROCESO' })).statusCode).toBe(403);
    expect((await put(t.INSPECTOR, ticketId, { sector: 'Otro' })).statusCode).toBe(403);
    const updated = await put(t.SUPERVISOR, ticketId, { sector: 'Peaje Sur', statusCode: 'EN_PROCESO', assignedToId: id.OPERATOR });
    expect(updated.statusCode).toBe(200);
    expect(body(updated).payload).toMatchObject({ sector: 'Peaje Sur', statusCode: 'EN_PROCESO', assignedToId: id.OPERATOR });
  });

  it('STATUS_CHANGED and EVENT_CLOSED reach the reporter and the assignee; a closed event is locked until a manager reopens it', async () => {
    const driverNotes = await notes('DRIVER');
    expect(
      driverNotes.content.some((n: { type: string; ticketId: number }) => n.type === 'STATUS_CHANGED' && n.ticketId === ticketId),
    ).toBe(true);
    // The status by its name, never its code (issue 37 item 10).
    const changed = driverNotes.content.find(
      (n: { type: string; ticketId: number }) => n.type === 'STATUS_CHANGED' && n.ticketId === ticketId,
    );
    expect(changed.message).toMatch(/cambió de estado a «En proceso»$/);
    const closed = await put(t.DRIVER, ticketId, { statusCode: 'CERRADO', closeReason: 'RESUELTO' });
    expect(closed.statusCode).toBe(200);
    const operatorNotes = await notes('OPERATOR');
    expect(
      operatorNotes.content.some((n: { type: string; ticketId: number }) => n.type === 'EVENT_CLOSED' && n.ticketId === ticketId),
    ).toBe(true);
    expect((await put(t.DRIVER, ticketId, { sector: 'Otro' })).statusCode).toBe(409);
    expect((await put(t.OPERATOR, ticketId, { sector: 'Otro' })).statusCode).toBe(409);
    // A manager works it again only by reopening it with a reason (issue 23).
    expect((await put(t.SUPERVISOR, ticketId, { statusCode: 'EN_PROCESO' })).statusCode).toBe(409);
    expect((await post(t.SUPERVISOR, `/api/ticket/${ticketId}/reopen`, { reason: 'El reportante insiste' })).statusCode).toBe(200);
  });
});

describe('assignments', () => {
  const ev = eventsBy({ free: 'DRIVER', other: 'DRIVER', closed: 'DRIVER' });

  beforeAll(async () => {
    expect((await put(t.SUPERVISOR, ev.other, { assignedToId: id.OPERATOR2 })).statusCode).toBe(200);
    expect((await put(t.SUPERVISOR, ev.closed, { statusCode: 'CERRADO', closeReason: 'RESUELTO' })).statusCode).toBe(200);
  });

  it("the operator's assignments list: open events that are unassigned or theirs", async () => {
    const list = body(await get(t.OPERATOR, '/api/ticket/assignment?size=100')).payload;
    const ids = list.content.map((x: { id: number }) => x.id);
    expect(ids).toContain(ev.free);
    expect(ids).not.toContain(ev.other);
    expect(ids).not.toContain(ev.closed);
    expect(
      list.content.every(
        (x: { assignedToId: string | null; statusCode: string }) =>
          (x.assignedToId === null || x.assignedToId === id.OPERATOR) && x.statusCode !== 'CERRADO',
      ),
    ).toBe(true);
    const unassigned = body(await get(t.SUPERVISOR, '/api/ticket/assignment?filter=unassigned&size=100')).payload;
    expect(unassigned.content.every((x: { assignedToId: string | null }) => x.assignedToId === null)).toBe(true);
    const assigned = body(await get(t.SUPERVISOR, '/api/ticket/assignment?filter=assigned&size=100')).payload;
    expect(assigned.content.map((x: { id: number }) => x.id)).toContain(ev.other);
  });

  it("an operator takes an unassigned event and releases it; nobody else's", async () => {
    const taken = await post(t.OPERATOR, `/api/ticket/${ev.free}/take`);
    expect(taken.statusCode).toBe(200);
    expect(body(taken).payload).toMatchObject({ id: ev.free, assignedToId: id.OPERATOR });
    expect((await post(t.OPERATOR2, `/api/ticket/${ev.free}/take`)).statusCode).toBe(409);
    expect((await post(t.OPERATOR2, `/api/ticket/${ev.free}/release`)).statusCode).toBe(409);
    expect((await post(t.OPERATOR, `/api/ticket/${ev.closed}/take`)).statusCode).toBe(409);
    // PUT never changes the assignee for an operator.
    expect((await put(t.OPERATOR, ev.free, { assignedToId: id.OPERATOR2 })).statusCode).toBe(403);
    const released = await post(t.OPERATOR, `/api/ticket/${ev.free}/release`);
    expect(released.statusCode).toBe(200);
    expect(body(released).payload.assignedToId).toBeNull();
    expect((await post(t.SUPERVISOR, `/api/ticket/${ev.free}/take`)).statusCode).toBe(403);
  });

  it('only OPERATOR users can be assignees (PUT and bulk)', async () => {
    expect((await put(t.SUPERVISOR, ev.free, { assignedToId: id.SUPERVISOR })).statusCode).toBe(400);
    const bulk = await post(t.ADMIN, '/api/ticket/assign', { ticketIds: [ev.free], assignedToId: id.DRIVER });
    expect(bulk.statusCode).toBe(400);
    expect(body(bulk).errors).toEqual([{ field: 'assignedToId', message: 'El operador no existe o no está habilitado' }]);
  });

  it('supervisors assign several at once (all or nothing), and each assignee is notified', async () => {
    expect(
      (await post(t.SUPERVISOR, '/api/ticket/assign', { ticketIds: [ev.free, ev.closed], assignedToId: id.OPERATOR })).statusCode,
    ).toBe(409);
    expect((await ticketOf(ev.free)).assignedToId).toBeNull();
    const res = await post(t.SUPERVISOR, '/api/ticket/assign', { ticketIds: [ev.free, ev.other], assignedToId: id.OPERATOR });
    expect(res.statusCode).toBe(200);
    expect(body(res).payload).toEqual({ count: 2, ticketIds: expect.arrayContaining([ev.free, ev.other]) });
    expect((await ticketOf(ev.other)).assignedToId).toBe(id.OPERATOR);
    const opNotes = (await notes('OPERATOR')).content.filter((n: { type: string }) => n.type === 'EVENT_ASSIGNED');
    expect(opNotes.map((n: { ticketId: number }) => n.ticketId)).toEqual(expect.arrayContaining([ev.free, ev.other]));
    expect((await post(t.SUPERVISOR, '/api/ticket/assign', { ticketIds: [], assignedToId: id.OPERATOR })).statusCode).toBe(400);
    expect((await post(t.OPERATOR, '/api/ticket/assign', { ticketIds: [ev.free], assignedToId: id.OPERATOR })).statusCode).toBe(403);
    // Unassign with null.
    const none = await post(t.ADMIN, '/api/ticket/assign', { ticketIds: [ev.other], assignedToId: null });
    expect(body(none).payload.count).toBe(1);
  });
});

describe('notifications of every type, read state', () => {
  it('creates EVENT_CREATED, EVENT_ASSIGNED, STATUS_CHANGED, COMMENT_ADDED and EVENT_CLOSED for the people concerned', async () => {
    const ticketId = await create(t.DRIVER2);
    expect((await put(t.SUPERVISOR, ticketId, { assignedToId: id.OPERATOR2 })).statusCode).toBe(200);
    expect((await put(t.OPERATOR2, ticketId, { statusCode: 'EN_PROCESO' })).statusCode).toBe(200);
    // Public: an internal note notifies only the control room (reader-rules.test.ts), not the driver.
    expect(
      (await post(t.OPERATOR2, `/api/ticket/${ticketId}/comment`, { comment: 'Vamos en camino', visibility: 'PUBLIC' })).statusCode,
    ).toBe(201);
    expect((await post(t.DRIVER2, `/api/ticket/${ticketId}/comment`, { comment: 'Gracias' })).statusCode).toBe(201);
    expect((await put(t.OPERATOR2, ticketId, { statusCode: 'CERRADO', closeReason: 'RESUELTO' })).statusCode).toBe(200);

    const typesFor = async (who: keyof typeof t) =>
      (await notes(who)).content
        .filter((n: { ticketId: number }) => n.ticketId === ticketId)
        .map((n: { type: string }) => n.type)
        .sort();
    expect(await typesFor('SUPERVISOR')).toEqual(['EVENT_CREATED']);
    expect(await typesFor('OPERATOR2')).toEqual(['COMMENT_ADDED', 'EVENT_ASSIGNED']);
    expect(await typesFor('DRIVER2')).toEqual(['COMMENT_ADDED', 'EVENT_CLOSED', 'STATUS_CHANGED']);
    const seen = new Set([...(await typesFor('SUPERVISOR')), ...(await typesFor('OPERATOR2')), ...(await typesFor('DRIVER2'))]);
    // SLA_BREACHED comes from the breach scan (triage.test.ts), INSPECTOR_NOTICE_DUE from the
    // inspector clock's sweep (inspector-clock.test.ts).
    const swept: readonly string[] = ['SLA_BREACHED', 'INSPECTOR_NOTICE_DUE'];
    expect([...seen].sort()).toEqual(NOTIFICATION_TYPES.filter((type) => !swept.includes(type)).sort());
  });

  it("unread count, mark one read, mark all read; only one's own", async () => {
    const before = body(await get(t.DRIVER2, '/api/notification/unread')).payload.count as number;
    expect(before).toBeGreaterThanOrEqual(3);
    const list = await notes('DRIVER2');
    expect(list.content[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        type: expect.any(String),
        message: expect.any(String),
        read: false,
        createdAt: expect.any(String),
      }),
    );
    expect(body(await post(t.DRIVER2, `/api/notification/${list.content[0].id}/read`)).payload).toBe(true);
    expect(body(await get(t.DRIVER2, '/api/notification/unread')).payload.count).toBe(before - 1);
    expect((await post(t.DRIVER, `/api/notification/${list.content[1].id}/read`)).statusCode).toBe(404);
    expect(body(await post(t.DRIVER2, '/api/notification/read-all')).payload.count).toBe(before - 1);
    expect(body(await get(t.DRIVER2, '/api/notification/unread')).payload.count).toBe(0);
    expect((await notes('DRIVER2')).content.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await get(t.DRIVER, `/api/notification/profile/${id.DRIVER2}`)).statusCode).toBe(403);
    expect((await get(t.INSPECTOR, '/api/notification/unread')).statusCode).toBe(403);
  });
});

describe('history', () => {
  it('records creation, field/status/assignee changes, take/release, comments and photos with who and when', async () => {
    const ticketId = await create(t.DRIVER);
    await put(t.SUPERVISOR, ticketId, { sector: 'Peaje Norte', statusCode: 'EN_PROCESO' });
    await post(t.OPERATOR, `/api/ticket/${ticketId}/take`);
    await post(t.OPERATOR, `/api/ticket/${ticketId}/comment`, { comment: 'Llegamos al lugar' });
    await post(t.OPERATOR, `/api/ticket/${ticketId}/release`);
    await post(t.SUPERVISOR, '/api/ticket/assign', { ticketIds: [ticketId], assignedToId: id.OPERATOR2 });
    const png = await solidPng(8, 8, '#0a0');
    const upload = await uploadPhoto(app, ticketId, png, auth(t.DRIVER));
    expect(upload.statusCode).toBe(201);

    const res = await get(t.INSPECTOR, `/api/ticket/${ticketId}/history`);
    expect(res.statusCode).toBe(200);
    const history = body(res).payload as {
      action: string;
      actorName: string | null;
      changedAt: string;
      changes: { field: string; from: unknown; to: unknown }[];
    }[];
    expect(history.map((h) => h.action)).toEqual([
      'CREATED',
      'UPDATED',
      'TAKEN',
      // Taking it dispatched it (issue 26); the second assignment finds it dispatched already.
      'MILESTONE',
      'COMMENT_ADDED',
      'RELEASED',
      'UPDATED',
      'ATTACHMENT_ADDED',
    ]);
    expect(history[0]!.actorName).toBe('Daniela Muñoz');
    expect(history[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'sector', from: 'Enlace Norte', to: 'Peaje Norte' },
        { field: 'statusCode', from: 'Abierto', to: 'En proceso' },
      ]),
    );
    expect(history[2]).toMatchObject({ actorName: 'Óscar Fuentes', changes: [{ field: 'assignedToId', from: null, to: 'Óscar Fuentes' }] });
    expect(history[3]!.changes).toEqual([
      { field: 'at', from: null, to: expect.any(String) },
      { field: 'milestone', from: null, to: 'DISPATCHED' },
    ]);
    expect(history[4]!.changes).toEqual([{ field: 'comment', from: null, to: 'Llegamos al lugar' }]);
    expect(history[6]!.changes).toEqual([{ field: 'assignedToId', from: null, to: 'Tomás Vidal' }]);
    expect(history[7]!.changes).toEqual([{ field: 'fileName', from: null, to: 'foto.png' }]);
    expect(history.every((h) => !Number.isNaN(Date.parse(h.changedAt)))).toBe(true);
  });
});

describe('live notifications', () => {
  it("the hub delivers each id once to the profile's listeners only", () => {
    const hub = createNotificationHub();
    const a: number[] = [];
    const b: number[] = [];
    const offA = hub.subscribe('a', (n) => a.push(n.id));
    hub.subscribe('b', (n) => b.push(n.id));
    const n = { id: 7, type: 'COMMENT_ADDED', ticketId: 1, message: 'x', read: false, createdAt: new Date(0).toISOString() };
    hub.publish('a', n);
    hub.publish('a', n); // a catch-up overlapping what arrived live
    offA();
    hub.publish('a', { ...n, id: 8 });
    expect(a).toEqual([7]);
    expect(b).toEqual([]);
    expect(hub.listenerCount()).toBe(1);
    expect(hub.profiles()).toEqual(['b']);
    const seen: number[] = [];
    const once = onceEach((x) => seen.push(x.id));
    [1, 2, 1, 3, 2].forEach((id) => once({ ...n, id }));
    expect(seen).toEqual([1, 2, 3]);

    let ended = 0;
    hub.trackStream(() => ended++);
    hub.closeAll();
    expect(ended).toBe(1);
    expect(hub.listenerCount()).toBe(0);
  });

  it('stream tickets are stored hashed, single-use and short-lived', async () => {
    const userId = (await me(app, t.ADMIN)).id;
    const sessionId = await createSession(app.database, userId, 3600, '');
    const { ticket, expiresIn } = await issueStreamTicket(app.database, userId, sessionId);
    expect(expiresIn).toBe(STREAM_TICKET_TTL_MS / 1000);
    const stored = await app.database.query<{ token_hash: string }>('select token_hash from stream_tickets where user_id = $1', [userId]);
    expect(stored.map((r) => r.token_hash)).not.toContain(ticket);
    expect(stored).toHaveLength(1);
    expect(await redeemStreamTicket(app.database, ticket)).toEqual({ userId, sessionId });
    expect(await redeemStreamTicket(app.database, ticket)).toBeNull();
    const late = (await issueStreamTicket(app.database, userId, sessionId)).ticket;
    await app.database.query("update stream_tickets set expires_at = now() - interval '1 second'");
    expect(await redeemStreamTicket(app.database, late)).toBeNull();
  });

  it('the stream refuses a missing, unknown or reused ticket and roles without notifications', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notification/stream' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/notification/stream?ticket=inventado' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/notification/stream/ticket' })).statusCode).toBe(401);
    expect((await post(t.INSPECTOR, '/api/notification/stream/ticket')).statusCode).toBe(403);
  });

  it('a real SSE connection gets the unread count, then a notification when a comment is added; closing the app ends it', async () => {
    const port = await listenLocally(app);
    const ticketId = await create(t.DRIVER2);
    const { ticket } = body(await post(t.DRIVER2, '/api/notification/stream/ticket')).payload;

    const received: string[] = [];
    let response!: IncomingMessage;
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/api/notification/stream?ticket=${encodeURIComponent(ticket)}` }, (res) => {
        response = res;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => received.push(chunk));
        resolve();
      });
      req.on('error', reject);
      req.end();
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['cache-control']).toContain('no-cache');
    const waitFor = async (pattern: RegExp) => {
      for (let i = 0; i < 100 && !pattern.test(received.join('')); i++) await new Promise((r) => setTimeout(r, 20));
      return received.join('');
    };
    expect(await waitFor(/event: unread/)).toMatch(/event: unread\ndata: \{"count":\d+\}/);
    expect(app.notificationHub.listenerCount(id.DRIVER2)).toBe(1);

    expect((await post(t.SUPERVISOR, `/api/ticket/${ticketId}/comment`, { comment: 'En camino', visibility: 'PUBLIC' })).statusCode).toBe(
      201,
    );
    const text = await waitFor(/event: notification/);
    const data = /event: notification\ndata: (.*)\n/.exec(text)?.[1];
    expect(JSON.parse(data!)).toMatchObject({ type: 'COMMENT_ADDED', ticketId, read: false });

    // The ticket was single-use.
    expect((await app.inject({ method: 'GET', url: `/api/notification/stream?ticket=${encodeURIComponent(ticket)}` })).statusCode).toBe(
      401,
    );

    const ended = new Promise<void>((resolve) => response.on('end', () => resolve()));
    response.resume();
    await app.close();
    await ended;
    expect(app.notificationHub.listenerCount()).toBe(0);
  }, 20_000);
});
