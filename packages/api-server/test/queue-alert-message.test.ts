// Issue 37 item 1: the live queue's message carries what a staff screen's critical alert needs
// without reading the event again: whether people are injured, who has it (an alert ends when the
// event is taken) and its status (or when it is closed).
import type { FastifyInstance } from 'fastify';
import type { QueueMessage } from '../src/plugins/triage';
import { auth, body, STAFF, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
const { t, id } = withSignedInApp({ slaScanMs: 0 }, (started) => void (app = started), STAFF);

async function report(injured: boolean): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent({ injured }) });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
}

async function waitFor(check: () => boolean, ms = 3000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the live queue message for the critical alert', () => {
  it('says injured and untaken on arrival, then who took it', async () => {
    const messages: QueueMessage[] = [];
    const stop = app.queueFeed.subscribe((message) => messages.push(message));
    try {
      const hurt = await report(true);
      const unhurt = await report(false);
      await waitFor(() => messages.filter((m) => m.kind === 'created').length >= 2);
      expect(messages.find((m) => m.id === hurt && m.kind === 'created')).toMatchObject({
        severity: 'CRITICAL',
        injured: true,
        assignedToId: null,
        statusCode: 'ABIERTO',
      });
      expect(messages.find((m) => m.id === unhurt && m.kind === 'created')).toMatchObject({ injured: false, assignedToId: null });

      const taken = await app.inject({ method: 'POST', url: `/api/ticket/${hurt}/take`, headers: auth(t.OPERATOR) });
      expect(taken.statusCode).toBe(200);
      await waitFor(() => messages.some((m) => m.id === hurt && m.kind === 'changed'));
      expect(messages.find((m) => m.id === hurt && m.kind === 'changed')).toMatchObject({ assignedToId: id.OPERATOR, injured: true });
    } finally {
      stop();
    }
  });
});
