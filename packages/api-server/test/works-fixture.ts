// The body of a planned work for the works tests (issue 41), and an approved one.
import type { FastifyInstance } from 'fastify';
import { auth, body } from './helpers';

/** A work in the future (2027), daily 09:00–17:00 Monday to Friday for three weeks. */
export const plannedWork = (over: Record<string, unknown> = {}) => ({
  title: 'Recapado pista lenta',
  kmFrom: 450,
  kmTo: 452.5,
  orientations: ['NORTH'],
  lanesClosed: { NORTH: 'PARTIAL', SOUTH: 'NONE' },
  speedLimit: 60,
  contractor: 'Pavimentos del Sur Ltda.',
  contact: 'Jefe de faena +56 9 1234 5678',
  schedule: { from: '2027-03-01', to: '2027-03-21', days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], windowStart: '09:00', windowEnd: '17:00' },
  ...over,
});

/** A work on both carriageways from km 500: all lanes of NORTH, some of SOUTH. */
export const BOTH_CARRIAGEWAYS = {
  kmFrom: 500,
  orientations: ['NORTH', 'SOUTH'],
  lanesClosed: { NORTH: 'ALL', SOUTH: 'PARTIAL' },
};

/** Plans a work as the supervisor, who asks for it and the inspector approves: the approved work's id. */
export async function approvedWork(
  app: FastifyInstance,
  t: Record<'SUPERVISOR' | 'INSPECTOR', string>,
  over: Record<string, unknown> = {},
): Promise<number> {
  const created = await app.inject({ method: 'POST', url: '/api/works', headers: auth(t.SUPERVISOR), payload: plannedWork(over) });
  expect(created.statusCode).toBe(201);
  const id = body(created).payload.id as number;
  for (const [token, action] of [
    [t.SUPERVISOR, 'request'],
    [t.INSPECTOR, 'approve'],
  ] as const)
    expect((await app.inject({ method: 'POST', url: `/api/works/${id}/${action}`, headers: auth(token), payload: {} })).statusCode).toBe(
      200,
    );
  return id;
}
