// Uploads (issue #8): polyglot and disguised files, oversize, zero-byte and truncated images are all
// refused, and nothing of them is stored: no attachment row, no history row, no file in the data
// dir or in the temp dir. A real PNG and JPEG are the controls that the same requests succeed.
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { ATTACHMENT_MAX_BYTES } from '@vigia/domain';
import { auth, body, DEMO, isErrorEnvelope, login, multipart, removeDir, solidPng, startApp, tempDir, validEvent } from '../helpers';

let dir: string;
let scratch: string;
let previousTmp: string | undefined;
let app: FastifyInstance;
let driver: string;
let ticketId: number;
let anon: { id: number; token: string };
let png: Buffer;
let jpeg: Buffer;

function filesUnder(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(root, e.name)) : [join(root, e.name)],
  );
}

async function counts() {
  const result = (await app.db.execute(
    sql`select (select count(*)::int from attachments) as attachments, (select count(*)::int from ticket_history where action = 'ATTACHMENT_ADDED') as history`,
  )) as unknown as { rows: { attachments: number; history: number }[] };
  return result.rows[0]!;
}

const upload = (fileName: string, contentType: string, data: Buffer, as: 'driver' | 'anonymous' = 'driver') => {
  const form = multipart(fileName, contentType, data);
  const target = as === 'driver' ? ticketId : anon.id;
  const headers = as === 'driver' ? auth(driver) : { 'x-upload-token': anon.token };
  return app.inject({
    method: 'POST',
    url: `/api/ticket/${target}/attachment`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

/** A valid PNG with extra bytes after IEND. */
const afterPng = (extra: string | Buffer) => Buffer.concat([png, Buffer.isBuffer(extra) ? extra : Buffer.from(extra)]);

type Field = [offset: number, value: number, width: 2 | 4];

/** A little-endian record of `size` bytes: each field is [offset, value, width in bytes], the rest zero. */
function record(size: number, fields: Field[]): Buffer {
  const out = Buffer.alloc(size);
  for (const [offset, value, width] of fields) {
    if (width === 4) out.writeUInt32LE(value, offset);
    else out.writeUInt16LE(value, offset);
  }
  return out;
}

/** A minimal ZIP archive (one stored file), for image+ZIP polyglots. */
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  // Both file headers carry the sizes and the name's length: from byte 18 in the local one, 20 in the central one.
  const sizes = (at: number): Field[] => [
    [at, data.length, 4],
    [at + 4, data.length, 4],
    [at + 8, fileName.length, 2],
  ];
  const local = record(30, [[0, 0x04034b50, 4], [4, 10, 2], ...sizes(18)]);
  const central = record(46, [[0, 0x02014b50, 4], [4, 20, 2], [6, 10, 2], ...sizes(20)]);
  const localPart = Buffer.concat([local, fileName, data]);
  const centralPart = Buffer.concat([central, fileName]);
  // The end of central directory record: one entry, and where the directory is.
  const end = record(22, [
    [0, 0x06054b50, 4],
    [8, 1, 2],
    [10, 1, 2],
    [12, centralPart.length, 4],
    [16, localPart.length, 4],
  ]);
  return Buffer.concat([localPart, centralPart, end]);
}

/** A JPEG whose COM segment (right after SOI) carries a payload. */
function jpegWithComment(text: string): Buffer {
  const payload = Buffer.from(text);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]);
}

beforeAll(async () => {
  dir = tempDir();
  // Anything the upload path spills to disk would land here: it must stay empty.
  scratch = join(tempDir(), 'tmp');
  mkdirSync(scratch);
  previousTmp = process.env['TMPDIR'];
  process.env['TMPDIR'] = scratch;
  app = await startApp(dir);
  driver = await login(app, DEMO.DRIVER);
  ticketId = body(await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(driver), payload: validEvent() })).payload;
  const created = await app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent() });
  anon = { id: body(created).payload, token: String(created.headers['x-upload-token']) };
  png = await solidPng(64, 48, '#3a6');
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a36' } })
    .jpeg()
    .toBuffer();
}, 60_000);

afterAll(async () => {
  await app?.close();
  if (previousTmp === undefined) delete process.env['TMPDIR'];
  else process.env['TMPDIR'] = previousTmp;
  removeDir(dir);
  removeDir(join(scratch, '..'));
});

