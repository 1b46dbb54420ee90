import { getTicketHistoryWithChain, linkTicket, mergeTicket, recordMilestone } from './index';
import { json, seen, serve } from './test/fake-server';
import { freshApiEachTest } from './test/fresh-api';

freshApiEachTest('abc');

it('posts a milestone, a merge and a link to the event', async () => {
  serve(() => json(200, { payload: { id: 7 } }));
  await recordMilestone(7, { code: 'CLEARED', closeReason: 'RESUELTO' });
  await mergeTicket(7, 3);
  await linkTicket(7, null);
  expect(seen.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
    'POST /api/ticket/7/milestone',
    'POST /api/ticket/7/merge',
    'POST /api/ticket/7/link',
  ]);
  expect(await Promise.all(seen.map((r) => r.json()))).toEqual([
    { code: 'CLEARED', closeReason: 'RESUELTO' },
    { into: 3 },
    { primary: null },
  ]);
});

it('reads whether the history chain verifies from its header', async () => {
  serve(() => json(200, { payload: [] }, { 'x-history-chain': 'BROKEN' }));
  await expect(getTicketHistoryWithChain(7)).resolves.toEqual({ entries: [], chain: 'BROKEN' });
  serve(() => json(200, { payload: [] }, { 'x-history-chain': 'VERIFIED' }));
  await expect(getTicketHistoryWithChain(7)).resolves.toEqual({ entries: [], chain: 'VERIFIED' });
  // A server (or a proxy) that does not say: no verdict, rather than a false VERIFIED.
  serve(() => json(200, { payload: [] }));
  await expect(getTicketHistoryWithChain(7)).resolves.toEqual({ entries: [], chain: null });
});
