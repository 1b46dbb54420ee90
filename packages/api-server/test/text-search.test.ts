// GET /api/ticket/search?q=: which fields a term matches, how it is escaped, the capped count, and
// that the query is the one the trigram index (migration 0003) is built on.
import { ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tickets, ticketSearchText } from '../src/db/schema';
import { TEXT_SEARCH_COUNT_CAP } from '../src/repositories/ticket-search';
import { auth, body, DEMO, login, validEvent, withApp } from './helpers';

let app: FastifyInstance;
let admin: string;

withApp({}, async (started) => {
  app = started;
  admin = await login(app, DEMO.ADMIN);
});

async function create(overrides: Record<string, unknown>): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(admin), payload: validEvent(overrides) });
  expect([res.statusCode, body(res).errors]).toEqual([201, undefined]);
  return body(res).payload as number;
}

async function search(q: string, extra = '') {
  const res = await app.inject({
    method: 'GET',
    url: `/api/ticket/search?size=50&q=${encodeURIComponent(q)}${extra}`,
    headers: auth(admin),
  });
  expect(res.statusCode).toBe(200);
  return body(res).payload as { content: { id: number }[]; total: number; totalCapped?: boolean };
}

const ids = (page: { content: { id: number }[] }) => page.content.map((t) => t.id).sort((a, b) => a - b);

describe('text search (q)', () => {
  it('matches each text field and the classification name, in any case', async () => {
    const byField = {
      description: await create({ description: '<p>Camión con carga de Xilófonos volcada</p>' }),
      fullName: await create({ fullName: 'Wenceslao Quiroz' }),
      email: await create({ email: 'zorzal.azul@correo.cl' }),
      patente: await create({ patente: 'QWZX91' }),
      sector: await create({ sector: 'Viaducto Ñuble' }),
    };
    expect(ids(await search('xilófonos'))).toEqual([byField.description]);
    expect(ids(await search('QUIROZ'))).toEqual([byField.fullName]);
    expect(ids(await search('Zorzal.Azul@'))).toEqual([byField.email]);
    expect(ids(await search('qwzx'))).toEqual([byField.patente]);
    expect(ids(await search('viaducto ñuble'))).toEqual([byField.sector]);
    // Communes are a closed list (and km-bound): the demo data holds others of this one.
    const mulchen = await create({ commune: 'Mulchén', kilometer: 540 });
    expect(ids(await search('  MULCHÉN '))).toContain(mulchen);

    // "Ganado suelto" is a classification of the demo tree: every event so classified matches.
    const cattle = await create({ ...(await classification('Ganado suelto')), description: '<p>Vacas</p>' });
    expect(ids(await search('ganado suel'))).toContain(cattle);
  });

  it('takes %, _ and backslash literally and does not match across two fields', async () => {
    const literal = await create({ description: '<p>Avance del 50%_listo \\ ok</p>', fullName: 'Eulalia Brum', email: 'eb@correo.cl' });
    expect(ids(await search('50%_listo \\ ok'))).toEqual([literal]);
    expect((await search('5_%')).total).toBe(0);
    // fullName ends in "Brum", email starts with "eb": joined by a newline, never by a space.
    expect((await search('Brum eb@')).total).toBe(0);
    expect((await search('Brum\neb@')).total).toBe(0);
  });

  it('counts up to the cap and then says there are more', async () => {
    const word = 'Zanjonero';
    // Enough open events with one word, copied in SQL: through the API this would take the whole test.
    const copies = TEXT_SEARCH_COUNT_CAP + 5;
    await app.database.query(
      `insert into tickets (description, kilometer, sector, commune, orientation, date_event, channel_code, classification_id,
                            real_address, email, full_name, phone, rut, patente, status_code)
       select '<p>' || $1 || ' ' || g || '.</p>', kilometer, sector, commune, orientation, date_event, channel_code, classification_id,
              real_address, email, full_name, phone, rut, patente, 'ABIERTO'
       from tickets, generate_series(1, $2::int) g where id = (select min(id) from tickets)`,
      [word, copies],
    );
    const capped = await search(word);
    expect(capped.total).toBe(TEXT_SEARCH_COUNT_CAP);
    expect(capped.totalCapped).toBe(true);
    expect(capped.content).toHaveLength(50);

    // A narrower term gets its exact count and no flag.
    const exact = await search(`${word} 17.`);
    expect(exact.total).toBe(1);
    expect(exact).not.toHaveProperty('totalCapped');
    // Other filters still combine with the text.
    expect((await search(word, '&estado=CERRADO')).total).toBe(0);
  });

  it('counts a term naming a classification: its events and the text matches, once each', async () => {
    const { classificationId } = await classification('Hielo o escarcha');
    const [expected] = await app.database.query<{ n: number }>(
      `select count(*)::int as n from tickets where classification_id = $1 or description ilike '%escarcha%'`,
      [classificationId],
    );
    // One event both classified so and saying so: counted once.
    await create({ ...(await classification('Hielo o escarcha')), description: '<p>Escarcha en el puente</p>' });
    const exact = await search('escarcha');
    expect(exact.total).toBe(expected!.n + 1);
    expect(exact).not.toHaveProperty('totalCapped');

    await app.database.query(
      `insert into tickets (description, kilometer, sector, commune, orientation, date_event, channel_code, classification_id,
                            real_address, email, full_name, phone, rut, patente, status_code)
       select '<p>Hielo</p>', kilometer, sector, commune, orientation, date_event, channel_code, $1,
              real_address, email, full_name, phone, rut, patente, 'ABIERTO'
       from tickets, generate_series(1, $2::int) g where id = (select min(id) from tickets)`,
      [classificationId, TEXT_SEARCH_COUNT_CAP],
    );
    expect(await search('escarcha')).toMatchObject({ total: TEXT_SEARCH_COUNT_CAP, totalCapped: true });
  });

  it('is the expression the trigram index is built on', async () => {
    const query = app.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(ilike(ticketSearchText(tickets), '%qwzx%'))
      .toSQL();
    await app.database.query('begin');
    try {
      // The test table is small: without this the planner would rightly read it whole.
      await app.database.query('set local enable_seqscan = off');
      const plan = await app.database.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params);
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('tickets_text_trgm_idx');
    } finally {
      await app.database.query('rollback');
    }
  });
});

async function classification(name: string): Promise<{ category: string; subcategory: number; classificationId: number }> {
  const [row] = await app.database.query<{ category: string; subcategory: number; classificationId: number }>(
    `select cat.code as category, s.id as subcategory, c.id as "classificationId"
     from classifications c join subcategories s on s.id = c.subcategory_id join categories cat on cat.id = s.category_id
     where c.name = $1`,
    [name],
  );
  return row!;
}