// name → [file name, declared type, bytes]; built lazily (needs the images above).
async function hostileFiles(): Promise<[string, string, string, Buffer][]> {
  const bigNoise = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x41);
  const noisyPng = await sharp(Buffer.from(Array.from({ length: 900 * 900 * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width: 900, height: 900, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const hugePixels = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .gif()
    .toBuffer();
  const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .webp()
    .toBuffer();
  const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .tiff()
    .toBuffer();
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script><rect width="8" height="8"/></svg>',
  );
  return [
    // Polyglots: a real image that is also a page, a script, an archive or a document.
    ['png + html after IEND', 'foto.png', 'image/png', afterPng('<html><body><script>alert(document.cookie)</script></body></html>')],
    ['png + php after IEND', 'foto.png', 'image/png', afterPng('<?php system($_GET["c"]); ?>')],
    ['png + zip (PNG/ZIP polyglot)', 'foto.png', 'image/png', afterPng(zipOf('x.html', '<script>alert(1)</script>'))],
    ['png + plain bytes after IEND', 'foto.png', 'image/png', afterPng(Buffer.alloc(512, 7))],
    ['jpeg + zip (GIFAR-style)', 'foto.jpg', 'image/jpeg', Buffer.concat([jpeg, zipOf('evil.class', 'cafebabe')])],
    ['jpeg + html after EOI', 'foto.jpg', 'image/jpeg', Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')])],
    ['jpeg with a script comment', 'foto.jpg', 'image/jpeg', jpegWithComment('<script>alert(1)</script>')],
    ['jpeg with a php comment', 'foto.jpg', 'image/jpeg', jpegWithComment('<?php echo 1; ?>')],
    ['pdf header + png', 'foto.png', 'image/png', Buffer.concat([Buffer.from('%PDF-1.4\n'), png])],
    // Disguised: not an image at all, or an image of a type we do not take, under an image name/type.
    ['html named .png', 'foto.png', 'image/png', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['svg with script named .png', 'foto.png', 'image/png', svg],
    ['svg declared image/svg+xml', 'foto.svg', 'image/svg+xml', svg],
    ['gif named .png', 'foto.png', 'image/png', gif],
    ['webp named .jpg', 'foto.jpg', 'image/jpeg', webp],
    ['tiff named .jpg', 'foto.jpg', 'image/jpeg', tiff],
    [
      'ELF binary named .png',
      'foto.png',
      'image/png',
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(256)]),
    ],
    ['Windows executable named .jpg', 'foto.jpg', 'image/jpeg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)])],
    ['zip named .png', 'foto.png', 'image/png', zipOf('a.txt', 'hola')],
    ['pdf named .jpg', 'foto.jpg', 'image/jpeg', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')],
    ['png signature only', 'foto.png', 'image/png', png.subarray(0, 8)],
    ['jpeg SOI only', 'foto.jpg', 'image/jpeg', jpeg.subarray(0, 2)],
    ['text/plain', 'nota.txt', 'text/plain', Buffer.from('hola')],
    // Truncated images.
    ['png cut in half', 'foto.png', 'image/png', png.subarray(0, Math.floor(png.length / 2))],
    ['png without IEND', 'foto.png', 'image/png', png.subarray(0, png.length - 12)],
    ['noisy png cut at 60%', 'foto.png', 'image/png', noisyPng.subarray(0, Math.floor(noisyPng.length * 0.6))],
    ['jpeg cut in half', 'foto.jpg', 'image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
    ['jpeg without EOI', 'foto.jpg', 'image/jpeg', jpeg.subarray(0, jpeg.length - 2)],
    // Size.
    ['zero bytes', 'foto.png', 'image/png', Buffer.alloc(0)],
    ['2 MB + 1 byte', 'foto.png', 'image/png', bigNoise],
    ['a real png over 2 MB', 'foto.png', 'image/png', noisyPng],
    ['100 megapixels (decompression bomb)', 'foto.png', 'image/png', hugePixels],
  ];
}

describe('hostile uploads', () => {
  it('controls: a real PNG and a real JPEG are accepted, signed in and anonymous', async () => {
    expect((await upload('foto.png', 'image/png', png)).statusCode).toBe(201);
    expect((await upload('foto.jpg', 'image/jpeg', jpeg)).statusCode).toBe(201);
    expect((await upload('foto.jpg', 'image/jpeg', jpeg, 'anonymous')).statusCode).toBe(201);
  });

  it('every polyglot, disguised, truncated, empty or oversize file is refused and nothing is stored', async () => {
    const files = await hostileFiles();
    expect(files.find(([name]) => name === 'a real png over 2 MB')![3].length).toBeGreaterThan(ATTACHMENT_MAX_BYTES);
    const before = await counts();
    const dataFiles = filesUnder(dir).length;
    const refused: string[] = [];
    const outcomes: Record<string, number> = {};
    for (const [name, fileName, type, data] of files) {
      for (const as of ['driver', 'anonymous'] as const) {
        const res: LightMyRequestResponse = await upload(fileName, type, data, as);
        outcomes[`${name} (${as})`] = res.statusCode;
        expect({ name, as, status: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ name, as, status: true });
        expect(isErrorEnvelope(res.json())).toBe(true);
        refused.push(name);
      }
    }
    const byStatus: Record<number, number> = {};
    for (const status of Object.values(outcomes)) byStatus[status] = (byStatus[status] ?? 0) + 1;
    console.log(
      `[proof] uploads: ${refused.length} hostile uploads (${files.length} kinds × signed-in/anonymous), all refused: ${JSON.stringify(byStatus)}`,
    );
    expect(await counts()).toEqual(before);
    // PGlite may add relation files as it works; what must never appear is an uploaded file.
    const suspicious = filesUnder(dir).filter(
      (f) => /\.(png|jpe?g|html?|php|svg|zip|pdf|gif|webp|tiff?)$/i.test(f) || /foto|nota/i.test(f),
    );
    expect(suspicious).toEqual([]);
    expect(filesUnder(dir).length).toBeGreaterThanOrEqual(dataFiles - 5);
    expect(filesUnder(scratch)).toEqual([]);
    // The anonymous quota (3 photos) was not used up by refused files: two more real ones fit.
    expect((await upload('foto.png', 'image/png', png, 'anonymous')).statusCode).toBe(201);
    expect((await upload('foto.png', 'image/png', png, 'anonymous')).statusCode).toBe(201);
    expect((await upload('foto.png', 'image/png', png, 'anonymous')).statusCode).toBe(409);
  }, 120_000);

  it('malformed multipart requests are refused the same way', async () => {
    const before = await counts();
    const post = (payload: Buffer | string, contentType: string) =>
      app.inject({
        method: 'POST',
        url: `/api/ticket/${ticketId}/attachment`,
        headers: { ...auth(driver), 'content-type': contentType },
        payload,
      });
    const B = 'proofboundary';
    const part = (field: string, data: Buffer, fileName = 'foto.png') =>
      Buffer.concat([
        Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
        data,
        Buffer.from('\r\n'),
      ]);
    const close = Buffer.from(`--${B}--\r\n`);
    const type = `multipart/form-data; boundary=${B}`;
    const good = Buffer.concat([part('file', png), close]);
    const manyFields = Buffer.concat([
      ...Array.from({ length: 20 }, (_, i) => Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`)),
      part('file', png),
      close,
    ]);
    const cases: [string, Buffer | string, string][] = [
      ['wrong field name', Buffer.concat([part('imagen', png), close]), type],
      ['json instead of multipart', JSON.stringify({ file: png.toString('base64') }), 'application/json'],
      ['no boundary', good, 'multipart/form-data'],
      ['wrong boundary', good, 'multipart/form-data; boundary=nope'],
      ['body cut before the end', good.subarray(0, good.length - 40), type],
      ['garbage', Buffer.alloc(4096, 0xff), type],
      ['20 fields before the file', manyFields, type],
      ['a second file after a refused one', Buffer.concat([part('file', Buffer.from('<html>')), part('file', png), close]), type],
    ];
    for (const [name, payload, type] of cases) {
      const res = await post(payload, type);
      expect({
        name,
        status: res.statusCode,
        refused: res.statusCode >= 400 && res.statusCode < 500,
        envelope: isErrorEnvelope(res.json()),
      }).toEqual({ name, status: res.statusCode, refused: true, envelope: true });
    }
    expect(await counts()).toEqual(before);
    expect(filesUnder(scratch)).toEqual([]);
  });

  it('what is stored is a clean re-encoded image of the declared kind', async () => {
    const list = body(await app.inject({ method: 'GET', url: `/api/ticket/${ticketId}/attachment`, headers: auth(driver) })).payload
      .content as { url: string; contentType: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) {
      const res = await app.inject({ method: 'GET', url: item.url, headers: auth(driver) });
      const meta = await sharp(res.rawPayload).metadata();
      expect(`image/${meta.format}`).toBe(item.contentType);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(statSync(dir).isDirectory()).toBe(true);
    }
  });
});
