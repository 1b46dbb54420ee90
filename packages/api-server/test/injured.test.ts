// Injured people first (issue 24): a report that says people are injured starts CRITICAL, whatever
// its classification's rule; any other report keeps the rule (migrations 0010 and 0013).
import type { FastifyInstance } from 'fastify';
import { createTickets } from '../src/repositories/ticket-create';
import { batchItem } from './batch-item';
import { auth, body, DEMO, login, validEvent, withApp } from './helpers';

let app: FastifyInstance;
let admin: string;
let bache: { category: string; subcategory: number; classificationId: number };

const report = (overrides: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent({ ...bache, ...overrides }) });
const severityOf = async (id: number) =>
  (body(await app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: auth(admin) })).payload as { severity: string }).severity;

withApp({}, async (started) => {
  app = started;
  admin = await login(app, DEMO.ADMIN);
  // A pothole's rule is MINOR in the demo data (migration 0010's defaults).
  const [row] = await app.database.query<{ id: number; subcategory: number }>(
    "select id, subcategory_id as subcategory from classifications where name = 'Bache'",
    [],
  );
  bache = { category: 'DANO_CALZADA', subcategory: row!.subcategory, classificationId: row!.id };
});

describe('a report with injured people', () => {
  it('starts CRITICAL; without injured people it keeps its classification’s severity', async () => {
    const injured = await report({ injured: true });
    expect(injured.statusCode).toBe(201);
    expect(await severityOf(body(injured).payload)).toBe('CRITICAL');

    const normal = await report();
    expect(normal.statusCode).toBe(201);
    expect(await severityOf(body(normal).payload)).toBe('MINOR');

    const notInjured = await report({ injured: false });
    expect(notInjured.statusCode).toBe(201);
    expect(await severityOf(body(notInjured).payload)).toBe('MINOR');
  });

  it('refuses an injured value that is not a boolean, as a field error', async () => {
    const res = await report({ injured: 'sí' });
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toEqual([expect.objectContaining({ field: 'injured', message: 'Valor no permitido' })]);
  });

  it('keeps a named severity in a batch of creations and takes the rule for the others', async () => {
    const item = (severity?: 'CRITICAL') => {
      const { category: _c, subcategory: _s, ...event } = validEvent({ classificationId: bache.classificationId });
      return batchItem(event, null, { severity });
    };
    const [critical, ruled] = await createTickets(app.database, [item('CRITICAL'), item()]);
    expect(await severityOf(critical!.id)).toBe('CRITICAL');
    expect(await severityOf(ruled!.id)).toBe('MINOR');
  });
});
