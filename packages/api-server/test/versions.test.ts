// Issue 35 (no lost update): every event carries a version (ETag); a write that names a stale one is
// refused with 412 and the current event; each action changes only its own fields; two concurrent
// closes give one closing. PUT without a version keeps the SPEC's unconditional write.
import type { FastifyInstance } from 'fastify';
import type { Ticket } from '@vigia/domain';
import { auth, body, validEvent, withSignedInApp } from './helpers';

const STALE = 'Otro usuario modificó este evento mientras lo editaba';

let app: FastifyInstance;
const { t, id } = withSignedInApp({}, (started) => void (app = started));

async function newEvent(): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(t.DRIVER), payload: validEvent() });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
}

async function read(ticketId: number, token = t.SUPERVISOR): Promise<Ticket> {
  return body(await app.inject({ method: 'GET', url: `/api/ticket/${ticketId}`, headers: auth(token) })).payload as Ticket;
}

const send = (method: 'PUT' | 'PATCH' | 'POST', url: string, token: string, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { ...auth(token), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Worked out from other fields and the clock: they follow the fields compared. */
const DERIVED = [
  'version',
  'updatedAt',
  'slaDueAt',
  'slaState',
  'slaClock',
  'slaMet',
  'responseMinutes',
  'roadwayClearanceMinutes',
  'incidentClearanceMinutes',
];

/** The fields that differ between two reads of an event, but the derived ones (the version is checked apart). */
function changedFields(before: Ticket, after: Ticket): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of DERIVED) keys.delete(key);
  return [...keys].filter((k) => JSON.stringify(before[k as keyof Ticket]) !== JSON.stringify(after[k as keyof Ticket])).sort();
}

const count = async (query: string, params: unknown[]) => (await app.database.query<{ n: number }>(query, params))[0]!.n;

describe('versions', () => {
  it('GET answers the version in the JSON and as a strong ETag; list rows carry it', async () => {
    const ticketId = await newEvent();
    const res = await app.inject({ method: 'GET', url: `/api/ticket/${ticketId}`, headers: auth(t.ADMIN) });
    expect(body(res).payload.version).toBe(1);
    expect(res.headers['etag']).toBe('"1"');
    for (const url of [
      '/api/ticket/search?size=100',
      '/api/ticket/assignment?size=100',
      '/api/ticket/queue?size=100',
      '/api/ticket/list/me?size=100',
    ]) {
      const token = url.includes('list/me') ? t.DRIVER : t.SUPERVISOR;
      const rows = body(await app.inject({ method: 'GET', url, headers: auth(token) })).payload.content as Ticket[];
      expect(rows.find((r) => r.id === ticketId)?.version).toBe(1);
    }
  });

  it('a stale If-Match gets 412 with the current event and its ETag, and changes nothing', async () => {
    const ticketId = await newEvent();
    const first = await read(ticketId);
    const ok = await send(
      'PUT',
      `/api/ticket/${ticketId}`,
      t.SUPERVISOR,
      { ...first, kilometer: 490, version: undefined },
      { 'if-match': '"1"' },
    );
    expect(ok.statusCode).toBe(200);
    expect(body(ok).payload).toMatchObject({ kilometer: 490, version: 2 });
    expect(ok.headers['etag']).toBe('"2"');

    // B's page was loaded before A's save: its reassignment would revert A's km.
    const stale = await send(
      'PUT',
      `/api/ticket/${ticketId}`,
      t.SUPERVISOR,
      { ...first, version: undefined, sector: 'Otro' },
      { 'if-match': '"1"' },
    );
    expect(stale.statusCode).toBe(412);
    expect(body(stale).errors).toEqual([{ message: STALE }]);
    expect(body(stale).payload).toMatchObject({ id: ticketId, kilometer: 490, version: 2, sector: first.sector });
    expect(stale.headers['etag']).toBe('"2"');
    expect(await read(ticketId)).toEqual(body(ok).payload);
  });

  it('the version in the body works as If-Match; W/"n" and a bare n are accepted too', async () => {
    const ticketId = await newEvent();
    const first = await read(ticketId);
    const stale = await send('PUT', `/api/ticket/${ticketId}`, t.SUPERVISOR, { ...first, kilometer: 491, version: 7 });
    expect(stale.statusCode).toBe(412);
    expect(body(stale).payload.version).toBe(1);
    expect((await send('PUT', `/api/ticket/${ticketId}`, t.SUPERVISOR, { ...first, kilometer: 491 })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/ticket/${ticketId}`, t.SUPERVISOR, { kilometer: 492 }, { 'if-match': 'W/"2"' })).statusCode).toBe(
      200,
    );
    expect((await send('PATCH', `/api/ticket/${ticketId}`, t.SUPERVISOR, { kilometer: 493 }, { 'if-match': '3' })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/ticket/${ticketId}`, t.SUPERVISOR, { kilometer: 494 }, { 'if-match': '"3"' })).statusCode).toBe(412);
    expect((await send('PATCH', `/api/ticket/${ticketId}`, t.SUPERVISOR, { kilometer: 494, version: 'x' })).statusCode).toBe(400);
    expect(await read(ticketId)).toMatchObject({ kilometer: 493, version: 4 });
  });

  it('PUT without If-Match or version is the SPEC’s unconditional write', async () => {
    const ticketId = await newEvent();
    const first = await read(ticketId);
    await send('PATCH', `/api/ticket/${ticketId}`, t.SUPERVISOR, { sector: 'Peaje' });
    const { version: _v, ...spec } = first;
    const res = await send('PUT', `/api/ticket/${ticketId}`, t.SUPERVISOR, { ...spec, kilometer: 500 });
    expect(res.statusCode).toBe(200);
    expect(body(res).payload).toMatchObject({ kilometer: 500, sector: first.sector, version: 3 });
  });

  it('a stale If-Match from a caller who may not edit the event gets 403, never the event', async () => {
    const ticketId = await newEvent();
    const res = await send('PATCH', `/api/ticket/${ticketId}`, t.OPERATOR, { kilometer: 1 }, { 'if-match': '"9"' });
    expect(res.statusCode).toBe(403);
    expect(body(res).payload).toBeNull();
  });
});

