import type { WorkInput } from '@vigia/domain';
import { approveWork, cancelWork, createWork, listWorks, rejectWork, requestWork, updateWork } from './index';
import { json, seen, serve } from './test/fake-server';
import { freshApiEachTest } from './test/fresh-api';

freshApiEachTest('abc');

const input: WorkInput = {
  title: 'Recapado',
  kmFrom: 450,
  kmTo: 452,
  orientations: ['NORTH'],
  lanesClosed: { NORTH: 'PARTIAL', SOUTH: 'NONE' },
  contractor: 'Pavimentos del Sur',
  contact: '+56 9 1234 5678',
  schedule: { from: '2027-03-01', to: '2027-03-21', days: ['MON', 'FRI'], windowStart: '09:00', windowEnd: '17:00' },
};

it('answers the work with the warnings of a write, and none when the server sent none', async () => {
  const warning = { kind: 'WORK', id: 7, message: 'Se superpone con la faena aprobada «Barreras»' };
  serve(() => json(201, { payload: { id: 3, version: 1 }, warnings: [warning] }));
  await expect(createWork(input)).resolves.toEqual({ work: { id: 3, version: 1 }, warnings: [warning] });
  serve(() => json(200, { payload: { id: 3, version: 2 } }));
  await expect(approveWork(3)).resolves.toEqual({ work: { id: 3, version: 2 }, warnings: [] });
});

it('calls each route with its body and the version as If-Match', async () => {
  serve(() => json(200, { payload: { id: 3 } }));
  await updateWork(3, input, 4);
  await requestWork(3, 5);
  await rejectWork(3, 'Falta desvío', 6);
  await cancelWork(3);
  expect(seen.map((r) => `${r.method} ${new URL(r.url).pathname} ${r.headers.get('if-match') ?? '-'}`)).toEqual([
    'PUT /api/works/3 "4"',
    'POST /api/works/3/request "5"',
    'POST /api/works/3/reject "6"',
    'POST /api/works/3/cancel -',
  ]);
  expect(await seen[2]!.json()).toEqual({ reason: 'Falta desvío' });
});

it('sends the list filters as the query', async () => {
  serve(() => json(200, { payload: { content: [], page: 0, size: 10, total: 0 } }));
  await listWorks({ status: 'ACTIVE', kmFrom: 450, activeAt: '2027-03-01T12:00:00Z' });
  const url = new URL(seen.at(-1)!.url);
  expect(url.pathname).toBe('/api/works');
  expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'ACTIVE', kmFrom: '450', activeAt: '2027-03-01T12:00:00Z' });
});
