// Issue 36: the actions on one event (triage, reopen, take, assign, milestones) honour If-Match as a
// save does (versions.test.ts): a stale version is refused with 412, the current event and its ETag,
// and nothing changes; the version the event has goes through; without If-Match, today's action.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Ticket } from '@vigia/domain';
import type { DEMO } from './helpers';
import { auth, body, createStaff, validEvent, withSignedInApp } from './helpers';

const STALE = 'Otro usuario modificó este evento mientras lo editaba';

let app: FastifyInstance;
const { t, id } = withSignedInApp<keyof typeof DEMO, 'OPERATOR2'>({}, async (started) => {
  app = started;
  t.OPERATOR2 = (await createStaff(app, t.ADMIN, 'operador.versiones@example.com', 'OPERATOR')).token;
});

const send = (method: 'PUT' | 'PATCH' | 'POST', url: string, token: string, payload?: object, version?: number) =>
  app.inject({
    method,
    url,
    headers: { ...auth(token), ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
    ...(payload === undefined ? {} : { payload }),
  });

async function read(ticketId: number): Promise<Ticket> {
  return body(await app.inject({ method: 'GET', url: `/api/ticket/${ticketId}`, headers: auth(t.ADMIN) })).payload as Ticket;
}

/** A new open event, unassigned; closed when asked. */
async function newEvent(closed = false): Promise<number> {
  const res = await send('POST', '/api/ticket', t.DRIVER, validEvent());
  expect(res.statusCode).toBe(201);
  const ticketId = body(res).payload as number;
  if (closed)
    expect((await send('PATCH', `/api/ticket/${ticketId}`, t.ADMIN, { statusCode: 'CERRADO', closeReason: 'RESUELTO' })).statusCode).toBe(
      200,
    );
  return ticketId;
}

/** Another user's change after the screen read `version`: the event moves on to a new version. */
async function changedMeanwhile(ticketId: number): Promise<{ shown: number; now: Ticket }> {
  const shown = (await read(ticketId)).version;
  expect((await send('PATCH', `/api/ticket/${ticketId}`, t.ADMIN, { kilometer: 491 })).statusCode).toBe(200);
  const now = await read(ticketId);
  expect(now.version).toBe(shown + 1);
  return { shown, now };
}

/** The 412 of a stale version: the current event, its ETag, the message; and the event as it was. */
async function expectStale(res: LightMyRequestResponse, ticketId: number, now: Ticket) {
  expect(res.statusCode).toBe(412);
  expect(res.headers['etag']).toBe(`"${now.version}"`);
  expect(body(res).errors).toEqual([{ message: STALE }]);
  expect(body(res).payload).toMatchObject({ id: ticketId, version: now.version });
  expect(await read(ticketId)).toEqual(now);
}

/** Each action: what it sends, and what it changed once it went through. */
const ACTIONS = {
  triage: {
    closed: false,
    request: (ticketId: number) => ['PUT', `/api/ticket/${ticketId}/triage`, 'SUPERVISOR', { severity: 'CRITICAL' }] as const,
    done: (after: Ticket) => expect(after.severity).toBe('CRITICAL'),
  },
  reopen: {
    closed: true,
    request: (ticketId: number) => ['POST', `/api/ticket/${ticketId}/reopen`, 'SUPERVISOR', { reason: 'Volvió a ocurrir' }] as const,
    done: (after: Ticket) => expect(after.statusCode).toBe('EN_PROCESO'),
  },
  take: {
    closed: false,
    request: (ticketId: number) => ['POST', `/api/ticket/${ticketId}/take`, 'OPERATOR', undefined] as const,
    done: (after: Ticket) => expect(after.assignedToId).toBe(id.OPERATOR),
  },
  assign: {
    closed: false,
    request: (ticketId: number) =>
      ['POST', '/api/ticket/assign', 'SUPERVISOR', { ticketIds: [ticketId], assignedToId: id.OPERATOR }] as const,
    done: (after: Ticket) => expect(after.assignedToId).toBe(id.OPERATOR),
  },
  milestone: {
    closed: false,
    request: (ticketId: number) => ['POST', `/api/ticket/${ticketId}/milestone`, 'SUPERVISOR', { code: 'VERIFIED' }] as const,
    done: (after: Ticket) => expect(after.milestones.map((m) => m.code)).toEqual(['VERIFIED']),
  },
};

describe.each(Object.keys(ACTIONS) as (keyof typeof ACTIONS)[])('%s with If-Match', (action) => {
  const { closed, request, done } = ACTIONS[action];

  it('a stale version gets 412 and changes nothing; the current one goes through', async () => {
    const ticketId = await newEvent(closed);
    const { shown, now } = await changedMeanwhile(ticketId);
    const [method, url, as, payload] = request(ticketId);
    await expectStale(await send(method, url, t[as], payload, shown), ticketId, now);

    const fresh = await send(method, url, t[as], payload, now.version);
    expect(fresh.statusCode).toBe(200);
    const after = await read(ticketId);
    expect(after.version).toBeGreaterThan(now.version);
    done(after);
  });

  it('without If-Match the action is unconditional, as before', async () => {
    const ticketId = await newEvent(closed);
    await changedMeanwhile(ticketId);
    const [method, url, as, payload] = request(ticketId);
    expect((await send(method, url, t[as], payload)).statusCode).toBe(200);
    done(await read(ticketId));
  });
});

describe('what a stale version does not override', () => {
  it('an event someone else took is not shown to the late taker: 409, not the event in a 412', async () => {
    const ticketId = await newEvent();
    const shown = (await read(ticketId)).version;
    expect((await send('POST', `/api/ticket/${ticketId}/take`, t.OPERATOR2)).statusCode).toBe(200);
    const late = await send('POST', `/api/ticket/${ticketId}/take`, t.OPERATOR, undefined, shown);
    expect(late.statusCode).toBe(409);
    expect(body(late).payload).toBeNull();
  });

  it('a milestone on an event closed meanwhile: 412 with the closed event (409 without If-Match)', async () => {
    const ticketId = await newEvent();
    const shown = (await read(ticketId)).version;
    expect((await send('PATCH', `/api/ticket/${ticketId}`, t.ADMIN, { statusCode: 'CERRADO', closeReason: 'RESUELTO' })).statusCode).toBe(
      200,
    );
    const now = await read(ticketId);
    const milestone = { code: 'VERIFIED' };
    await expectStale(await send('POST', `/api/ticket/${ticketId}/milestone`, t.SUPERVISOR, milestone, shown), ticketId, now);
    expect((await send('POST', `/api/ticket/${ticketId}/milestone`, t.SUPERVISOR, milestone)).statusCode).toBe(409);
  });

  it('assigning several events names no one version: If-Match with several is refused (400), nothing assigned', async () => {
    const ids = [await newEvent(), await newEvent()];
    const version = (await read(ids[0]!)).version;
    const res = await send('POST', '/api/ticket/assign', t.SUPERVISOR, { ticketIds: ids, assignedToId: id.OPERATOR }, version);
    expect(res.statusCode).toBe(400);
    expect(body(res).errors?.[0]?.field).toBe('ticketIds');
    for (const ticketId of ids) expect((await read(ticketId)).assignedToId).toBeNull();
  });
});
