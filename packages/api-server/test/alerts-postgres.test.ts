// Route alerts on PostgreSQL with two instances (issue 41 item 5): both tick at once, again and
// again, and each start is still queued once and each subscriber mailed once; the batching state is
// taken atomically (FOR UPDATE SKIP LOCKED, one statement), never twice.
import { auth, body, login, validEvent } from './helpers';
import { subscription } from './alerts-fixture';
import { withPostgresApps } from './postgres-apps';
import { alertTick } from '../src/services/route-alerts';

const now = new Date();
const apps = withPostgresApps(55741, 2, { clock: () => now, slaScanMs: 0 });
const SUBSCRIBERS = 12;

it('two instances ticking together queue each start once and mail each subscriber once', async () => {
  const [a, b] = [apps[0]!, apps[1]!];
  await Promise.all([a.routeAlerts.tick(), b.routeAlerts.tick()]); // what is open already is not news
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const res = await a.inject({
      method: 'POST',
      url: '/api/alerts/subscribe',
      payload: subscription({ email: `doble${i}@correo.cl` }),
      remoteAddress: `198.51.100.${i + 1}`,
    });
    expect(res.statusCode).toBe(202);
  }
  const ids = (await a.database.query<{ id: number }>('select id from route_alert_subscriptions order by id')).map((r) => r.id);
  for (const id of ids) {
    const app = id % 2 ? a : b;
    expect(
      (await app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token: app.mailLinks.alerts.confirmToken(id) } }))
        .statusCode,
    ).toBe(200);
  }
  const operator = await login(a, 'operator@example.com');
  for (const km of [485, 490, 495]) {
    const res = await a.inject({
      method: 'POST',
      url: '/api/ticket',
      headers: auth(operator),
      payload: validEvent({ kilometer: km, injured: true }),
    });
    expect(res.statusCode).toBe(201);
    expect(body(res).payload).toBeGreaterThan(0);
  }
  // The service itself (not the plugin's one-tick-at-a-time): four ticks race on two pools.
  const results = await Promise.all([a, b, a, b].map((app) => alertTick(app)));
  expect(results.reduce((sum, r) => sum + r.queued, 0)).toBe(3 * SUBSCRIBERS);
  expect(results.reduce((sum, r) => sum + r.mailed, 0)).toBe(SUBSCRIBERS);
  const mails = await a.database.query<{ to_address: string; n: number }>(
    `select to_address, count(*)::int as n from mail_outbox where kind = 'ROUTE_ALERT' group by to_address order by to_address`,
  );
  expect(mails).toHaveLength(SUBSCRIBERS);
  expect(mails.every((m) => m.n === 1)).toBe(true);
  expect(await a.database.query('select 1 from route_alert_pending')).toHaveLength(0);
  expect(
    Number((await a.database.query<{ n: number }>(`select count(*)::int as n from route_alert_tracked where kind = 'INCIDENT'`))[0]!.n),
  ).toBeGreaterThanOrEqual(3);
}, 120_000);
