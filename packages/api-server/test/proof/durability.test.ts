// Durability (issue #8): the real server process under a load of public reports with photos is
// killed with SIGKILL and restarted on the same data (PGlite data dir, then a real PostgreSQL):
// every creation the server acknowledged is there and complete (fields, photo bytes, history and
// notification rows) and nothing is half-stored. Graceful shutdown: SIGTERM while slow requests are
// in flight lets them finish 2xx, refuses new connections, and the process exits 0.
import { request as httpRequest } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { postgresAvailable, startPostgres, type LocalPostgres } from '../../../../scripts/postgres';
import { MIGRATIONS, removeDir, solidPng, tempDir, validEvent } from '../helpers';
import { signIn, startServer, type ServerProcess } from './server-process';

const PORTS = {
  pgliteCrash: 8610,
  pgliteGraceful: 8611,
  postgresCrash: 8612,
  postgres: 55610,
  postgresCrashedServer: 8613,
  postgresCrashed: 55611,
};
const WORKERS = 8;
const ACKS_BEFORE_KILL = 40;

type Target = { dataDir: string } | { databaseUrl: string };
interface Sent {
  id: number;
  event: ReturnType<typeof validEvent>;
}

let png: Buffer;
beforeAll(async () => {
  png = await solidPng(32, 24, '#246');
});

const letters = (n: number) => {
  let out = '';
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26);
  } while (n > 0);
  return out;
};

