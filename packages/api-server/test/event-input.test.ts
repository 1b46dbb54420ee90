// Input as people type it (issue 24): the server runs the one event schema, so it stores phone,
// patente and RUT normalised and refuses a wrong RUT check digit or an e-mail domain without a dot.
// Issue 37 item 7: "Documento: RUT / Pasaporte u otro". The API validates the reporter's document with
// the form's schema: a RUT's check digit is verified, a passport or foreign id number is accepted as
// sent (the SPEC's rule), and the event keeps which one it is (migration 0023).
import type { FastifyInstance } from 'fastify';
import { createTickets } from '../src/repositories/ticket-create';
import { batchItem } from './batch-item';
import { auth, body, DEMO, login, validEvent, withApp } from './helpers';

let app: FastifyInstance;
// The control room reads and edits the reporter's data unmasked (issue 40: ADMIN reads it masked).
let supervisor: string;

withApp({}, async (started) => {
  app = started;
  supervisor = await login(app, DEMO.SUPERVISOR);
});

const create = (overrides: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent(overrides) });
const read = async (id: number) => body(await app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: auth(supervisor) })).payload;

it('stores phone, patente and RUT in their normal form', async () => {
  const res = await create({ phone: '+56 9 1234 5678', patente: 'ab-cd 12', rut: '123456785' });
  expect(res.statusCode).toBe(201);
  const ticket = await read(body(res).payload as number);
  expect(ticket).toMatchObject({ phone: '56912345678', patente: 'ABCD12', rut: '12.345.678-5' });
});

it.each([
  ['rut', { rut: '12.345.678-9' }, 'El RUT no es válido: revise el dígito verificador'],
  ['email', { email: 'juan@correo' }, 'Debe colocar un correo electrónico válido'],
  ['phone', { phone: '+56 9 1234 567a' }, 'Solo se permiten caracteres numéricos'],
  ['patente', { patente: 'AB-CD-12345' }, 'Máximo 8 caracteres'],
])('refuses %s with the Spanish message', async (field, overrides, message) => {
  const res = await create(overrides);
  expect(res.statusCode).toBe(400);
  expect(body(res)).toEqual({ payload: null, errors: [{ field, message }] });
});

it('an event stored before these rules can still be updated without correcting its RUT or e-mail', async () => {
  const id = body(await create({})).payload as number;
  await app.database.query(`update tickets set rut = '16.789.012-3', email = 'juan@correo' where id = $1`, [id]);
  const url = `/api/ticket/${id}`;
  const current = body(await app.inject({ method: 'GET', url, headers: auth(supervisor) })).payload;
  const res = await app.inject({ method: 'PUT', url, headers: auth(supervisor), payload: { ...current, sector: 'Enlace Sur' } });
  expect(res.statusCode).toBe(200);
  expect(body(res).payload).toMatchObject({ sector: 'Enlace Sur', rut: '16.789.012-3', email: 'juan@correo' });
  // A new wrong value is judged.
  const changed = await app.inject({
    method: 'PUT',
    url,
    headers: auth(supervisor),
    payload: { ...body(res).payload, rut: '16.789.012-4' },
  });
  expect(body(changed).errors).toEqual([{ field: 'rut', message: 'El RUT no es válido: revise el dígito verificador' }]);
});

describe('the reporter’s document', () => {
  it('accepts a passport number as sent and keeps its kind', async () => {
    const res = await create({ documentKind: 'OTHER', rut: 'ab1234567' });
    expect(res.statusCode).toBe(201);
    expect(await read(body(res).payload as number)).toMatchObject({ documentKind: 'OTHER', rut: 'ab1234567' });
    // An Argentine DNI is not rewritten as a RUT (1.234.567-8) nor refused for its "check digit".
    const dni = await create({ documentKind: 'OTHER', rut: '12345678' });
    expect(dni.statusCode).toBe(201);
    expect(await read(body(dni).payload as number)).toMatchObject({ documentKind: 'OTHER', rut: '12345678' });
  });

  it('verifies a RUT’s check digit, whether the kind is said or not', async () => {
    for (const overrides of [{ documentKind: 'RUT' }, {}]) {
      const wrong = await create({ ...overrides, rut: '12.345.678-9' });
      expect(wrong.statusCode).toBe(400);
      expect(body(wrong)).toEqual({
        payload: null,
        errors: [{ field: 'rut', message: 'El RUT no es válido: revise el dígito verificador' }],
      });
      const right = await create({ ...overrides, rut: '123456785' });
      expect(right.statusCode).toBe(201);
      expect(await read(body(right).payload as number)).toMatchObject({ documentKind: 'RUT', rut: '12.345.678-5' });
    }
  });

  it('refuses a kind it does not know and a number outside the SPEC’s rule, in Spanish', async () => {
    const kind = await create({ documentKind: 'DNI', rut: 'AB1234567' });
    expect(kind.statusCode).toBe(400);
    expect(body(kind).errors).toEqual([{ field: 'documentKind', message: 'Valor no permitido' }]);
    const spaced = await create({ documentKind: 'OTHER', rut: 'AB 1234567' });
    expect(spaced.statusCode).toBe(400);
    expect(body(spaced).errors).toEqual([{ field: 'rut', message: 'Solo se permiten letras, números, guiones y puntos' }]);
  });

  it('an edit checks a new number by the kind it saves', async () => {
    const id = body(await create({ documentKind: 'OTHER', rut: 'AB1234567' })).payload as number;
    const url = `/api/ticket/${id}`;
    const current = await read(id);
    const other = await app.inject({ method: 'PUT', url, headers: auth(supervisor), payload: { ...current, rut: 'CD7654321' } });
    expect(other.statusCode).toBe(200);
    expect(body(other).payload).toMatchObject({ documentKind: 'OTHER', rut: 'CD7654321' });
    const asRut = await app.inject({
      method: 'PUT',
      url,
      headers: auth(supervisor),
      payload: { ...body(other).payload, documentKind: 'RUT', rut: 'CD1111111' },
    });
    expect(body(asRut).errors).toEqual([{ field: 'rut', message: 'El RUT no es válido: revise el dígito verificador' }]);
    const corrected = await app.inject({
      method: 'PUT',
      url,
      headers: auth(supervisor),
      payload: { ...body(other).payload, documentKind: 'RUT', rut: '9876545k' },
    });
    expect(corrected.statusCode).toBe(200);
    expect(body(corrected).payload).toMatchObject({ documentKind: 'RUT', rut: '9.876.545-K' });
  });

  it('the batched creation stores a RUT when its values name no kind, and the database refuses an unknown one', async () => {
    const { category: _c, subcategory: _s, ...event } = validEvent();
    const [created] = await createTickets(app.database, [batchItem(event, null)]);
    expect((await read(created!.id)).documentKind).toBe('RUT');
    await expect(app.database.query(`update tickets set document_kind = 'DNI' where id = $1`, [created!.id])).rejects.toThrow(
      /document_kind/,
    );
  });
});
