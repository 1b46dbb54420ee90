// An incident's lifecycle (issue 26): milestones in order and who may record them, the times derived
// from them, DISPATCHED on assignment, CLEARED closing the event; the history's hash chain.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { verifyHistoryChains } from '../src/repositories/history-chain';
import { auth, body, MIGRATIONS, STAFF, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
let now = new Date();
const { t, id } = withSignedInApp({ clock: () => now, slaScanMs: 0 }, (started) => void (app = started), STAFF);
const MINUTE = 60_000;

const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: auth(token) });
const post = (token: string, url: string, payload: object = {}) => app.inject({ method: 'POST', url, headers: auth(token), payload });
const create = async (token = t.DRIVER) => {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(token), payload: validEvent() });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
};
const ticketOf = async (ticketId: number) => body(await get(t.ADMIN, `/api/ticket/${ticketId}`)).payload;
const milestone = (token: string, ticketId: number, payload: object) => post(token, `/api/ticket/${ticketId}/milestone`, payload);
/** Moves the app's clock `minutes` past the event's creation. */
const at = async (ticketId: number, minutes: number) => new Date(Date.parse((await ticketOf(ticketId)).createdAt) + minutes * MINUTE);

describe('milestones', () => {
  it('records them in order with the minutes from the report, and CLEARED closes the event', async () => {
    const ticketId = await create();
    const fresh = await ticketOf(ticketId);
    expect(fresh).toMatchObject({ milestones: [], responseMinutes: null, roadwayClearanceMinutes: null, incidentClearanceMinutes: null });

    now = await at(ticketId, 4);
    expect((await milestone(t.SUPERVISOR, ticketId, { code: 'VERIFIED' })).statusCode).toBe(200);
    now = await at(ticketId, 12);
    const onScene = await milestone(t.DRIVER, ticketId, { code: 'ON_SCENE' });
    expect(onScene.statusCode).toBe(200);
    expect(body(onScene).payload).toMatchObject({ responseMinutes: 12, roadwayClearanceMinutes: null });
    now = await at(ticketId, 40);
    expect(body(await milestone(t.SUPERVISOR, ticketId, { code: 'LANES_OPEN' })).payload.roadwayClearanceMinutes).toBe(40);

    now = await at(ticketId, 55);
    const noReason = await milestone(t.SUPERVISOR, ticketId, { code: 'CLEARED' });
    expect(noReason.statusCode).toBe(400);
    expect(body(noReason).errors).toEqual([{ field: 'closeReason', message: 'Indique el motivo de cierre' }]);
    const cleared = body(await milestone(t.SUPERVISOR, ticketId, { code: 'CLEARED', closeReason: 'RESUELTO' })).payload;
    expect(cleared).toMatchObject({ statusCode: 'CERRADO', closeReason: 'RESUELTO', incidentClearanceMinutes: 55 });
    expect(cleared.milestones.map((m: { code: string }) => m.code)).toEqual(['VERIFIED', 'ON_SCENE', 'LANES_OPEN', 'CLEARED']);
    expect(cleared.milestones.every((m: { corrected: boolean }) => !m.corrected)).toBe(true);

    // Closed: nothing more, and the history tells each step.
    expect((await milestone(t.SUPERVISOR, ticketId, { code: 'DISPATCHED' })).statusCode).toBe(409);
    const history = body(await get(t.INSPECTOR, `/api/ticket/${ticketId}/history`)).payload as { action: string }[];
    expect(history.filter((h) => h.action === 'MILESTONE')).toHaveLength(4);
  });

  it('refuses one out of order, twice, in the future, before the report, or in the past without a reason', async () => {
    const ticketId = await create();
    now = await at(ticketId, 30);
    expect(
      (await milestone(t.SUPERVISOR, ticketId, { code: 'ON_SCENE', at: (await at(ticketId, 20)).toISOString(), reason: 'Aviso por radio' }))
        .statusCode,
    ).toBe(200);

    const early = await milestone(t.SUPERVISOR, ticketId, {
      code: 'LANES_OPEN',
      at: (await at(ticketId, 15)).toISOString(),
      reason: 'Radio',
    });
    expect(early.statusCode).toBe(400);
    expect(body(early).errors).toEqual([{ field: 'at', message: 'No puede ser anterior a «En el lugar», ya registrado' }]);
    const late = await milestone(t.SUPERVISOR, ticketId, { code: 'VERIFIED', at: (await at(ticketId, 25)).toISOString(), reason: 'Radio' });
    expect(body(late).errors).toEqual([{ field: 'at', message: 'No puede ser posterior a «En el lugar», ya registrado' }]);
    const twice = await milestone(t.SUPERVISOR, ticketId, { code: 'ON_SCENE' });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).errors?.[0]?.field).toBe('code');

    const future = await milestone(t.SUPERVISOR, ticketId, { code: 'LANES_OPEN', at: (await at(ticketId, 40)).toISOString() });
    expect(body(future).errors).toEqual([{ field: 'at', message: 'La fecha no puede estar en el futuro' }]);
    const before = await milestone(t.SUPERVISOR, ticketId, { code: 'VERIFIED', at: (await at(ticketId, -5)).toISOString(), reason: 'x' });
    expect(body(before).errors?.[0]?.field).toBe('at');
    const noReason = await milestone(t.SUPERVISOR, ticketId, { code: 'LANES_OPEN', at: (await at(ticketId, 25)).toISOString() });
    expect(body(noReason).errors).toEqual([{ field: 'reason', message: 'Indique por qué registra una hora pasada' }]);
    expect((await milestone(t.SUPERVISOR, ticketId, { code: 'SOMETHING' })).statusCode).toBe(400);

    // The corrected one says so; the minutes count to the time it happened.
    const ticket = await ticketOf(ticketId);
    expect(ticket.milestones).toEqual([{ code: 'ON_SCENE', at: (await at(ticketId, 20)).toISOString(), corrected: true }]);
    expect(ticket.responseMinutes).toBe(20);
  });

  it('lets the assigned operator, supervisors, admins and the reporting driver record; not an inspector or others', async () => {
    const ticketId = await create();
    now = await at(ticketId, 1);
    expect((await milestone(t.INSPECTOR, ticketId, { code: 'VERIFIED' })).statusCode).toBe(403);
    // Open and unassigned: an operator sees it but may not work its timeline until it is theirs.
    expect((await milestone(t.OPERATOR, ticketId, { code: 'VERIFIED' })).statusCode).toBe(403);
    const otherDriver = await create(t.ADMIN);
    expect((await milestone(t.DRIVER, otherDriver, { code: 'VERIFIED' })).statusCode).toBe(404);

    // Taking it dispatches it (T3), once.
    now = await at(ticketId, 3);
    expect((await post(t.OPERATOR, `/api/ticket/${ticketId}/take`)).statusCode).toBe(200);
    expect((await ticketOf(ticketId)).milestones).toEqual([
      { code: 'DISPATCHED', at: (await at(ticketId, 3)).toISOString(), corrected: false },
    ]);
    now = await at(ticketId, 6);
    expect((await milestone(t.OPERATOR, ticketId, { code: 'ON_SCENE' })).statusCode).toBe(200);
    expect((await milestone(t.OPERATOR2, ticketId, { code: 'LANES_OPEN' })).statusCode).toBe(404);
    expect((await milestone(t.ADMIN, ticketId, { code: 'LANES_OPEN' })).statusCode).toBe(200);
  });

  it('records DISPATCHED when a supervisor assigns, alone or in bulk, unless a later milestone is there', async () => {
    const single = await create();
    const bulk = await create();
    const late = await create();
    now = await at(late, 8);
    expect((await milestone(t.SUPERVISOR, late, { code: 'ON_SCENE' })).statusCode).toBe(200);
    const current = await ticketOf(single);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/ticket/${single}`,
          headers: auth(t.SUPERVISOR),
          payload: { ...current, assignedToId: id.OPERATOR },
        })
      ).statusCode,
    ).toBe(200);
    expect((await post(t.SUPERVISOR, '/api/ticket/assign', { ticketIds: [bulk, late], assignedToId: id.OPERATOR2 })).statusCode).toBe(200);
    expect((await ticketOf(single)).milestones.map((m: { code: string }) => m.code)).toEqual(['DISPATCHED']);
    expect((await ticketOf(bulk)).milestones.map((m: { code: string }) => m.code)).toEqual(['DISPATCHED']);
    expect((await ticketOf(late)).milestones.map((m: { code: string }) => m.code)).toEqual(['ON_SCENE']);
  });
});

describe('the history hash chain', () => {
  const chainOf = async (ticketId: number) => {
    const res = await get(t.INSPECTOR, `/api/ticket/${ticketId}/history`);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(body(res).payload)).toBe(true);
    return res.headers['x-history-chain'];
  };

  it('verifies each event’s history, also written at once, and detects a row edited or removed in the database', async () => {
    const ticketId = await create();
    const other = await create();
    await Promise.all(
      ['Patrulla avisada', 'Grúa en camino', 'Carabineros en el lugar'].map((comment) =>
        post(t.SUPERVISOR, `/api/ticket/${ticketId}/comment`, { comment }),
      ),
    );
    now = await at(ticketId, 2);
    await milestone(t.SUPERVISOR, ticketId, { code: 'VERIFIED' });
    expect(await chainOf(ticketId)).toBe('VERIFIED');
    expect(await chainOf(1)).toBe('VERIFIED'); // a seeded event

    const rows = await app.database.query<{ id: number; prev_hash: string | null; hash: string }>(
      'select id, prev_hash, hash from ticket_history where ticket_id = $1 order by id',
      [ticketId],
    );
    expect(rows).toHaveLength(5);
    expect(rows[0]!.prev_hash).toBeNull();
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);

    // Someone with database access rewrites what a comment said.
    await app.database.query(`update ticket_history set changes = '{"comment": [null, "Nada que informar"]}' where id = $1`, [rows[1]!.id]);
    expect(await chainOf(ticketId)).toBe('BROKEN');
    expect(await chainOf(other)).toBe('VERIFIED');

    // Rehashing the edited row does not help: the next row still names the old hash.
    await app.database.query(
      `update ticket_history set hash = ticket_history_hash(id, ticket_id, changed_by_id, action, changes, changed_at, prev_hash) where id = $1`,
      [rows[1]!.id],
    );
    expect(await chainOf(ticketId)).toBe('BROKEN');

    // Removing a row from the middle is detected too.
    for (const comment of ['Primera nota', 'Segunda nota']) await post(t.SUPERVISOR, `/api/ticket/${other}/comment`, { comment });
    expect(await chainOf(other)).toBe('VERIFIED');
    const [middle] = await app.database.query<{ id: number }>(
      "select id from ticket_history where ticket_id = $1 and action = 'COMMENT_ADDED' order by id limit 1",
      [other],
    );
    await app.database.query('delete from ticket_history where id = $1', [middle!.id]);
    expect(await chainOf(other)).toBe('BROKEN');
  });
});

describe('closing and reopening', () => {
  it('closing through the event form clears it; reopening takes that back, and it is cleared again when closed again', async () => {
    const ticketId = await create();
    now = await at(ticketId, 30);
    const current = await ticketOf(ticketId);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/ticket/${ticketId}`,
      headers: auth(t.SUPERVISOR),
      payload: { ...current, statusCode: 'CERRADO', closeReason: 'FALSO_AVISO' },
    });
    expect(body(put).payload).toMatchObject({ statusCode: 'CERRADO', incidentClearanceMinutes: 30 });

    expect((await post(t.SUPERVISOR, `/api/ticket/${ticketId}/reopen`, { reason: 'Sigue el choque' })).statusCode).toBe(200);
    expect(await ticketOf(ticketId)).toMatchObject({ milestones: [], incidentClearanceMinutes: null });
    const history = body(await get(t.ADMIN, `/api/ticket/${ticketId}/history`)).payload as {
      action: string;
      changes: { field: string }[];
    }[];
    expect(history.at(-1)!.changes.map((c) => c.field)).toContain('cleared');

    now = await at(ticketId, 45);
    const cleared = await milestone(t.SUPERVISOR, ticketId, { code: 'CLEARED', closeReason: 'RESUELTO' });
    expect(body(cleared).payload).toMatchObject({ statusCode: 'CERRADO', closeReason: 'RESUELTO', incidentClearanceMinutes: 45 });
  });
});

