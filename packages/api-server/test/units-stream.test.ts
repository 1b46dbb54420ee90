// The live stream carries units (issue 38): a dispatch reaches the unit's driver at once (one `unit`
// event and one notification, each once), the board sees it, and another driver sees nothing of it.
import type { FastifyInstance } from 'fastify';
import { body, listenLocally, validEvent, withSignedInApp } from './helpers';
import { openSse, type SseStream } from './proof/sse-client';
import { makeDriver, makeUnit, send } from './units-fixture';

let app: FastifyInstance;
let url = '';
const { t } = withSignedInApp({}, async (started) => {
  app = started;
  url = `http://127.0.0.1:${await listenLocally(app)}`;
});

async function stream(token: string): Promise<SseStream> {
  const { ticket } = body(await send(app, 'POST', token, '/api/notification/stream/ticket')).payload;
  const opened = await openSse(url, ticket);
  expect(opened.status).toBe(200);
  await opened.next((e) => e.event === 'unread', 3000);
  return opened;
}

it('tells the driver once, the board once, and another driver nothing', async () => {
  const unit = await makeUnit(app, t.ADMIN);
  const driver = await makeDriver(app, t.ADMIN, 'stream');
  const other = await makeDriver(app, t.ADMIN, 'bystander');
  expect((await send(app, 'POST', driver.token, `/api/unit/${unit.id}/shift`)).statusCode).toBe(200);
  const ticketId = body(await send(app, 'POST', t.OPERATOR, '/api/ticket', validEvent())).payload as number;
  const [phone, board, bystander] = [await stream(driver.token), await stream(t.OPERATOR), await stream(other.token)];
  try {
    expect((await send(app, 'POST', t.OPERATOR, `/api/ticket/${ticketId}/dispatch`, { unitId: unit.id })).statusCode).toBe(200);
    const dispatched = (e: { event: string; data: unknown }) =>
      e.event === 'unit' &&
      (e.data as { change: string; unit: { id: number } }).change === 'dispatched' &&
      (e.data as { unit: { id: number } }).unit.id === unit.id;
    await phone.next(dispatched, 3000);
    await phone.next((e) => e.event === 'notification' && (e.data as { ticketId: number }).ticketId === ticketId, 3000);
    await board.next(dispatched, 3000);
    // Time for a duplicate to show, if there were one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(phone.events.filter(dispatched)).toHaveLength(1);
    expect(phone.events.filter((e) => e.event === 'notification')).toHaveLength(1);
    expect(board.events.filter(dispatched)).toHaveLength(1);
    expect(phone.events.find(dispatched)!.data).toMatchObject({ driverId: driver.id, unit: { status: 'DISPATCHED', ticketId } });
    expect(bystander.events.filter((e) => e.event === 'unit')).toEqual([]);
  } finally {
    for (const s of [phone, board, bystander]) s.close();
  }
});
