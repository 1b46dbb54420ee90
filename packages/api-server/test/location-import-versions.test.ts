// ADMIN's km-post import names the table it was prepared on (issue 36): GET answers the table's
// version (in the body and as the ETag), the import requires it in If-Match (428 without) and is
// refused with 412 and the table in use when another import came first.
import type { FastifyInstance } from 'fastify';
import { auth, body, DEMO, login, withApp } from './helpers';
import { demoKmCsv, importKmTable, SMALL_KM_CSV as CSV } from './km-import';

let app: FastifyInstance;
let admin: string;

withApp({}, async (started) => {
  app = started;
  admin = await login(app, DEMO.ADMIN);
});

const reference = () => app.inject({ method: 'GET', url: '/api/location/reference' });
const importCsv = (csv: string, ifMatch?: string) =>
  importKmTable(app, { ...auth(admin), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) }, csv);

it('answers the table with its version, in the body and as the ETag', async () => {
  const res = await reference();
  const { version } = body(res).payload;
  expect(Number.isInteger(version)).toBe(true);
  expect(version).toBeGreaterThanOrEqual(1);
  expect(res.headers['etag']).toBe(`"${version}"`);
});

it('refuses an import without If-Match (428, in Spanish) and changes nothing', async () => {
  const before = body(await reference()).payload;
  for (const header of [undefined, '', '  ']) {
    const res = await importCsv(CSV, header);
    expect(res.statusCode).toBe(428);
    expect(body(res)).toEqual({
      payload: null,
      errors: [{ message: 'Indique la versión de la tabla sobre la que preparó la importación (cabecera If-Match)' }],
    });
  }
  expect(body(await reference()).payload).toEqual(before);
});

it('a file with errors is answered by its errors first, whatever the version', async () => {
  const res = await importCsv('km,lat,lon,carriageway\n100,-33.0,-71.0,OESTE\n');
  expect(res.statusCode).toBe(400);
  expect(body(res).errors).toEqual([expect.objectContaining({ field: 'csv' })]);
});

it('of two imports prepared on one table, the second is refused with 412 and the table the first wrote', async () => {
  const seen = await reference();
  const etag = String(seen.headers['etag']);
  const version = body(seen).payload.version as number;

  const first = await importCsv(CSV, etag);
  expect(first.statusCode).toBe(200);
  expect(body(first).payload).toMatchObject({ approximate: false, version: version + 1 });
  expect(first.headers['etag']).toBe(`"${version + 1}"`);

  const second = await importCsv(demoKmCsv(), etag);
  expect(second.statusCode).toBe(412);
  expect(second.headers['etag']).toBe(`"${version + 1}"`);
  expect(body(second).errors).toEqual([
    { message: 'Otro administrador importó la tabla de postes kilométricos mientras usted preparaba la suya: revise la tabla actual' },
  ]);
  // What changed: the table in use, as the first import left it.
  expect(body(second).payload).toMatchObject({ approximate: false, version: version + 1 });
  expect(body(second).payload.posts).toHaveLength(4);
  expect(body(await reference()).payload.posts).toHaveLength(4);

  // Prepared again on the new table (the ETag in any accepted form), it is applied.
  const again = await importCsv(demoKmCsv(), `W/"${version + 1}"`);
  expect(again.statusCode).toBe(200);
  expect(body(again).payload).toMatchObject({ version: version + 2 });
  expect(body(again).payload.posts).toHaveLength(342);
  // A version that never was is stale too.
  expect((await importCsv(CSV, '"999"')).statusCode).toBe(412);
  expect((await importCsv(CSV, 'garbage')).statusCode).toBe(412);
});

it('two imports sent at once on one version: exactly one is applied', async () => {
  const etag = String((await reference()).headers['etag']);
  const results = await Promise.all([importCsv(CSV, etag), importCsv(demoKmCsv(), etag)]);
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 412]);
  const winner = results.find((r) => r.statusCode === 200)!;
  expect(body(await reference()).payload.posts).toHaveLength(body(winner).payload.posts.length);
});
