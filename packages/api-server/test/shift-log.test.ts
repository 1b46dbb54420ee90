// The shift log (issue 39 item 5): entries by the control room, read by the inspector too, filtered
// and paged; never changed (no PUT/DELETE route, and the table refuses UPDATE and DELETE); a
// correction is a new entry naming the old one; every row in a hash chain whose tampering shows.
import type { FastifyInstance } from 'fastify';
import { auth, body, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
const { t, id: ids } = withSignedInApp({ slaScanMs: 0 }, (started) => {
  app = started;
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', token: string, url: string, payload?: object) =>
  app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

describe('the shift log', () => {
  it('writes entries by the control room, refuses bad input with Spanish messages, and pages newest first', async () => {
    const event = body(await send('POST', t.OPERATOR, '/api/ticket', validEvent())).payload as number;
    const first = await send('POST', t.OPERATOR, '/api/log', { text: '  Inicio de turno sin novedades  ' });
    expect(first.statusCode).toBe(201);
    expect(body(first).payload).toMatchObject({
      kind: 'NOTE',
      text: 'Inicio de turno sin novedades',
      authorId: ids.OPERATOR,
      ticketId: null,
      corrects: null,
      correctedBy: [],
    });
    const second = await send('POST', t.SUPERVISOR, '/api/log', { text: 'Carabineros en el km 485', ticketId: event });
    expect(body(second).payload).toMatchObject({ ticketId: event, authorId: ids.SUPERVISOR });
    expect((await send('POST', t.ADMIN, '/api/log', { text: 'Nota de ADMIN' })).statusCode).toBe(201);

    const refusals: [object, string, RegExp][] = [
      [{ text: 'x'.repeat(2001) }, 'text', /Máximo 2000/],
      [{ text: 'y'.repeat(200_000) }, 'text', /Máximo 2000/],
      [{ text: '   ' }, 'text', /requerido/],
      [{}, 'text', /requerido/],
      [{ text: 'a', ticketId: 2147483000 }, 'ticketId', /evento indicado no existe/],
      [{ text: 'a', unitId: 999999 }, 'unitId', /unidad indicada no existe/],
      [{ text: 'a', corrects: 999999 }, 'corrects', /no existe/],
      [{ text: { html: 1 } }, 'text', /.+/],
    ];
    for (const [payload, field, message] of refusals) {
      const res = await send('POST', t.OPERATOR, '/api/log', payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).errors![0]).toEqual({ field, message: expect.stringMatching(message) });
    }
    for (const role of ['INSPECTOR', 'DRIVER'] as const)
      expect((await send('POST', t[role], '/api/log', { text: 'x' })).statusCode).toBe(403);

    const page = await send('GET', t.INSPECTOR, '/api/log?size=2');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-log-chain']).toBe('VERIFIED');
    expect(body(page).payload).toMatchObject({ page: 0, size: 2 });
    expect(body(page).payload.total).toBeGreaterThanOrEqual(3);
    expect(body(page).payload.content.map((e: { text: string }) => e.text)).toEqual(['Nota de ADMIN', 'Carabineros en el km 485']);
    const byEvent = body(await send('GET', t.INSPECTOR, `/api/log?ticketId=${event}`)).payload;
    expect(byEvent.content.map((e: { text: string }) => e.text)).toEqual(['Carabineros en el km 485']);
    const byAuthor = body(await send('GET', t.INSPECTOR, `/api/log?authorId=${ids.OPERATOR}&size=100`)).payload;
    expect(byAuthor.content.every((e: { authorId: string }) => e.authorId === ids.OPERATOR)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(body(await send('GET', t.INSPECTOR, `/api/log?from=${today}&to=${today}&size=100`)).payload.total).toBe(
      body(page).payload.total,
    );
    expect(body(await send('GET', t.INSPECTOR, '/api/log?to=2001-01-01')).payload.total).toBe(0);
    const backwards = await send('GET', t.INSPECTOR, '/api/log?from=2030-01-02&to=2030-01-01');
    expect(backwards.statusCode).toBe(400);
    expect((await send('GET', t.INSPECTOR, '/api/log?from=mañana')).statusCode).toBe(400);
    expect((await send('GET', t.DRIVER, '/api/log')).statusCode).toBe(403);
  });

  it('corrects an entry with a new one that names it; the old one stays and says who corrects it', async () => {
    const wrong = body(await send('POST', t.OPERATOR, '/api/log', { text: 'Grúa en el km 500' })).payload;
    const fix = await send('POST', t.OPERATOR, '/api/log', { text: 'Corrección: la grúa está en el km 510', corrects: wrong.id });
    expect(fix.statusCode).toBe(201);
    expect(body(fix).payload).toMatchObject({ kind: 'CORRECTION', corrects: wrong.id });
    const list = body(await send('GET', t.INSPECTOR, '/api/log?size=100')).payload.content as {
      id: number;
      text: string;
      correctedBy: number[];
    }[];
    expect(list.find((e) => e.id === wrong.id)).toMatchObject({ text: 'Grúa en el km 500', correctedBy: [body(fix).payload.id] });
  });

  it('has no route to change or delete an entry, and the database refuses it too', async () => {
    const entry = body(await send('POST', t.OPERATOR, '/api/log', { text: 'No se puede borrar' })).payload;
    for (const method of ['PUT', 'DELETE'] as const) expect((await send(method, t.ADMIN, `/api/log/${entry.id}`, {})).statusCode).toBe(404);
    await expect(app.database.query("update shift_log set text = 'otro' where id = $1", [entry.id])).rejects.toThrow(
      /never changed nor deleted/,
    );
    await expect(app.database.query('delete from shift_log where id = $1', [entry.id])).rejects.toThrow(/never changed nor deleted/);
    await expect(app.database.query('truncate shift_log cascade')).rejects.toThrow(/never changed nor deleted/);
  });

  it('chains every entry to the previous one; a row altered in the database breaks the chain', async () => {
    await send('POST', t.OPERATOR, '/api/log', { text: 'Entrada A' });
    const b = body(await send('POST', t.OPERATOR, '/api/log', { text: 'Entrada B' })).payload;
    const rows = await app.database.query<{ id: string; prev_hash: string | null; hash: string }>(
      'select id, prev_hash, hash from shift_log order by id',
    );
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);
    expect((await send('GET', t.INSPECTOR, '/api/log')).headers['x-log-chain']).toBe('VERIFIED');
    // Someone with the database's owner rights goes around the trigger.
    await app.database.query('alter table shift_log disable trigger shift_log_immutable');
    await app.database.query("update shift_log set text = 'Entrada B (alterada)' where id = $1", [b.id]);
    await app.database.query('alter table shift_log enable trigger shift_log_immutable');
    const after = await send('GET', t.INSPECTOR, '/api/log');
    expect(after.headers['x-log-chain']).toBe('BROKEN');
    const csv = await send('GET', t.INSPECTOR, '/api/log/export?format=csv');
    expect(csv.body).toContain('ATENCIÓN: la cadena de integridad no verifica');
    expect(csv.body).toContain('"Entrada B (alterada)"');
    const xlsx = await send('GET', t.INSPECTOR, '/api/log/export');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toContain('libro-de-novedades.xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await send('GET', t.DRIVER, '/api/log/export')).statusCode).toBe(403);
  });
});