describe('one write path per action: each changes only its fields and moves the version', () => {
  let ticketId: number;
  let before: Ticket;

  async function step(action: () => Promise<{ statusCode: number; body: string }>, fields: string[]) {
    const res = await action();
    expect(res.statusCode).toBe(200);
    const after = await read(ticketId);
    expect(changedFields(before, after)).toEqual(fields.sort());
    expect(after.version).toBe(before.version + 1);
    before = after;
  }

  it('assign, take, release, triage, status, milestone, close, reopen', async () => {
    ticketId = await newEvent();
    before = await read(ticketId);
    const url = `/api/ticket/${ticketId}`;
    await step(() => send('PATCH', url, t.SUPERVISOR, { kilometer: 487.2 }), ['kilometer']);
    // Before the assignment: assigning an open event works it (EN_PROCESO) by the status rule (issue 37).
    await step(
      () => send('PATCH', url, t.SUPERVISOR, { statusCode: 'EN_PROCESO' }, { 'if-match': `"${before.version}"` }),
      ['statusCode', 'statusName'],
    );
    const assigned = ['assignedToId', 'assignedToName', 'takenAt', 'milestones'];
    await step(() => send('POST', '/api/ticket/assign', t.SUPERVISOR, { ticketIds: [ticketId], assignedToId: id.OPERATOR }), assigned);
    await step(() => send('POST', `${url}/release`, t.OPERATOR), ['assignedToId', 'assignedToName']);
    await step(() => send('POST', `${url}/take`, t.OPERATOR), ['assignedToId', 'assignedToName']);
    await step(
      () => send('PUT', `${url}/triage`, t.OPERATOR, { severity: 'CRITICAL', lanesBlocked: { NORTH: 'PARTIAL' } }),
      ['severity', 'lanesBlocked'],
    );
    await step(() => send('POST', `${url}/milestone`, t.OPERATOR, { code: 'ON_SCENE' }), ['milestones']);
    await step(
      () => send('PATCH', url, t.OPERATOR, { statusCode: 'CERRADO', closeReason: 'RESUELTO' }, { 'if-match': `"${before.version}"` }),
      // Closing opens the lanes (the status rule).
      ['statusCode', 'statusName', 'closeReason', 'closeReasonName', 'closedAt', 'milestones', 'lanesBlocked'],
    );
    await step(
      () => send('POST', `${url}/reopen`, t.SUPERVISOR, { reason: 'Volvió a ocurrir' }),
      ['statusCode', 'statusName', 'closeReason', 'closeReasonName', 'closedAt', 'milestones'],
    );
  });

  it('bookkeeping that is not the event (unsubscribe, SLA-breach mark) and comments leave the version alone', async () => {
    const ticketId2 = await newEvent();
    await app.database.query('update tickets set reporter_unsubscribed_at = now(), sla_breach_notified_at = now() where id = $1', [
      ticketId2,
    ]);
    expect((await send('POST', `/api/ticket/${ticketId2}/comment`, t.SUPERVISOR, { comment: 'Revisado' })).statusCode).toBe(201);
    expect((await read(ticketId2)).version).toBe(1);
    // Nor can anybody set it by hand.
    await app.database.query('update tickets set version = 40 where id = $1', [ticketId2]);
    expect((await read(ticketId2)).version).toBe(1);
  });

  it('PATCH refuses an assignee: assignment has its own path', async () => {
    const ticketId2 = await newEvent();
    const res = await send('PATCH', `/api/ticket/${ticketId2}`, t.SUPERVISOR, { assignedToId: id.OPERATOR });
    expect(res.statusCode).toBe(400);
    expect(body(res).errors?.[0]?.field).toBe('assignedToId');
    expect((await read(ticketId2)).assignedToId).toBeNull();
  });

  it('PUT and /assign assign with the same rules and the same notification', async () => {
    const viaPut = await newEvent();
    const viaAssign = await newEvent();
    const row = await read(viaPut);
    expect((await send('PUT', `/api/ticket/${viaPut}`, t.SUPERVISOR, { ...row, assignedToId: id.OPERATOR })).statusCode).toBe(200);
    expect((await send('POST', '/api/ticket/assign', t.SUPERVISOR, { ticketIds: [viaAssign], assignedToId: id.OPERATOR })).statusCode).toBe(
      200,
    );
    const messages = await app.database.query<{ ticket_id: number; message: string }>(
      "select ticket_id, message from notifications where type = 'EVENT_ASSIGNED' and ticket_id = any($1::int[]) order by ticket_id",
      [[viaPut, viaAssign]],
    );
    expect(messages.map((m) => m.message)).toEqual([
      `Se le asignó el evento #${viaPut} (Accidente, km 485,5)`,
      `Se le asignó el evento #${viaAssign} (Accidente, km 485,5)`,
    ]);
    // A closed event is never (re)assigned, whichever path.
    const closed = await newEvent();
    const open = await read(closed);
    expect(
      (await send('PATCH', `/api/ticket/${closed}`, t.SUPERVISOR, { statusCode: 'CERRADO', closeReason: 'RESUELTO' })).statusCode,
    ).toBe(200);
    expect(
      (
        await send('PUT', `/api/ticket/${closed}`, t.SUPERVISOR, {
          ...open,
          version: undefined,
          statusCode: 'CERRADO',
          assignedToId: id.OPERATOR,
        })
      ).statusCode,
    ).toBe(409);
    expect((await send('POST', '/api/ticket/assign', t.SUPERVISOR, { ticketIds: [closed], assignedToId: id.OPERATOR })).statusCode).toBe(
      409,
    );
  });
});

