import {
  createUnit,
  dispatchUnit,
  listDispatchOptions,
  listUnits,
  reportUnitPosition,
  setUnitStatus,
  signOffUnit,
  signOnUnit,
  updateUnit,
} from './index';
import { json, seen, serve } from './test/fake-server';
import { freshApiEachTest } from './test/fresh-api';

freshApiEachTest('abc');

const sent = () => seen.map((r) => `${r.method} ${new URL(r.url).pathname}`);

it('calls the unit routes with their bodies', async () => {
  serve(() => json(200, { payload: { id: 3 } }));
  await createUnit({ code: 'P-03', kind: 'PATROL', plate: 'KJTR22', baseKm: 452 });
  await signOnUnit(3);
  const position = { lat: -37.4, lon: -72.3, accuracy: 8, at: '2026-11-27T17:00:00.000Z' };
  await reportUnitPosition(3, [position, position]);
  await setUnitStatus(3, 'EN_ROUTE');
  await dispatchUnit(12, 3);
  await signOffUnit(3);
  expect(sent()).toEqual([
    'POST /api/unit',
    'POST /api/unit/3/shift',
    'POST /api/unit/3/position',
    'POST /api/unit/3/status',
    'POST /api/ticket/12/dispatch',
    'DELETE /api/unit/3/shift',
  ]);
  const bodies = await Promise.all(seen.filter((r) => r.method === 'POST' && !r.url.endsWith('/shift')).map((r) => r.json()));
  expect(bodies).toEqual([
    { code: 'P-03', kind: 'PATROL', plate: 'KJTR22', baseKm: 452 },
    [position, position],
    { status: 'EN_ROUTE' },
    { unitId: 3 },
  ]);
});

it('names the version edited and dispatched against as If-Match', async () => {
  serve(() => json(200, { payload: { id: 3 } }));
  await updateUnit(3, { active: false }, 4);
  await dispatchUnit(12, 3, 9);
  expect(seen.map((r) => r.headers.get('if-match'))).toEqual(['"4"', '"9"']);
});

it('reads the board and an event’s dispatch options', async () => {
  serve(() => json(200, { payload: [] }));
  await expect(listUnits()).resolves.toEqual([]);
  await expect(listDispatchOptions(12)).resolves.toEqual([]);
  expect(sent()).toEqual(['GET /api/unit', 'GET /api/ticket/12/dispatch-options']);
});