function eventFor(worker: number, n: number) {
  return validEvent({
    description: `<p>Carga ${worker}-${n}: vehículo detenido</p>`,
    fullName: `Carga ${letters(worker)} ${letters(n)}`,
    patente: `W${worker}N${n}`.slice(0, 8),
    kilometer: 480 + ((worker * 7 + n) % 49),
    dateEvent: new Date(Date.now() - 60_000).toISOString(),
  });
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Drives creations until `ACKS_BEFORE_KILL` were acknowledged, then `kill`s mid-load (default: SIGKILLs the server). */
async function loadAndKill(
  server: ServerProcess,
  kill: () => Promise<void> = async () => {
    server.child.kill('SIGKILL');
  },
) {
  const acked: Sent[] = [];
  const photos = new Map<number, { id: number; size: number }>();
  let stop = false;
  let attempts = 0;
  let lost = 0;
  let killedAt = 0;
  const worker = async (w: number) => {
    for (let n = 0; !stop; n++) {
      const event = eventFor(w, n);
      attempts += 1;
      try {
        const res = await fetch(`${server.url}/api/ticket`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(event),
        });
        if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
        const id = ((await res.json()) as { payload: number }).payload;
        acked.push({ id, event });
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `foto-${w}-${n}.png`);
        const up = await fetch(`${server.url}/api/ticket/${id}/attachment`, {
          method: 'POST',
          headers: { 'x-upload-token': res.headers.get('x-upload-token')! },
          body: form,
        });
        if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${await up.text()}`);
        photos.set(id, ((await up.json()) as { payload: { id: number; size: number } }).payload);
      } catch (error) {
        // Before the kill every request must succeed; after it, refused or reset connections are expected.
        if (!killedAt) throw error;
        lost += 1;
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
  while (acked.length < ACKS_BEFORE_KILL) {
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 20)), ...workers]);
  }
  killedAt = Date.now();
  stop = true; // no new request after the kill: `lost` counts the ones cut in flight
  await kill();
  await Promise.all(workers);
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  const exit = await server.exited;
  return { acked, photos, attempts, lost, exit };
}

/** Everything an acknowledged creation wrote, read back through the API of the restarted server. */
async function checkAcknowledged(url: string, acked: Sent[], photos: Map<number, { id: number; size: number }>) {
  const admin = await signIn(url, 'admin@example.com');
  const supervisor = await signIn(url, 'supervisor@example.com');
  const get = (token: string, path: string) => fetch(`${url}${path}`, { headers: { authorization: token } });
  for (const { id, event } of acked) {
    const res = await get(supervisor, `/api/ticket/${id}`);
    expect({ id, status: res.status }).toEqual({ id, status: 200 });
    const ticket = ((await res.json()) as { payload: Record<string, unknown> }).payload;
    expect(ticket).toMatchObject({ ...event, id, statusCode: 'ABIERTO', createdById: null, assignedToId: null });
    const history = ((await (await get(admin, `/api/ticket/${id}/history`)).json()) as { payload: { action: string }[] }).payload.map(
      (h) => h.action,
    );
    expect({ id, history }).toEqual({
      id,
      history: photos.has(id) ? ['CREATED', 'ATTACHMENT_ADDED'] : expect.arrayContaining(['CREATED']),
    });
    const photo = photos.get(id);
    if (photo) {
      const bytes = Buffer.from(await (await get(admin, `/api/ticket/${id}/attachment/${photo.id}`)).arrayBuffer());
      expect(bytes.length).toBe(photo.size);
      expect((await sharp(bytes).metadata()).format).toBe('png');
    }
  }
  // EVENT_CREATED reached the supervisor for each of them.
  const me = ((await (await get(supervisor, '/api/user/me')).json()) as { payload: { userProfileDto: { id: string } } }).payload
    .userProfileDto.id;
  const notified = new Set<number>();
  for (let page = 0; ; page++) {
    const content = (
      (await (await get(supervisor, `/api/notification/profile/${me}?page=${page}&size=100`)).json()) as {
        payload: { content: { type: string; ticketId: number }[] };
      }
    ).payload.content;
    if (content.length === 0) break;
    for (const n of content) if (n.type === 'EVENT_CREATED') notified.add(n.ticketId);
  }
  expect(acked.map((a) => a.id).filter((id) => !notified.has(id))).toEqual([]);
}

/** Direct SQL over the stopped server's data: no half-stored creation, no orphan row. */
async function checkNothingHalfStored(target: Target, ackedIds: number[]) {
  const database = await openDatabase({
    ...('dataDir' in target ? { dataDir: target.dataDir } : { dataDir: '', databaseUrl: target.databaseUrl }),
    migrationsFolder: MIGRATIONS,
  });
  try {
    const noCreated = await rows<{ id: number }>(
      database,
      sql`select t.id from tickets t where not exists (select 1 from ticket_history h where h.ticket_id = t.id and h.action = 'CREATED')`,
    );
    const photoWithoutHistory = await rows<{ ticket_id: number }>(
      database,
      sql`
      select a.ticket_id from attachments a group by a.ticket_id
      having count(*) <> (select count(*) from ticket_history h where h.ticket_id = a.ticket_id and h.action = 'ATTACHMENT_ADDED')`,
    );
    const historyWithoutPhoto = await rows<{ ticket_id: number }>(
      database,
      sql`
      select h.ticket_id from ticket_history h where h.action = 'ATTACHMENT_ADDED'
      and not exists (select 1 from attachments a where a.ticket_id = h.ticket_id)`,
    );
    const brokenPhotos = await rows<{ id: number }>(database, sql`select id from attachments where size <> octet_length(data) or size = 0`);
    const orphans = await rows<{ n: number }>(
      database,
      sql`
      select (select count(*) from ticket_history h where not exists (select 1 from tickets t where t.id = h.ticket_id))
           + (select count(*) from attachments a where not exists (select 1 from tickets t where t.id = a.ticket_id))
           + (select count(*) from notifications n where n.ticket_id is not null and not exists (select 1 from tickets t where t.id = n.ticket_id)) as n`,
    );
    const stored = await rows<{ id: number }>(database, sql`select id from tickets where full_name like 'Carga %'`);
    const withoutNotification = await rows<{ id: number }>(
      database,
      sql`
      select t.id from tickets t where t.full_name like 'Carga %'
      and not exists (select 1 from notifications n where n.ticket_id = t.id and n.type = 'EVENT_CREATED')`,
    );
    expect({ noCreated, photoWithoutHistory, historyWithoutPhoto, brokenPhotos, orphans: Number(orphans[0]!.n) }).toEqual({
      noCreated: [],
      photoWithoutHistory: [],
      historyWithoutPhoto: [],
      brokenPhotos: [],
      orphans: 0,
    });
    const storedIds = new Set(stored.map((r) => r.id));
    expect(ackedIds.filter((id) => !storedIds.has(id))).toEqual([]);
    return {
      stored: stored.length,
      unacknowledged: stored.length - ackedIds.length,
      withoutNotification: withoutNotification.map((r) => r.id),
    };
  } finally {
    await database.close();
  }
}

async function crashProof(label: string, port: number, target: Target, crashDatabase?: () => Promise<void>) {
  const first = await startServer(port, target);
  const { acked, photos, attempts, lost, exit } = await loadAndKill(first, crashDatabase);
  expect({ signal: exit.signal, output: exit.signal === 'SIGKILL' ? '' : first.output() }).toEqual({ signal: 'SIGKILL', output: '' });
  const second = await startServer(port, target);
  try {
    await checkAcknowledged(second.url, acked, photos);
  } finally {
    second.child.kill('SIGTERM');
  }
  expect(await second.exited).toEqual({ code: 0, signal: null });
  const stored = await checkNothingHalfStored(
    target,
    acked.map((a) => a.id),
  );
  console.log(
    `[proof] durability (${label}): ${crashDatabase ? 'PostgreSQL crashed' : 'SIGKILL'} after ${acked.length} acknowledged creations (${photos.size} with a photo) of ${attempts} attempted, ` +
      `${lost} requests cut in flight; after restart all ${acked.length} present and complete; ${stored.stored} stored in all ` +
      `(${stored.unacknowledged} created but unacknowledged, ${stored.withoutNotification.length} of them without their EVENT_CREATED yet)`,
  );
  // Only a creation whose answer never arrived may lack its notification (it was stored after the event).
  expect(stored.withoutNotification.filter((id) => acked.some((a) => a.id === id))).toEqual([]);
}

describe('PGlite', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
  });
  afterAll(() => removeDir(dir));

  it('SIGKILL under a creation load: every acknowledged creation survives complete, nothing half-stored', async () => {
    const dataDir = join(dir, 'crash');
    mkdirSync(dataDir);
    await crashProof('PGlite', PORTS.pgliteCrash, { dataDir });
  }, 240_000);

  it('SIGTERM drains in-flight slow requests (2xx), refuses new connections, exits 0', async () => {
    const dataDir = join(dir, 'graceful');
    const server = await startServer(PORTS.pgliteGraceful, { dataDir });
    const post = (path: string, headers: Record<string, string>, payload: Buffer) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port: PORTS.pgliteGraceful,
        method: 'POST',
        path,
        headers: { ...headers, 'content-length': String(payload.length) },
      });
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        });
        req.on('error', reject);
      });
      // Headers and the first bytes now; the rest only after SIGTERM.
      req.write(payload.subarray(0, 16));
      return { finish: () => req.end(payload.subarray(16)), response };
    };
    // A photo upload needs an event and its capability first.
    const created = await fetch(`${server.url}/api/ticket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(eventFor(90, 0)),
    });
    const target = ((await created.json()) as { payload: number }).payload;
    const boundary = 'gracefulboundary';
    const multipartBody = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lenta.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const slow = [
      ...Array.from({ length: 4 }, (_, i) =>
        post('/api/ticket', { 'content-type': 'application/json' }, Buffer.from(JSON.stringify(eventFor(91, i)))),
      ),
      post(
        `/api/ticket/${target}/attachment`,
        { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-upload-token': created.headers.get('x-upload-token')! },
        multipartBody,
      ),
    ];
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Closing: no new connection is accepted.
    await expect(fetch(`${server.url}/api/ticket/status`)).rejects.toThrow();
    for (const request of slow) request.finish();
    const answers = await Promise.all(slow.map((r) => r.response));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const ids = answers.slice(0, 4).map((a) => (JSON.parse(a.body) as { payload: number }).payload);
    const stored = await checkNothingHalfStored({ dataDir }, ids);
    expect(stored.withoutNotification).toEqual([]);
    console.log(
      `[proof] graceful shutdown: ${answers.length} slow requests in flight at SIGTERM all answered 201, new connections refused, exit code 0`,
    );
  }, 180_000);
});

