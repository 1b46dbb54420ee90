// Event creation's two hourly limits on PostgreSQL, counted in one statement (issue 36): per
// address (anonymous callers and open accounts), then per caller. Across two instances a burst from
// one address is accepted exactly `max` times, with the plugin's headers; a request its address
// refused is not counted against its account.
import type { FastifyInstance } from 'fastify';
import { auth, body, registerDriver, validEvent } from './helpers';
import { withPostgresApps } from './postgres-apps';

const BUDGET = 5;
const apps = withPostgresApps(55713, 2, { rateLimits: { anonymousCreatePerHour: BUDGET, staffCreatePerHour: 50 } });

const create = (app: FastifyInstance, headers: Record<string, string>, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/ticket', headers, payload: validEvent(), remoteAddress });

describe('creation limits on PostgreSQL, two instances', () => {
  it('a burst from one address: exactly the budget accepted, each with its own remaining count', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => create(apps[i % 2]!, {}, '10.36.0.1')));
    const accepted = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(accepted).toHaveLength(BUDGET);
    expect(refused).toHaveLength(16 - BUDGET);
    expect(accepted.map((res) => res.headers['x-ratelimit-limit'])).toEqual(Array(BUDGET).fill(String(BUDGET)));
    expect(accepted.map((res) => Number(res.headers['x-ratelimit-remaining'])).sort()).toEqual([0, 1, 2, 3, 4]);
    for (const res of refused) {
      expect(body(res).errors).toEqual([{ message: 'Demasiadas solicitudes. Intente nuevamente más tarde' }]);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3_500);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3_600);
    }
  }, 60_000);

  it('an account refused by its address keeps its own budget; its own cap answers like the plugin', async () => {
    const driver = await registerDriver(apps[0]!, 'vecina@conductores.cl');
    // 10.36.0.1 is spent by the burst above: refused there, and not counted against the account.
    for (let i = 0; i < 3; i++) {
      const res = await create(apps[i % 2]!, auth(driver.token), '10.36.0.1');
      expect(res.statusCode).toBe(429);
      expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    const codes: number[] = [];
    for (let i = 0; i < BUDGET; i++) codes.push((await create(apps[i % 2]!, auth(driver.token), `10.36.1.${i}`)).statusCode);
    expect(codes).toEqual(Array(BUDGET).fill(201));
    const over = await create(apps[1]!, auth(driver.token), '10.36.1.99');
    expect(over.statusCode).toBe(429);
    expect(over.headers['x-ratelimit-limit']).toBe(String(BUDGET));
    expect(over.headers['x-ratelimit-remaining']).toBe('0');
    expect(over.headers['retry-after']).toBe(over.headers['x-ratelimit-reset']);
    // The address counts first, so that refused request used one of its address's budget.
    const anonymous: number[] = [];
    for (let i = 0; i < BUDGET; i++) anonymous.push((await create(apps[0]!, {}, '10.36.1.99')).statusCode);
    expect(anonymous).toEqual([...Array(BUDGET - 1).fill(201), 429]);
  }, 60_000);
});
