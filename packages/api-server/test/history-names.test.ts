// The history in words (issue 37 item 10): a closing reason is named, never given as its code; the
// status and the classification too (their names since issue 26).
import type { FastifyInstance } from 'fastify';
import { body, createEvent, send, STAFF, withSignedInApp } from './helpers';

let app: FastifyInstance;
const { t } = withSignedInApp({ slaScanMs: 0 }, (started) => void (app = started), STAFF);

interface Change {
  field: string;
  from: unknown;
  to: unknown;
}

it('names the closing reason in the history: "Motivo de cierre: Resuelto", not RESUELTO', async () => {
  const id = await createEvent(app, t.SUPERVISOR);
  const closed = await send(app, 'POST', t.SUPERVISOR, `/api/ticket/${id}/milestone`, { code: 'CLEARED', closeReason: 'RESUELTO' });
  expect(closed.statusCode).toBe(200);
  const history = body(await send(app, 'GET', t.ADMIN, `/api/ticket/${id}/history`)).payload as { changes: Change[] }[];
  const changes = history.flatMap((h) => h.changes);
  expect(changes).toContainEqual({ field: 'closeReason', from: null, to: 'Resuelto' });
  expect(changes).toContainEqual(expect.objectContaining({ field: 'statusCode', to: 'Cerrado' }));
  expect(JSON.stringify(changes)).not.toMatch(/"(RESUELTO|CERRADO|ABIERTO|EN_PROCESO)"/);
});
