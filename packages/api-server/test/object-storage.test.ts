// Photos in object storage (issue 27), against a real S3-compatible server (s3rver) started here.
// One data directory: photos are first stored in the database (no store configured), the move
// command (the real process, then the function) takes them to the store, and the app, restarted
// with the store, uploads and serves through it with unchanged headers and authorization.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { objectStoreFromEnv, type ObjectStoreOptions } from '../src/config';
import { createObjectStore, ObjectStoreError } from '../src/lib/object-store';
import { moveAttachmentsToStore, movedAttachmentKey } from '../src/lib/attachment-mover';
import { DEMO, auth, body, isErrorEnvelope, login, registerDriver, removeDir, startApp, tempDir, validEvent } from './helpers';
import { uploadPhoto } from './photos';

const BUCKET = 'vigia-photos';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's built-in identity

let dir: string;
let server: S3rver;
let store: ObjectStoreOptions;
let app: FastifyInstance;
let driver: string;
let ticketId: number;
const inDb: { id: number; bytes: Buffer; res?: LightMyRequestResponse }[] = [];

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const noisePng = (seed: number) =>
  sharp(
    Buffer.alloc(48 * 48 * 3).map((_, i) => (i * 31 + seed * 97) % 251),
    { raw: { width: 48, height: 48, channels: 3 } },
  )
    .png()
    .toBuffer();

interface Row {
  id: number;
  ticket_id: number;
  storage_key: string | null;
  sha256: string;
  size: number;
  content_type: string;
  has_data: boolean;
}
const rows = () =>
  app.database.query<Row>(
    'select id, ticket_id, storage_key, sha256, size, content_type, data is not null as has_data from attachments order by id',
  );

const upload = (data: Buffer, headers: Record<string, string> = auth(driver), target = ticketId) => uploadPhoto(app, target, data, headers);
const download = (id: number, token?: string) =>
  app.inject({ method: 'GET', url: `/api/ticket/${ticketId}/attachment/${id}`, headers: token ? auth(token) : {} });