describe('two concurrent closes', () => {
  async function assignedEvent() {
    const ticketId = await newEvent();
    expect((await send('POST', '/api/ticket/assign', t.SUPERVISOR, { ticketIds: [ticketId], assignedToId: id.OPERATOR })).statusCode).toBe(
      200,
    );
    return ticketId;
  }

  async function expectOneClosing(ticketId: number) {
    expect(await count("select count(*)::int as n from ticket_milestones where ticket_id = $1 and code = 'CLEARED'", [ticketId])).toBe(1);
    expect(
      await count("select count(*)::int as n from ticket_history where ticket_id = $1 and changes->'statusCode'->>1 = 'CERRADO'", [
        ticketId,
      ]),
    ).toBe(1);
    expect(
      await count("select count(*)::int as n from mail_outbox where kind = 'TICKET_CLOSED' and payload->>'ticketId' = $1", [
        String(ticketId),
      ]),
    ).toBe(1);
    const notices = await app.database.query<{ profile_id: string; n: number }>(
      "select profile_id, count(*)::int as n from notifications where ticket_id = $1 and type = 'EVENT_CLOSED' group by profile_id order by profile_id",
      [ticketId],
    );
    expect(notices.map((r) => r.n)).toEqual([1, 1]); // the reporter and the assigned operator, once each
    expect(notices.map((r) => r.profile_id).sort()).toEqual([id.DRIVER, id.OPERATOR].sort());
  }

  it('without a version: one closes, the other is told it is closed already (409)', async () => {
    const ticketId = await assignedEvent();
    const close = { statusCode: 'CERRADO', closeReason: 'RESUELTO' };
    const answers = await Promise.all([
      send('PATCH', `/api/ticket/${ticketId}`, t.SUPERVISOR, close),
      send('PATCH', `/api/ticket/${ticketId}`, t.ADMIN, close),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await expectOneClosing(ticketId);
  });

  it('two SPEC PUTs of the whole row, no version: one closing', async () => {
    const ticketId = await assignedEvent();
    const { version: _v, ...row } = await read(ticketId);
    const close = { ...row, statusCode: 'CERRADO', closeReason: 'RESUELTO' };
    const answers = await Promise.all([
      send('PUT', `/api/ticket/${ticketId}`, t.SUPERVISOR, close),
      send('PUT', `/api/ticket/${ticketId}`, t.ADMIN, close),
    ]);
    // A manager may save a closed event (it stays closed): the second save changes nothing.
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await expectOneClosing(ticketId);
  });

  it('with the version both started from: one closes, the other gets 412 with the closed event', async () => {
    const ticketId = await assignedEvent();
    const row = await read(ticketId);
    const close = { ...row, statusCode: 'CERRADO', closeReason: 'RESUELTO' };
    const answers = await Promise.all([
      send('PUT', `/api/ticket/${ticketId}`, t.SUPERVISOR, close),
      send('PUT', `/api/ticket/${ticketId}`, t.ADMIN, close),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    const refused = answers.find((a) => a.statusCode === 412)!;
    expect(body(refused).payload).toMatchObject({ statusCode: 'CERRADO', version: row.version + 1 });
    await expectOneClosing(ticketId);
  });
});
