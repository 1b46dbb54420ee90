// Input as people type it (issue 24): the server runs the one event schema, so it stores phone,
// patente and RUT normalised and refuses a wrong RUT check digit or an e-mail domain without a dot.
import type { FastifyInstance } from 'fastify';
import { auth, body, DEMO, login, validEvent, withApp } from './helpers';

let app: FastifyInstance;
let admin: string;

withApp({}, async (started) => {
  app = started;
  admin = await login(app, DEMO.ADMIN);
});

const create = (overrides: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent(overrides) });

it('stores phone, patente and RUT in their normal form', async () => {
  const res = await create({ phone: '+56 9 1234 5678', patente: 'ab-cd 12', rut: '123456785' });
  expect(res.statusCode).toBe(201);
  const ticket = body(await app.inject({ method: 'GET', url: `/api/ticket/${body(res).payload}`, headers: auth(admin) })).payload;
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
  const current = body(await app.inject({ method: 'GET', url, headers: auth(admin) })).payload;
  const res = await app.inject({ method: 'PUT', url, headers: auth(admin), payload: { ...current, sector: 'Enlace Sur' } });
  expect(res.statusCode).toBe(200);
  expect(body(res).payload).toMatchObject({ sector: 'Enlace Sur', rut: '16.789.012-3', email: 'juan@correo' });
  // A new wrong value is judged.
  const changed = await app.inject({ method: 'PUT', url, headers: auth(admin), payload: { ...body(res).payload, rut: '16.789.012-4' } });
  expect(body(changed).errors).toEqual([{ field: 'rut', message: 'El RUT no es válido: revise el dígito verificador' }]);
});
