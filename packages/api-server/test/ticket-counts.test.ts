// ticket_counts (migration 0001) must always equal count(*) of tickets per status and classification:
// search totals and the statistics read it instead of counting. Every kind of write is checked. What
// they read is ticket_counts_live: the counters plus small inserts not yet folded into them (0015).
import type { FastifyInstance } from 'fastify';
import { auth, body, DEMO, login, withApp } from './helpers';

let app: FastifyInstance;

withApp({}, (started) => {
  app = started;
});

const query = <T>(text: string, params?: unknown[]) => app.database.query<T>(text, params);

async function mismatches() {
  return query<{ status_code: string; classification_id: number; counted: number; kept: number }>(
    `select coalesce(a.status_code, b.status_code) as status_code, coalesce(a.classification_id, b.classification_id) as classification_id,
            coalesce(a.counted, 0)::int as counted, coalesce(b.kept, 0)::int as kept
     from (select status_code, classification_id, count(*) as counted from tickets group by 1, 2) a
     full join (select status_code, classification_id, sum(n) as kept from ticket_counts_live group by 1, 2) b
       on a.status_code = b.status_code and a.classification_id = b.classification_id
     where coalesce(a.counted, 0) <> coalesce(b.kept, 0)`,
  );
}

async function total(url: string, token: string): Promise<number> {
  return body(await app.inject({ method: 'GET', url, headers: auth(token) })).payload.total;
}

describe('ticket_counts', () => {
  it('matches the demo data after seeding', async () => {
    expect((await query<{ n: number }>('select count(*)::int as n from tickets'))[0]!.n).toBeGreaterThan(0);
    expect(await mismatches()).toEqual([]);
  });

  it('stays exact through bulk inserts, multi-row updates of status and classification, and deletes', async () => {
    await query(`insert into tickets (description, kilometer, sector, commune, orientation, date_event, channel_code, classification_id,
                   real_address, email, full_name, phone, rut, patente, status_code)
                 select description, kilometer, sector, commune, orientation, date_event, channel_code, classification_id,
                   real_address, email, full_name, phone, rut, patente, status_code
                 from tickets cross join generate_series(1, 3)`);
    expect(await mismatches()).toEqual([]);
    await query(
      `update tickets set status_code = case when id % 3 = 0 then 'CERRADO' when id % 3 = 1 then 'EN_PROCESO' else status_code end where id % 2 = 0`,
    );
    await query(`update tickets set classification_id = (select min(id) from classifications) where id % 5 = 0`);
    await query(`update tickets set sector = 'Otro Sector' where id % 7 = 0`);
    expect(await mismatches()).toEqual([]);
    await query(`delete from tickets where id % 4 = 1`);
    expect(await mismatches()).toEqual([]);
  });

  it('gives the search the same totals as counting', async () => {
    const token = await login(app, DEMO.SUPERVISOR);
    const count = async (where: string) => (await query<{ n: number }>(`select count(*)::int as n from tickets t ${where}`))[0]!.n;
    const inCategory = `t.classification_id in (select c.id from classifications c join subcategories s on s.id = c.subcategory_id
                          join categories k on k.id = s.category_id where k.code = 'ACCIDENTE')`;
    expect(await total('/api/ticket/search', token)).toBe(await count(''));
    expect(await total('/api/ticket/search?estado=CERRADO', token)).toBe(await count(`where t.status_code = 'CERRADO'`));
    expect(await total('/api/ticket/search?categoria=ACCIDENTE', token)).toBe(await count(`where ${inCategory}`));
    expect(await total('/api/ticket/search?categoria=ACCIDENTE&estado=EN_PROCESO', token)).toBe(
      await count(`where ${inCategory} and t.status_code = 'EN_PROCESO'`),
    );
    expect(await total('/api/ticket/search?estado=NO_EXISTE', token)).toBe(0);
  });

  it("gives an operator's and a driver's lists the totals and pages of their conditions", async () => {
    const ids = Object.fromEntries(
      (await query<{ email: string; id: string }>('select email, id from users where email = any($1)', [[DEMO.OPERATOR, DEMO.DRIVER]])).map(
        (u) => [u.email, u.id],
      ),
    );
    await query(`insert into tickets (description, kilometer, sector, commune, orientation, date_event, channel_code, classification_id,
                   real_address, email, full_name, phone, rut, patente, status_code)
                 select description, kilometer, sector, commune, orientation, now() - g * interval '1 hour', channel_code, classification_id,
                   real_address, email, full_name, phone, rut, patente, (array['ABIERTO', 'EN_PROCESO', 'CERRADO'])[1 + g % 3]
                 from tickets cross join generate_series(1, 60) g where id = (select min(id) from tickets)`);
    // Both of the operator's parts well filled, in interleaved dates: their events and the unassigned open ones.
    await query(`update tickets set assigned_to_id = $1 where id % 3 = 0`, [ids[DEMO.OPERATOR]]);
    await query(`update tickets set assigned_to_id = null, status_code = 'ABIERTO' where id % 3 = 1 and id % 2 = 0`);
    await query(`update tickets set created_by_id = $1 where id % 4 = 2`, [ids[DEMO.DRIVER]]);
    const sees = {
      [DEMO.OPERATOR]: `(t.assigned_to_id = '${ids[DEMO.OPERATOR]}' or (t.assigned_to_id is null and t.status_code <> 'CERRADO'))`,
      [DEMO.DRIVER]: `t.created_by_id = '${ids[DEMO.DRIVER]}'`,
    };
    const [parts] = await query<{ own: number; unassigned: number }>(
      `select count(*) filter (where assigned_to_id = $1)::int as own,
              count(*) filter (where assigned_to_id is null and status_code <> 'CERRADO')::int as unassigned from tickets`,
      [ids[DEMO.OPERATOR]],
    );
    expect(parts!.own).toBeGreaterThan(14);
    expect(parts!.unassigned).toBeGreaterThan(14);
    const filters: [string, string][] = [
      ['', 'true'],
      ['estado=ABIERTO', `t.status_code = 'ABIERTO'`],
      ['estado=CERRADO', `t.status_code = 'CERRADO'`],
      [
        'categoria=ACCIDENTE',
        `t.classification_id in (select c.id from classifications c join subcategories s on s.id = c.subcategory_id
                               join categories k on k.id = s.category_id where k.code = 'ACCIDENTE')`,
      ],
    ];
    for (const email of [DEMO.OPERATOR, DEMO.DRIVER]) {
      const token = await login(app, email);
      for (const [filter, condition] of filters) {
        const expected = (
          await query<{ id: number }>(
            `select t.id from tickets t where ${sees[email]} and ${condition} order by t.date_event desc, t.id desc`,
          )
        ).map((r) => r.id);
        const seen: number[] = [];
        for (let page = 0; ; page++) {
          const res = body(
            await app.inject({ method: 'GET', url: `/api/ticket/search?size=7&page=${page}&${filter}`, headers: auth(token) }),
          );
          expect(res.payload.total).toBe(expected.length);
          seen.push(...res.payload.content.map((t: { id: number }) => t.id));
          if (res.payload.content.length < 7) break;
        }
        expect(seen).toEqual(expected);
      }
    }
  });

  it('is emptied with the table by TRUNCATE', async () => {
    await query('truncate tickets cascade');
    expect(await query('select * from ticket_counts_live where n <> 0')).toEqual([]);
  });
});
