// Input as people type it (issue 24): the server runs the one event schema, so it stores phone,
// patente and RUT normalised and refuses a wrong RUT check digit or an e-mail domain without a dot.
import type { FastifyInstance } from 'fastify';
import { auth, body, DEMO, login, removeDir, startApp, tempDir, validEvent } from './helpers';

let dir: string;
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  dir = tempDir();
  app = await startApp(dir);
  admin = await login(app, DEMO.ADMIN);
}, 60_000);

afterAll(async () => {
  await app?.close();
  removeDir(dir);
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
