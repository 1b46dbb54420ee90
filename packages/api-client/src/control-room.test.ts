import { acknowledgeHandover, addShiftLogEntry, createHandover, listShiftLog, notifyAgency, updateTicketAgency } from './index';
import { json, seen, serve } from './test/fake-server';
import { freshApiEachTest } from './test/fresh-api';

freshApiEachTest('abc');

it('records an agency, corrects its times with the entry’s version, and writes the log and the handover', async () => {
  serve(() => json(200, { payload: { id: 7 } }));
  await notifyAgency(7, { agencyCode: 'SAMU', notifiedAt: '2026-01-01T10:00:00.000Z', reason: 'Aviso radial' });
  await updateTicketAgency(7, 3, { arrivedAt: '2026-01-01T10:20:00.000Z' }, 2);
  await addShiftLogEntry({ text: 'Neblina', corrects: 4 });
  await createHandover();
  await acknowledgeHandover(9);
  expect(seen.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
    'POST /api/ticket/7/agency',
    'PATCH /api/ticket/7/agency/3',
    'POST /api/log',
    'POST /api/shift/handover',
    'POST /api/shift/handover/9/ack',
  ]);
  expect(seen[1]!.headers.get('if-match')).toBe('"2"');
  expect(seen[0]!.headers.get('if-match')).toBeNull();
  expect(await seen[2]!.json()).toEqual({ text: 'Neblina', corrects: 4 });
  expect(await seen[3]!.json()).toEqual({});
});

it('sends the log’s filters and reads whether its chain verifies from the header', async () => {
  const page = { content: [], page: 0, size: 20, total: 0 };
  serve(() => json(200, { payload: page }, { 'x-log-chain': 'BROKEN' }));
  await expect(listShiftLog({ from: '2026-01-01', authorId: 'u-1', ticketId: 5, size: 20 })).resolves.toEqual({ page, chain: 'BROKEN' });
  const params = new URL(seen.at(-1)!.url).searchParams;
  expect(Object.fromEntries(params)).toEqual({ from: '2026-01-01', authorId: 'u-1', ticketId: '5', size: '20' });
  serve(() => json(200, { payload: page }));
  await expect(listShiftLog()).resolves.toEqual({ page, chain: null });
});
