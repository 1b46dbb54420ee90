// Several instances on one PostgreSQL (issue 27): three real server processes (`node src/main.ts`)
// on a throw-away Debian PostgreSQL started by the test. They start together on an empty database;
// a notification made on one reaches a stream on another, also after the listening connections
// were terminated; a stream ticket from one opens a stream once on another; a per-IP limit counts
// across instances; every instance survives the termination of all its connections.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { postgresAvailable, type LocalPostgres } from '../../../../scripts/postgres';
import { validEvent } from '../helpers';
import { startDatabase, stopCluster } from './cluster';
import { signIn, startServer, type ServerProcess } from './server-process';
import { openSse, type SseStream } from './sse-client';

const PORTS = { postgres: 55620, servers: [8620, 8621, 8622] };
const REGISTER_PER_HOUR = 4;
const havePostgres = postgresAvailable();

async function api(url: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by each test
  return { status: res.status, body: (await res.json().catch(() => null)) as { payload: any } | null };
}

const streamTicket = async (url: string, token: string) =>
  (await api(url, '/api/notification/stream/ticket', { method: 'POST', token })).body!.payload.ticket as string;

const createEvent = async (url: string) => {
  const res = await api(url, '/api/ticket', { method: 'POST', body: validEvent() });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body!.payload as number;
};

const isCreatedNotice = (ticketId: number) => (e: { event: string; data: unknown }) =>
  e.event === 'notification' && (e.data as { ticketId: number }).ticketId === ticketId;

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

