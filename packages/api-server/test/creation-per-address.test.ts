// Issue 34, finding 8: anyone can open a DRIVER account, so each one bringing its own hourly creation
// allowance multiplied it (80 events in a minute from one address with three accounts). Creation by
// a self-registered or unconfirmed account also counts against the address, with the anonymous
// budget; staff accounts are counted per account only.
import type { FastifyInstance } from 'fastify';
import { auth, body, DEMO, isErrorEnvelope, login, registerDriver, validEvent, withApp } from './helpers';

const BUDGET = 3;
let app: FastifyInstance;

const create = (headers: Record<string, string>, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/ticket', headers, payload: validEvent(), remoteAddress });

withApp({ rateLimits: { anonymousCreatePerHour: BUDGET, staffCreatePerHour: 50 } }, (started) => {
  app = started;
});

describe('creation counted per address', () => {
  it('three DRIVER accounts from one address share the anonymous hourly budget', async () => {
    const drivers = [];
    for (const name of ['uno', 'dos', 'tres']) drivers.push(await registerDriver(app, `${name}@conductores.cl`));
    const codes: number[] = [];
    for (const driver of drivers) codes.push((await create(auth(driver.token), '10.34.8.1')).statusCode);
    expect(codes).toEqual([201, 201, 201]);
    for (const driver of drivers) {
      const res = await create(auth(driver.token), '10.34.8.1');
      expect(res.statusCode).toBe(429);
      expect(isErrorEnvelope(res.json())).toBe(true);
      expect(body(res).errors).toEqual([{ message: 'Demasiadas solicitudes. Intente nuevamente más tarde' }]);
    }
    // The address is spent for anonymous reports too; another address is not.
    expect((await create({}, '10.34.8.1')).statusCode).toBe(429);
    expect((await create(auth(drivers[0]!.token), '10.34.8.2')).statusCode).toBe(201);
  }, 60_000);

  it('keeps the per-account limit: one DRIVER moving between addresses still meets it', async () => {
    const driver = await registerDriver(app, 'viajero@conductores.cl');
    const codes: number[] = [];
    for (let i = 0; i <= BUDGET; i++) codes.push((await create(auth(driver.token), `10.34.8.${10 + i}`)).statusCode);
    expect(codes).toEqual([...Array(BUDGET).fill(201), 429]);
  }, 60_000);

  it('counts attempts of an unconfirmed account against its address', async () => {
    for (let i = 0; i < 2; i++) {
      const email = `sinconfirmar${i}@conductores.cl`;
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: 'Secreto123', firstName: 'Ana', lastName: 'Soto' },
      });
      expect(registered.statusCode).toBe(201);
      const token = await login(app, email, 'Secreto123');
      // Refused (not confirmed) but counted: two accounts, two attempts, one address.
      expect((await create(auth(token), '10.34.8.30')).statusCode).toBe(403);
    }
    expect((await create({}, '10.34.8.30')).statusCode).toBe(201);
    expect((await create({}, '10.34.8.30')).statusCode).toBe(429);
  }, 60_000);

  it('leaves staff accounts out of the address budget', async () => {
    const operator = await login(app, DEMO.OPERATOR);
    for (let i = 0; i < BUDGET; i++) expect((await create({}, '10.34.8.40')).statusCode).toBe(201);
    expect((await create({}, '10.34.8.40')).statusCode).toBe(429);
    for (let i = 0; i <= BUDGET; i++) expect((await create(auth(operator), '10.34.8.40')).statusCode).toBe(201);
  }, 60_000);
});
