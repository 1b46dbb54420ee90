// The status and lanes rule (issue 37 item 3, @vigia/domain/event-state) applied by the server on
// every write that changes what it reads, stored, and read back by the event, its history, the public
// road page and the Open511 feed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MILESTONE_CODES, type LanesBlocked, type MilestoneCode, type Ticket } from '@vigia/domain';
import { auth, body, MIGRATIONS, STAFF, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
const { t, id } = withSignedInApp({ publicCacheMs: 0, slaScanMs: 0 }, (started) => void (app = started), STAFF);

type Answer = Parameters<typeof body>[0];
const send = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object): Promise<Answer> =>
  app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await send('POST', '/api/ticket', t.SUPERVISOR, validEvent(overrides));
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
};
const read = async (id: number) => body(await send('GET', `/api/ticket/${id}`, t.ADMIN)).payload as Ticket;
/** The action's answer: the event as stored, with its ETag. */
const answered = (res: Answer) => {
  expect(res.statusCode).toBe(200);
  const event = body(res).payload as Ticket;
  expect(res.headers['etag']).toBe(`"${event.version}"`);
  return event;
};
const lanes = (NORTH: LanesBlocked['NORTH'], SOUTH: LanesBlocked['SOUTH']) => ({ NORTH, SOUTH });
const OPEN = lanes('NONE', 'NONE');

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe('the status and lanes after each milestone, in every order', () => {
  const orders = permutations(MILESTONE_CODES.filter((code) => code !== 'CLEARED'));

  it('T3 and T4 work it, T5 opens the lanes, T6 closes with them open; T2 alone changes nothing', async () => {
    expect(orders).toHaveLength(24);
    for (const order of orders) {
      const ticketId = await create();
      const blocked = answered(
        await send('PUT', `/api/ticket/${ticketId}/triage`, t.SUPERVISOR, { lanesBlocked: lanes('ALL', 'PARTIAL') }),
      );
      expect(blocked).toMatchObject({ statusCode: 'ABIERTO', lanesBlocked: lanes('ALL', 'PARTIAL') });
      const createdAt = Date.parse(blocked.createdAt);
      // Recorded in this order, each at its place in time (T2 first … T5 last): a later one first is allowed.
      const timeOf = (code: MilestoneCode) => new Date(createdAt + (MILESTONE_CODES.indexOf(code) + 1) * 1000).toISOString();
      const recorded: MilestoneCode[] = [];
      for (const code of order) {
        const event = answered(await send('POST', `/api/ticket/${ticketId}/milestone`, t.SUPERVISOR, { code, at: timeOf(code) }));
        recorded.push(code);
        const worked = recorded.some((c) => c === 'DISPATCHED' || c === 'ON_SCENE' || c === 'LANES_OPEN');
        expect({ order, after: code, statusCode: event.statusCode, lanesBlocked: event.lanesBlocked }).toEqual({
          order,
          after: code,
          statusCode: worked ? 'EN_PROCESO' : 'ABIERTO',
          lanesBlocked: recorded.includes('LANES_OPEN') ? OPEN : lanes('ALL', 'PARTIAL'),
        });
        // What the answer says is what is stored.
        expect(await read(ticketId)).toMatchObject({
          statusCode: event.statusCode,
          lanesBlocked: event.lanesBlocked,
          version: event.version,
        });
      }
      const cleared = answered(
        await send('POST', `/api/ticket/${ticketId}/milestone`, t.SUPERVISOR, {
          code: 'CLEARED',
          at: timeOf('CLEARED'),
          closeReason: 'RESUELTO',
        }),
      );
      expect(cleared).toMatchObject({ statusCode: 'CERRADO', lanesBlocked: OPEN });
    }
  }, 120_000);

  it('closing without T5 opens the lanes; a milestone before it keeps them, with one history line each', async () => {
    const ticketId = await create();
    answered(await send('PUT', `/api/ticket/${ticketId}/triage`, t.SUPERVISOR, { lanesBlocked: lanes('PARTIAL', 'ALL') }));
    const before = await read(ticketId);
    const onScene = answered(await send('POST', `/api/ticket/${ticketId}/milestone`, t.SUPERVISOR, { code: 'ON_SCENE' }));
    expect(onScene).toMatchObject({ statusCode: 'EN_PROCESO', lanesBlocked: lanes('PARTIAL', 'ALL'), version: before.version + 1 });
    const closed = answered(
      await send('POST', `/api/ticket/${ticketId}/milestone`, t.SUPERVISOR, { code: 'CLEARED', closeReason: 'RESUELTO' }),
    );
    expect(closed).toMatchObject({ statusCode: 'CERRADO', lanesBlocked: OPEN, version: onScene.version + 1 });
    const history = body(await send('GET', `/api/ticket/${ticketId}/history`, t.ADMIN)).payload as {
      action: string;
      changes: { field: string; from: unknown; to: unknown }[];
    }[];
    const milestoneLine = history.find((h) => h.action === 'MILESTONE' && h.changes.some((c) => c.to === 'ON_SCENE'));
    expect(milestoneLine?.changes).toContainEqual({ field: 'statusCode', from: 'Abierto', to: 'En proceso' });
    expect(history.at(-1)?.changes).toEqual(
      expect.arrayContaining([
        { field: 'statusCode', from: 'En proceso', to: 'Cerrado' },
        { field: 'lanesNorth', from: 'PARTIAL', to: 'NONE' },
        { field: 'lanesSouth', from: 'ALL', to: 'NONE' },
      ]),
    );
  });
});