(havePostgres || process.env['CI'] ? describe : describe.skip)('several instances on one PostgreSQL', () => {
  let postgres: LocalPostgres;
  let admin: pg.Client;
  let servers: ServerProcess[] = [];
  const streams: SseStream[] = [];
  let supervisorToken: string;

  beforeAll(async () => {
    if (!havePostgres) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql missing): apt-get install -y postgresql');
    ({ postgres, admin } = await startDatabase(PORTS.postgres));
    // All at once on the empty database: they race for the migrations and the seed.
    servers = await Promise.all(
      PORTS.servers.map((port) =>
        startServer(port, { databaseUrl: postgres.url }, { RATE_LIMIT_REGISTER_PER_HOUR: String(REGISTER_PER_HOUR) }),
      ),
    );
    supervisorToken = await signIn(servers[1]!.url, 'supervisor@example.com');
  }, 180_000);

  afterAll(() => stopCluster({ streams, servers, admin, postgres }), 60_000);

  it('all start together on an empty database: every one ready, migrated and seeded once', async () => {
    for (const server of servers) expect((await api(server.url, '/api/ready')).status).toBe(200);
    const journal = JSON.parse(readFileSync(join(__dirname, '..', '..', 'src', 'db', 'migrations', 'meta', '_journal.json'), 'utf8'));
    const migrations = await admin.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations.rows[0].n).toBe(journal.entries.length);
    const users = await admin.query("select count(*)::int as n from users where email = 'supervisor@example.com'");
    expect(users.rows[0].n).toBe(1);
    const statuses = await admin.query('select count(*)::int as n from statuses');
    expect(statuses.rows[0].n).toBe(3);
  });

  it('a notification made on A reaches a stream on B within 1 s, also after the LISTEN connections were terminated', async () => {
    const [a, b] = [servers[0]!, servers[1]!];
    const stream = await openSse(b.url, await streamTicket(b.url, supervisorToken));
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'unread', 2_000);

    let sent = Date.now();
    const first = await createEvent(a.url);
    await stream.next(isCreatedNotice(first), 1_000);
    const live = Date.now() - sent;

    const killed = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN %'");
    expect(killed.rowCount).toBe(servers.length);
    sent = Date.now();
    const second = await createEvent(a.url);
    await stream.next(isCreatedNotice(second), 1_000);
    const afterKill = Date.now() - sent;
    // Each exactly once, though the catch-up after the reconnection may have read it again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events.filter(isCreatedNotice(first))).toHaveLength(1);
    expect(stream.events.filter(isCreatedNotice(second))).toHaveLength(1);
    console.log(`[proof] A → stream on B: ${live} ms; after terminating every LISTEN connection: ${afterKill} ms`);
  }, 30_000);

  it("A's stream ticket opens a stream on B once; C refuses it after that", async () => {
    const ticket = await streamTicket(servers[0]!.url, supervisorToken);
    const onB = await openSse(servers[1]!.url, ticket);
    streams.push(onB);
    expect(onB.status).toBe(200);
    const again = await openSse(servers[2]!.url, ticket);
    streams.push(again);
    expect(again.status).toBe(401);
  });

  it('a client reconnecting on another instance gets what it missed since its last event id, before the count', async () => {
    const supervisor = "(select id from users where email = 'supervisor@example.com')";
    const [{ last }] = (await admin.query(`select max(id)::int as last from notifications where profile_id = ${supervisor}`)).rows;
    const missed = [await createEvent(servers[0]!.url), await createEvent(servers[1]!.url)];
    const stream = await openSse(servers[2]!.url, await streamTicket(servers[2]!.url, supervisorToken), last, 'query');
    streams.push(stream);
    await stream.next((e) => e.event === 'unread', 2_000);
    expect(stream.events.map((e) => (e.event === 'notification' ? (e.data as { ticketId: number }).ticketId : e.event))).toEqual([
      ...missed,
      'unread',
    ]);
  });

  it("signing out on A closes that session's stream on B at once; its token is refused on C", async () => {
    const token = await signIn(servers[0]!.url, 'operator@example.com');
    const other = await signIn(servers[0]!.url, 'operator@example.com');
    const stream = await openSse(servers[1]!.url, await streamTicket(servers[1]!.url, token));
    const kept = await openSse(servers[1]!.url, await streamTicket(servers[1]!.url, other));
    streams.push(stream, kept);
    await stream.next((e) => e.event === 'unread', 2_000);
    const sent = Date.now();
    expect((await api(servers[0]!.url, '/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    await stream.next((e) => e.event === 'closed' && (e.data as { reason: string }).reason === 'session-ended', 1_000);
    const closedIn = Date.now() - sent;
    expect((await api(servers[2]!.url, '/api/user/me', { token })).status).toBe(401);
    // The same account's other session goes on.
    expect((await api(servers[2]!.url, '/api/user/me', { token: other })).status).toBe(200);
    expect(kept.events.some((e) => e.event === 'closed')).toBe(false);
    console.log(`[proof] logout on A closed the stream on B in ${closedIn} ms`);
  });

  it('a per-IP limit holds across instances: max registrations in all, however they are spread', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api(servers[i % servers.length]!.url, '/api/auth/register', {
          method: 'POST',
          body: { email: `ip-limit-${i}@example.com`, password: 'clave-segura-1', firstName: 'Paula', lastName: 'Ríos' },
        }),
      ),
    );
    const codes = attempts.map((r) => r.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(REGISTER_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - REGISTER_PER_HOUR);
  });

  it('every instance survives pg_terminate_backend of all its connections and answers again within 5 s', async () => {
    // Let each instance hold idle pooled connections first, so the termination hits them too.
    await Promise.all(servers.map((s) => Promise.all([1, 2, 3].map(() => api(s.url, '/api/ready')))));
    const killed = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'vigia' and pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    expect(killed.rowCount).toBeGreaterThanOrEqual(servers.length * 2);
    const times = await Promise.all(
      servers.map((s) =>
        waitFor(
          async () => (await api(s.url, '/api/ready')).status === 200 && (await signIn(s.url, 'operator@example.com')).length > 0,
          5_000,
        ),
      ),
    );
    for (const server of servers) expect(server.child.exitCode).toBeNull();
    // And the live path still works end to end afterwards.
    const stream = await openSse(servers[2]!.url, await streamTicket(servers[2]!.url, supervisorToken));
    streams.push(stream);
    const id = await createEvent(servers[0]!.url);
    await stream.next(isCreatedNotice(id), 1_000);
    console.log(`[proof] after terminating every connection: instances answered again in ${times.join(', ')} ms`);
  }, 30_000);

  it('while PostgreSQL restarts: alive, not ready, 503 in the envelope; ready again and live within 5 s of its return', async () => {
    const stream = await openSse(servers[1]!.url, await streamTicket(servers[1]!.url, supervisorToken));
    streams.push(stream);
    await admin.end();
    const signInBody = { email: 'operator@example.com', password: 'demo1234', providerId: 'email', tokenId: '' };
    // Probe in the window where the server is down (a fast shutdown, 1.5 s, a new start).
    const probes = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return {
        health: await Promise.all(servers.map(async (s) => (await api(s.url, '/api/health')).status)),
        ready: await Promise.all(servers.map(async (s) => (await api(s.url, '/api/ready')).status)),
        signIn: await Promise.all(servers.map((s) => api(s.url, '/api/auth', { method: 'POST', body: signInBody }))),
      };
    })();
    const restarted = postgres.restart({ downMs: 1_500 });
    const during = await probes;
    await restarted;
    expect(during.health).toEqual([200, 200, 200]);
    expect(during.ready).toEqual([503, 503, 503]);
    for (const answer of during.signIn) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        payload: null,
        errors: [{ message: 'El servicio no está disponible en este momento. Intente nuevamente en unos segundos' }],
      });
    }
    const times = await Promise.all(servers.map((s) => waitFor(async () => (await api(s.url, '/api/ready')).status === 200, 5_000)));
    for (const server of servers) expect(server.child.exitCode).toBeNull();
    admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    // The stream opened before the restart gets what is made after it (the LISTEN connection is back).
    await waitFor(
      async () => (await admin.query("select 1 from pg_stat_activity where query ilike 'LISTEN %'")).rowCount === servers.length,
      5_000,
    );
    await stream.next(isCreatedNotice(await createEvent(servers[0]!.url)), 1_000);
    console.log(`[proof] after a PostgreSQL restart: instances ready again in ${times.join(', ')} ms`);
  }, 60_000);
});
