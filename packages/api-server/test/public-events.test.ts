// Issue 37 item 6: the public road page and the Open511 feed publish only what the control room
// stands behind (repositories/road-events.ts `published`): a report once it is verified (T2), an
// event the control room created at once, merged duplicates once (the surviving event only).
import type { FastifyInstance } from 'fastify';
import { communeForKm } from '@vigia/domain/location';
import { auth, body, STAFF, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
// Each test changes events and reads the page at once: no shared copy.
const { t } = withSignedInApp({ publicCacheMs: 0, slaScanMs: 0 }, (started) => void (app = started), STAFF);

const post = (url: string, token: string | null, payload: object) =>
  app.inject({ method: 'POST', url, ...(token ? { headers: auth(token) } : {}), payload });

/** A report at `kilometer` from the public form (no sign-in), or by the account of `token`. */
async function report(kilometer: number, token: string | null = null, overrides: Record<string, unknown> = {}) {
  const res = await post('/api/ticket', token, validEvent({ kilometer, commune: communeForKm(kilometer)!.commune, ...overrides }));
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
}

/** T2 by the control room, at `at` (default now). */
const verify = async (id: number, at?: string) =>
  expect((await post(`/api/ticket/${id}/milestone`, t.SUPERVISOR, { code: 'VERIFIED', ...(at ? { at } : {}) })).statusCode).toBe(200);

/** The page's list items about `km` (as the page writes it, "485,5"). */
async function pageItems(km: string): Promise<string[]> {
  const html = (await app.inject({ method: 'GET', url: '/estado-de-la-ruta' })).body;
  return [...html.matchAll(/<li class="[A-Z]+">([\s\S]*?)<\/li>/g)].map((m) => m[1]!).filter((li) => li.includes(` · km ${km}</h3>`));
}

/** The feed's event ids (without the jurisdiction), in JSON and in XML: both must agree. */
async function feedIds(status: 'ACTIVE' | 'ALL'): Promise<number[]> {
  const json = (await app.inject({ method: 'GET', url: `/open511/events?status=${status}&limit=500` })).json().events as { id: string }[];
  const xml = (await app.inject({ method: 'GET', url: `/open511/events?status=${status}&limit=500&format=xml` })).body;
  const ids = json.map((e) => Number(e.id.split('/')[1]));
  expect([...xml.matchAll(/<id>[^<]*\/(\d+)<\/id>/g)].map((m) => Number(m[1]))).toEqual(ids);
  return ids;
}

it('keeps a public report off the page and the feeds until the control room verifies it (T2)', async () => {
  const id = await report(431.2);
  expect(await pageItems('431,2')).toEqual([]);
  expect(await feedIds('ACTIVE')).not.toContain(id);
  expect(await feedIds('ALL')).not.toContain(id);
  // Taking it is not verifying it.
  expect((await post(`/api/ticket/${id}/take`, t.OPERATOR, {})).statusCode).toBe(200);
  expect(await pageItems('431,2')).toEqual([]);

  // Verified as it was reported (before T3, which taking recorded).
  const { createdAt } = body(await app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: auth(t.SUPERVISOR) })).payload;
  await verify(id, createdAt);
  expect(await pageItems('431,2')).toHaveLength(1);
  expect(await feedIds('ACTIVE')).toContain(id);
});

it('publishes at once what the control room created itself; a driver’s report waits for T2 like the public’s', async () => {
  const byOperator = await report(436.4, t.OPERATOR);
  const bySupervisor = await report(437.4, t.SUPERVISOR);
  const byDriver = await report(438.4, t.DRIVER);
  expect(await pageItems('436,4')).toHaveLength(1);
  expect(await pageItems('437,4')).toHaveLength(1);
  expect(await pageItems('438,4')).toEqual([]);
  const active = await feedIds('ACTIVE');
  expect(active).toEqual(expect.arrayContaining([byOperator, bySupervisor]));
  expect(active).not.toContain(byDriver);
  await verify(byDriver);
  expect(await pageItems('438,4')).toHaveLength(1);
});

it('shows three reports of one crash, merged, as one event: the survivor, verified through any of them', async () => {
  const [first, second, third] = [await report(442.7), await report(442.8), await report(442.9)];
  // The operator verifies the second report before seeing they are one crash.
  await verify(second);
  expect(await pageItems('442,8')).toHaveLength(1);
  for (const duplicate of [second, third]) {
    expect((await post(`/api/ticket/${duplicate}/merge`, t.SUPERVISOR, { into: first })).statusCode).toBe(200);
  }
  const items = [...(await pageItems('442,7')), ...(await pageItems('442,8')), ...(await pageItems('442,9'))];
  expect(items).toHaveLength(1);
  expect(items[0]).toContain(' · km 442,7</h3>');
  const active = await feedIds('ACTIVE');
  expect(active).toContain(first);
  // The merged ones are closed as duplicates: not even archived in the feed.
  const all = await feedIds('ALL');
  expect(all.filter((id) => [first, second, third].includes(id))).toEqual([first]);
});

it('a closed verified event leaves the page and is archived in the feed; an unverified one never appears', async () => {
  const verified = await report(447.1, t.OPERATOR);
  const rumour = await report(447.6);
  for (const id of [verified, rumour]) {
    const current = body(await app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: auth(t.SUPERVISOR) })).payload;
    const closed = await app.inject({
      method: 'PUT',
      url: `/api/ticket/${id}`,
      headers: auth(t.SUPERVISOR),
      payload: { ...current, statusCode: 'CERRADO', closeReason: 'RESUELTO' },
    });
    expect(closed.statusCode).toBe(200);
  }
  expect(await pageItems('447,1')).toEqual([]);
  const all = await feedIds('ALL');
  expect(all).toContain(verified);
  expect(all).not.toContain(rumour);
});

it('names the lanes by carriageway with the words of every screen, as the status and lanes rule stored them', async () => {
  const id = await report(452.3, t.SUPERVISOR, { orientation: 'SOUTH' });
  const triaged = await app.inject({
    method: 'PUT',
    url: `/api/ticket/${id}/triage`,
    headers: auth(t.SUPERVISOR),
    payload: { lanesBlocked: { NORTH: 'PARTIAL', SOUTH: 'ALL' } },
  });
  expect(triaged.statusCode).toBe(200);
  const [item] = await pageItems('452,3');
  expect(item).toContain('<dt>Pistas</dt><dd>Calzada norte a sur: bloqueo parcial; Calzada sur a norte: bloqueo total</dd>');
  const html = (await app.inject({ method: 'GET', url: '/estado-de-la-ruta' })).body;
  expect(html).toContain('<h3>Calzada norte a sur</h3>');
  expect(html).toContain('<h3>Calzada sur a norte</h3>');
  expect(html).toMatch(/<svg [^>]*aria-label="Calzada sur a norte: \d+ eventos? abiertos?"/);
  // T5: both carriageways open, on the page as in the event.
  expect((await post(`/api/ticket/${id}/milestone`, t.SUPERVISOR, { code: 'LANES_OPEN' })).statusCode).toBe(200);
  expect((await pageItems('452,3'))[0]).toContain(
    '<dt>Pistas</dt><dd>Calzada norte a sur: sin bloqueo; Calzada sur a norte: sin bloqueo</dd>',
  );
});