const havePostgres = postgresAvailable();
if (!havePostgres && !process.env['CI']) {
  console.warn(
    '[proof] durability on PostgreSQL SKIPPED: /usr/lib/postgresql is missing (apt-get install -y postgresql); CI fails instead of skipping',
  );
}

(havePostgres || process.env['CI'] ? describe : describe.skip)('PostgreSQL', () => {
  let pg: LocalPostgres | undefined;
  afterAll(async () => {
    await pg?.stop();
  });

  it('SIGKILL under a creation load: every acknowledged creation survives complete, nothing half-stored', async () => {
    if (!havePostgres)
      throw new Error('PostgreSQL is not installed (/usr/lib/postgresql missing): CI must install it (apt-get install -y postgresql)');
    pg = await startPostgres(PORTS.postgres);
    await crashProof('PostgreSQL', PORTS.postgresCrash, { databaseUrl: pg.url });
  }, 240_000);

  // Creations commit without waiting for the WAL flush and are answered only after a shared flush
  // (decision 023): a crash of PostgreSQL itself must not lose one that was answered 201.
  it('PostgreSQL crashing under a creation load: every acknowledged creation survives complete', async () => {
    if (!havePostgres) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql missing)');
    const crashed = await startPostgres(PORTS.postgresCrashed);
    try {
      await crashProof('PostgreSQL', PORTS.postgresCrashedServer, { databaseUrl: crashed.url }, () => crashed.crash());
    } finally {
      await crashed.stop();
    }
  }, 240_000);
});