/** The bucket as seen by a client of its own (not the app's). */
function bucketClient() {
  return new S3Client({
    endpoint: store.endpoint!,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: KEYS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function bucketObject(key: string): Promise<{ bytes: Buffer; type: string | undefined }> {
  const client = bucketClient();
  try {
    const res = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return { bytes: Buffer.from(await res.Body!.transformToByteArray()), type: res.ContentType };
  } finally {
    client.destroy();
  }
}

async function bucketKeys(prefix: string): Promise<string[]> {
  const client = bucketClient();
  try {
    const res = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    return (res.Contents ?? []).map((o) => o.Key!);
  } finally {
    client.destroy();
  }
}

/** `node src/move-attachments.ts` with the server's environment variables. */
function runMoveCommand(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(__dirname, '..', 'src', 'move-attachments.ts'), ...args], {
    env: {
      ...process.env,
      DATA_DIR: join(dir, 'db'),
      DATABASE_URL: '',
      S3_ENDPOINT: store.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

beforeAll(async () => {
  dir = tempDir();
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  store = { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, ...KEYS };
  app = await startApp(join(dir, 'db'));
  driver = await login(app, DEMO.DRIVER);
  ticketId = body(await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(driver), payload: validEvent() })).payload;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await server?.close().catch(() => undefined);
  removeDir(dir);
});

it('without a store, photos stay in the row, with their SHA-256', async () => {
  for (const seed of [1, 2, 3, 4]) {
    const res = await upload(await noisePng(seed));
    expect(res.statusCode).toBe(201);
    const served = await download(body(res).payload.id, driver);
    inDb.push({ id: body(res).payload.id, bytes: served.rawPayload, res: served });
  }
  const stored = await rows();
  expect(stored.map((r) => [r.has_data, r.storage_key, r.sha256])).toEqual(inDb.map((p) => [true, null, sha256(p.bytes)]));
});

it('the move command moves rows with the server’s configuration, and resumes', async () => {
  // PGlite: one process owns the data directory, so the server stops while the command runs.
  await app.close();
  const first = await runMoveCommand(['--limit=1']);
  expect(first.output).toContain('done: 1 moved, 0 left');
  expect(first.code).toBe(0);
  app = await startApp(join(dir, 'db'), { objectStore: store });
  const [moved, ...rest] = await rows();
  expect(moved).toMatchObject({ storage_key: movedAttachmentKey(ticketId, inDb[0]!.id), has_data: false, sha256: sha256(inDb[0]!.bytes) });
  expect(rest.every((r) => r.has_data && r.storage_key === null)).toBe(true);
  expect((await bucketObject(moved!.storage_key!)).bytes.equals(inDb[0]!.bytes)).toBe(true);
}, 30_000);

it('moves only verified rows, and a second run finds nothing to do', async () => {
  // A row whose bytes no longer match its digest is reported and left where it is.
  await app.database.query("update attachments set sha256 = repeat('0', 64) where id = $1", [inDb[3]!.id]);
  const objects = createObjectStore(store);
  try {
    const first = await moveAttachmentsToStore(app.database, objects, { batchSize: 1 });
    expect(first).toEqual({ moved: 2, skipped: [inDb[3]!.id] });
    await app.database.query('update attachments set sha256 = $2 where id = $1', [inDb[3]!.id, sha256(inDb[3]!.bytes)]);
    expect(await moveAttachmentsToStore(app.database, objects)).toEqual({ moved: 1, skipped: [] });
    expect(await moveAttachmentsToStore(app.database, objects)).toEqual({ moved: 0, skipped: [] });
  } finally {
    objects.close();
  }
  for (const photo of inDb) {
    const served = await download(photo.id, driver);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(photo.bytes)).toBe(true);
  }
  expect((await rows()).every((r) => !r.has_data && r.storage_key !== null)).toBe(true);
});

describe('with the store', () => {
  let photo: { id: number; bytes: Buffer; key: string };

  it('an upload goes to the bucket; the row keeps key, size, type and SHA-256, no bytes', async () => {
    const res = await upload(await noisePng(5));
    expect(res.statusCode).toBe(201);
    const id = body(res).payload.id as number;
    const row = (await rows()).find((r) => r.id === id)!;
    expect(row.storage_key).toMatch(new RegExp(`^attachments/${ticketId}/[0-9a-f-]{36}$`));
    const object = await bucketObject(row.storage_key!);
    expect(object.type).toBe('image/png');
    expect(row).toMatchObject({ has_data: false, size: object.bytes.length, content_type: 'image/png', sha256: sha256(object.bytes) });
    expect(body(res).payload.size).toBe(object.bytes.length);
    photo = { id, bytes: object.bytes, key: row.storage_key! };
  });

  it('serves it byte for byte with the same headers as a photo kept in the database', async () => {
    const served = await download(photo.id, driver);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(photo.bytes)).toBe(true);
    const headers = (res: LightMyRequestResponse) => {
      const { date: _date, 'x-request-id': _id, 'content-length': length, ...rest } = res.headers;
      return { ...rest, 'content-length': length === undefined ? undefined : 'present' };
    };
    expect(headers(served)).toEqual(headers(inDb[0]!.res!));
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline; filename="foto.png"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-length': String(photo.bytes.length),
    });
  });

  it('answers every caller as before: anonymous 401, another driver 404, staff 200', async () => {
    const other = await registerDriver(app, 'otro.conductor@correo.cl');
    const inspector = await login(app, DEMO.INSPECTOR);
    for (const id of [photo.id, inDb[0]!.id]) {
      const statuses = [await download(id), await download(id, other.token), await download(id, inspector), await download(id, driver)];
      expect(statuses.map((r) => r.statusCode)).toEqual([401, 404, 200, 200]);
      expect(isErrorEnvelope(body(statuses[1]!))).toBe(true);
    }
    // Anonymous uploads still need their event's upload token.
    const created = await app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent() });
    const anonymousEvent = body(created).payload as number;
    const png = await noisePng(6);
    expect((await upload(png, {}, anonymousEvent)).statusCode).toBe(401);
    expect((await upload(png, { 'x-upload-token': String(created.headers['x-upload-token']) }, anonymousEvent)).statusCode).toBe(201);
  });

  it('a row that cannot be written leaves no object behind', async () => {
    const other = body(await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(driver), payload: validEvent() })).payload;
    // The database refuses this event's photo rows after the object is stored.
    await app.database.query("create function refuse_photo() returns trigger language plpgsql as $$ begin raise exception 'no'; end $$");
    await app.database.query(
      `create trigger refuse_photo before insert on attachments for each row when (new.ticket_id = ${Number(other)}) execute function refuse_photo()`,
    );
    try {
      const res = await upload(await noisePng(8), auth(driver), other);
      expect(res.statusCode).toBe(500);
      expect(isErrorEnvelope(body(res))).toBe(true);
      expect(await bucketKeys(`attachments/${other}/`)).toEqual([]);
    } finally {
      await app.database.query('drop trigger refuse_photo on attachments');
    }
    expect((await upload(await noisePng(8), auth(driver), other)).statusCode).toBe(201);
    expect(await bucketKeys(`attachments/${other}/`)).toHaveLength(1);
  });

  it('with the store unreachable, an upload is a clean 503 and stores nothing', async () => {
    await server.close();
    const before = await app.database.query<{ attachments: number; history: number }>(
      "select (select count(*)::int from attachments) as attachments, (select count(*)::int from ticket_history where action = 'ATTACHMENT_ADDED') as history",
    );
    const res = await upload(await noisePng(7));
    expect(res.statusCode).toBe(503);
    expect(body(res)).toEqual({
      payload: null,
      errors: [{ message: 'El almacenamiento de imágenes no está disponible. Intente nuevamente en unos minutos' }],
    });
    const after = await app.database.query(
      "select (select count(*)::int from attachments) as attachments, (select count(*)::int from ticket_history where action = 'ATTACHMENT_ADDED') as history",
    );
    expect(after).toEqual(before);
    // Reading one is refused the same way.
    const read = await download(photo.id, driver);
    expect(read.statusCode).toBe(503);
    expect(isErrorEnvelope(body(read))).toBe(true);
  }, 20_000);
});

