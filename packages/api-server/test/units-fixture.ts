// What the units tests share (issue 38): making units, drivers on shift, positions at a km.
import type { FastifyInstance } from 'fastify';
import { demoKmPosts } from '../src/db/km-posts-demo';
import { auth, body, createStaff, send } from './helpers';

let made = 0;

export const post = (km: number, carriageway: 'NORTH' | 'SOUTH' = 'NORTH') =>
  demoKmPosts().find((p) => p.km === km && p.carriageway === carriageway)!;

export async function makeUnit(app: FastifyInstance, admin: string, fields: Record<string, unknown> = {}) {
  made += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/unit',
    headers: auth(admin),
    payload: {
      code: `T-${String(made).padStart(2, '0')}-${Date.now() % 100_000}`,
      kind: 'PATROL',
      plate: 'ABCD12',
      baseKm: 450,
      ...fields,
    },
  });
  if (res.statusCode !== 201) throw new Error(`unit: ${res.statusCode} ${res.body}`);
  return body(res).payload as { id: number; code: string; version: number };
}

export async function makeDriver(app: FastifyInstance, admin: string, name: string) {
  return createStaff(app, admin, `${name}.${Date.now()}@example.com`, 'DRIVER');
}

export { send };

export const status = (app: FastifyInstance, token: string, unitId: number, to: string) =>
  send(app, 'POST', token, `/api/unit/${unitId}/status`, { status: to });

/** A position on the km post `km` of the demo table, taken `agoMs` ago. */
export function positionAt(km: number, at: Date, carriageway: 'NORTH' | 'SOUTH' = 'NORTH') {
  const p = post(km, carriageway);
  return { lat: p.lat, lon: p.lon, accuracy: 8, at: at.toISOString() };
}

export async function waitFor(check: () => boolean, ms = 3000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