describe('taking, lanes after T5, closing and reopening', () => {
  it('taking works the event: EN_PROCESO in the answer, one version, one history line', async () => {
    const ticketId = await create();
    const before = await read(ticketId);
    const taken = answered(await send('POST', `/api/ticket/${ticketId}/take`, t.OPERATOR));
    expect(taken).toMatchObject({ statusCode: 'EN_PROCESO', version: before.version + 1 });
    const history = body(await send('GET', `/api/ticket/${ticketId}/history`, t.ADMIN)).payload as { action: string; changes: unknown[] }[];
    expect(history.find((h) => h.action === 'TAKEN')?.changes).toContainEqual({ field: 'statusCode', from: 'Abierto', to: 'En proceso' });
    // Released, it stays worked (its T3 stays).
    expect(answered(await send('POST', `/api/ticket/${ticketId}/release`, t.OPERATOR)).statusCode).toBe('EN_PROCESO');
  });

  it('a PUT assigning, and a PUT closing, follow the same rule', async () => {
    const ticketId = await create();
    const fresh = await read(ticketId);
    const assigned = await send('PUT', `/api/ticket/${ticketId}`, t.SUPERVISOR, { ...fresh, assignedToId: id.OPERATOR });
    expect(assigned.statusCode).toBe(200);
    expect(body(assigned).payload).toMatchObject({ statusCode: 'EN_PROCESO', assignedToId: id.OPERATOR, version: fresh.version + 1 });
    answered(await send('PUT', `/api/ticket/${ticketId}/triage`, t.SUPERVISOR, { lanesBlocked: lanes('ALL', 'NONE') }));
    const row = await read(ticketId);
    const closed = await send('PUT', `/api/ticket/${ticketId}`, t.SUPERVISOR, { ...row, statusCode: 'CERRADO', closeReason: 'RESUELTO' });
    expect(closed.statusCode).toBe(200);
    expect(body(closed).payload).toMatchObject({ statusCode: 'CERRADO', lanesBlocked: OPEN, version: row.version + 1 });
  });

  it('a PUT or PATCH sets Abierto → En proceso by hand, never back', async () => {
    const ticketId = await create();
    const fresh = await read(ticketId);
    const forward = answered(await send('PUT', `/api/ticket/${ticketId}`, t.SUPERVISOR, { ...fresh, statusCode: 'EN_PROCESO' }));
    expect(forward).toMatchObject({ statusCode: 'EN_PROCESO', version: fresh.version + 1 });
    const back = await app.inject({
      method: 'PATCH',
      url: `/api/ticket/${ticketId}`,
      headers: auth(t.SUPERVISOR),
      payload: { statusCode: 'ABIERTO', version: forward.version },
    });
    expect(back.statusCode).toBe(409);
    expect(body(back).errors).toEqual([{ field: 'statusCode', message: 'Un evento en proceso no vuelve a «Abierto»' }]);
    const put = await send('PUT', `/api/ticket/${ticketId}`, t.SUPERVISOR, { ...(await read(ticketId)), statusCode: 'ABIERTO' });
    expect(put.statusCode).toBe(409);
    expect(await read(ticketId)).toMatchObject({ statusCode: 'EN_PROCESO', version: forward.version });
  });

  it('a blockage recorded after T5 counts again; the public page and the Open511 feed show what is stored', async () => {
    const kilometer = 577.3;
    const ticketId = await create({ kilometer, commune: 'Collipulli' });
    const feedState = async (status: 'ACTIVE' | 'ARCHIVED') => {
      const feed = JSON.parse((await send('GET', `/open511/events?status=${status}&limit=500`, t.ADMIN)).body) as {
        events: { id: string; roads: { direction: string; state: string }[] }[];
      };
      return feed.events.find((e) => e.id.endsWith(`/${ticketId}`))?.roads.map((r) => `${r.direction} ${r.state}`) ?? null;
    };
    const pageLanes = async () => {
      const html = (await app.inject({ method: 'GET', url: '/estado-de-la-ruta' })).body;
      const item = [...html.matchAll(/<li class="[A-Z]+">([\s\S]*?)<\/li>/g)].map((m) => m[1]!).find((li) => li.includes('km 577,3'));
      return item?.match(/<dt>Pistas<\/dt><dd>([^<]*)<\/dd>/)?.[1] ?? null;
    };

    answered(await send('PUT', `/api/ticket/${ticketId}/triage`, t.SUPERVISOR, { lanesBlocked: lanes('ALL', 'ALL') }));
    expect(await feedState('ACTIVE')).toEqual(['S CLOSED', 'N CLOSED']);
    expect(await pageLanes()).toBe('Calzada norte a sur: bloqueo total; Calzada sur a norte: bloqueo total');

    answered(await send('POST', `/api/ticket/${ticketId}/milestone`, t.SUPERVISOR, { code: 'LANES_OPEN' }));
    expect(await feedState('ACTIVE')).toEqual(['S ALL_LANES_OPEN']);
    expect(await pageLanes()).toBe('Calzada norte a sur: sin bloqueo; Calzada sur a norte: sin bloqueo');

    // A new blockage after T5: recorded later, it counts.
    const again = answered(await send('PUT', `/api/ticket/${ticketId}/triage`, t.SUPERVISOR, { lanesBlocked: lanes('PARTIAL', 'NONE') }));
    expect(again).toMatchObject({ statusCode: 'EN_PROCESO', lanesBlocked: lanes('PARTIAL', 'NONE') });
    expect(await feedState('ACTIVE')).toEqual(['S SOME_LANES_CLOSED']);
    expect(await pageLanes()).toBe('Calzada norte a sur: bloqueo parcial; Calzada sur a norte: sin bloqueo');

    answered(await send('POST', `/api/ticket/${ticketId}/milestone`, t.SUPERVISOR, { code: 'CLEARED', closeReason: 'RESUELTO' }));
    expect(await feedState('ACTIVE')).toBeNull();
    expect(await feedState('ARCHIVED')).toEqual(['S ALL_LANES_OPEN']);
    expect(await pageLanes()).toBeNull();

    const reopened = answered(await send('POST', `/api/ticket/${ticketId}/reopen`, t.SUPERVISOR, { reason: 'Volvió a ocurrir' }));
    expect(reopened).toMatchObject({ statusCode: 'EN_PROCESO', lanesBlocked: OPEN });
    expect(await feedState('ACTIVE')).toEqual(['S ALL_LANES_OPEN']);
    expect(await pageLanes()).toBe('Calzada norte a sur: sin bloqueo; Calzada sur a norte: sin bloqueo');
  });
});