describe('migration 0012 on the rows already there', () => {
  const statements = readFileSync(join(MIGRATIONS, '0012_lifecycle.sql'), 'utf8').split('--> statement-breakpoint');
  const query = (text: string) => app.database.query(text);

  it('chains every event’s history as the trigger does', async () => {
    const ids = (await query('select id from tickets order by id')).map((r) => Number(r['id']));
    const states = async () => [...(await verifyHistoryChains(app.db, ids)).entries()];
    // The events whose rows the chain test altered are BROKEN; the others keep their very hashes.
    const broken = (await states()).filter(([, state]) => state === 'BROKEN').map(([id]) => id);
    expect(broken).toHaveLength(2);
    const rows = () => query(`select id, prev_hash, hash from ticket_history where ticket_id <> all('{${broken.join(',')}}') order by id`);
    const before = await rows();
    expect(before.length).toBeGreaterThan(50);
    await query(`update ticket_history set prev_hash = null, hash = ''`);
    await query(statements.find((s) => s.includes('DO $$'))!);
    expect(await rows()).toEqual(before);
    expect((await states()).filter(([, state]) => state === 'BROKEN')).toEqual([]);
  });

  it('dispatches the events already taken and clears the ones already closed', async () => {
    await query('delete from ticket_milestones');
    for (const s of statements.filter((s) => s.includes('INSERT INTO "ticket_milestones"'))) await query(s);
    const [wrong] = await query(`select count(*)::int as n from tickets t where
      (t.taken_at is not null) <> exists (select 1 from ticket_milestones m where m.ticket_id = t.id and m.code = 'DISPATCHED' and m.at = t.taken_at)
      or (t.status_code = 'CERRADO' and t.closed_at >= coalesce(t.taken_at, t.closed_at))
        <> exists (select 1 from ticket_milestones m where m.ticket_id = t.id and m.code = 'CLEARED' and m.at = t.closed_at)`);
    expect(wrong).toEqual({ n: 0 });
    const [counts] = await query(`select count(*) filter (where code = 'DISPATCHED')::int as dispatched,
      count(*) filter (where code = 'CLEARED')::int as cleared from ticket_milestones`);
    expect(Number(counts!['dispatched'])).toBeGreaterThan(0);
    expect(Number(counts!['cleared'])).toBeGreaterThan(0);
  });
});