it('reads S3_* like the server: off without a bucket, path style with an endpoint, no half configuration', () => {
  expect(objectStoreFromEnv({})).toBeUndefined();
  expect(objectStoreFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual({
    bucket: 'b',
    endpoint: 'http://127.0.0.1:9000',
    region: 'us-east-1',
    accessKeyId: undefined,
    secretAccessKey: undefined,
    forcePathStyle: true,
  });
  expect(objectStoreFromEnv({ S3_BUCKET: 'b', S3_REGION: 'sa-east-1' })).toMatchObject({ region: 'sa-east-1', forcePathStyle: false });
  expect(objectStoreFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://s3', S3_FORCE_PATH_STYLE: '0' })).toMatchObject({
    forcePathStyle: false,
  });
  expect(() => objectStoreFromEnv({ S3_ENDPOINT: 'http://s3' })).toThrow('S3_BUCKET');
  expect(() => objectStoreFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow('go together');
});

it('a store that accepts connections but never answers fails within its deadline', async () => {
  const sockets: Socket[] = [];
  const silent = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as { port: number };
  const objects = createObjectStore({ ...store, endpoint: `http://127.0.0.1:${port}`, deadlinesMs: { put: 300, get: 300 } });
  try {
    const started = Date.now();
    await expect(objects.put('attachments/1/x', Buffer.from('x'), 'image/png', sha256(Buffer.from('x')))).rejects.toBeInstanceOf(
      ObjectStoreError,
    );
    await expect(objects.get('attachments/1/x')).rejects.toBeInstanceOf(ObjectStoreError);
    expect(Date.now() - started).toBeLessThan(3_000);
  } finally {
    objects.close();
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  }
});