describe('migration 0021: the events stored before the rule', () => {
  it('brings their status and lanes in line, with a history line and a new version each; the rest stay as they are', async () => {
    const [taken, closed, opened, blockedAgain, untouched] = [
      await create(),
      await create(),
      await create(),
      await create(),
      await create(),
    ];
    const q = (text: string, params: unknown[] = []) => app.database.query(text, params);
    // As the old code left them: taken but "Abierto"; closed with lanes blocked; T5 with the lanes of before it.
    await q(`update tickets set assigned_to_id = $2, lanes_north = 'ALL' where id = $1`, [taken, id.OPERATOR]);
    await q(`update tickets set status_code = 'CERRADO', close_reason = 'RESUELTO', lanes_south = 'PARTIAL' where id = $1`, [closed]);
    for (const ticketId of [opened, blockedAgain]) {
      await q(`update tickets set lanes_north = 'ALL', lanes_south = 'ALL' where id = $1`, [ticketId]);
      await q(
        `insert into ticket_milestones (ticket_id, code, at, recorded_at) values ($1, 'LANES_OPEN', now() - interval '5 min', now() - interval '5 min')`,
        [ticketId],
      );
    }
    // A blockage recorded after T5 counts: left as it is (but the status: T5 works it).
    await q(`insert into ticket_history (ticket_id, action, changes) values ($1, 'TRIAGED', '{"lanesNorth": ["NONE", "ALL"]}')`, [
      blockedAgain,
    ]);
    const before = new Map((await Promise.all([taken, closed, opened, blockedAgain, untouched].map(read))).map((e) => [e.id, e]));

    await q(readFileSync(join(MIGRATIONS, '0021_event_state.sql'), 'utf8'));

    const after = async (ticketId: number) => {
      const event = await read(ticketId);
      return { statusCode: event.statusCode, lanesBlocked: event.lanesBlocked, moved: event.version - before.get(ticketId)!.version };
    };
    expect(await after(taken)).toEqual({ statusCode: 'EN_PROCESO', lanesBlocked: lanes('ALL', 'NONE'), moved: 1 });
    expect(await after(closed)).toEqual({ statusCode: 'CERRADO', lanesBlocked: OPEN, moved: 1 });
    expect(await after(opened)).toEqual({ statusCode: 'EN_PROCESO', lanesBlocked: OPEN, moved: 1 });
    expect(await after(blockedAgain)).toEqual({ statusCode: 'EN_PROCESO', lanesBlocked: lanes('ALL', 'ALL'), moved: 1 });
    expect(await after(untouched)).toEqual({ statusCode: 'ABIERTO', lanesBlocked: OPEN, moved: 0 });
    const history = body(await send('GET', `/api/ticket/${opened}/history`, t.ADMIN)).payload as {
      action: string;
      actorName: null;
      changes: unknown[];
    }[];
    expect(history.at(-1)).toMatchObject({ action: 'UPDATED', actorName: null });
    expect(history.at(-1)?.changes).toEqual(
      expect.arrayContaining([
        { field: 'statusCode', from: 'Abierto', to: 'En proceso' },
        { field: 'lanesNorth', from: 'ALL', to: 'NONE' },
        { field: 'lanesSouth', from: 'ALL', to: 'NONE' },
      ]),
    );
    // Run again: nothing left to change.
    await q(readFileSync(join(MIGRATIONS, '0021_event_state.sql'), 'utf8'));
    expect((await read(opened)).version).toBe(before.get(opened)!.version + 1);
  });
});
