// Events end to end: lookups, create (per field), sanitizing, uploads, updates, lists, comments,
// notifications, reports, docs and the web-app serving.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { COMMUNES, FIRST_PAINT_FILE } from '@vigia/domain';
import { PAGE_MANIFEST, type PageManifest, type PageVariant } from '@vigia/tooling/page-manifest';
import { createTickets, type NewTicket } from '../src/repositories/ticket-create';
import { batchItem } from './batch-item';
import { auth, body, DEMO, login, me, multipart, removeDir, solidPng, startApp, tempDir, validEvent } from './helpers';

let dir: string;
let app: FastifyInstance;
const t = {} as Record<keyof typeof DEMO, string>;
const id = {} as Record<keyof typeof DEMO, string>;
let png: Buffer;
const SHELL_SCRIPT = "document.documentElement.dataset.theme = 'x'";
// Stands in for the shell's script that requests the app's files after a first paint.
const AFTER_FIRST_FRAME = "document.documentElement.dataset.later = ''";
// Stands in for an area remote's FIRST_PAINT_FILE (built by @vigia/layout/first-paint).
const FIRST_PAINT_SCRIPT = "document.documentElement.dataset.firstPaint = ''";
const FIRST_PAINT = `<div id="first-paint" data-area="operator"><h1>Hola</h1></div><script>${FIRST_PAINT_SCRIPT}</script>`;
let jpegWithExif: Buffer;

beforeAll(async () => {
  dir = tempDir();
  const webRoot = join(dir, 'web');
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  // The shell's build as page-parts-plugin.js writes it: the page, and its manifest the server reads.
  const splash: PageVariant = {
    parts: [
      `<!doctype html><html><head><title>Vigía</title><script>${SHELL_SCRIPT}</script><script defer src="/main.0123456789ab.js"></script>`,
      '</head><body><div id="root">',
      '</div></body></html>',
    ],
    inlineScripts: [SHELL_SCRIPT],
  };
  const firstPaint: PageVariant = {
    parts: [
      `<!doctype html><html><head><title>Vigía</title><script>${SHELL_SCRIPT}</script><script>${AFTER_FIRST_FRAME}</script>`,
      splash.parts[1],
      splash.parts[2],
    ],
    inlineScripts: [SHELL_SCRIPT, AFTER_FIRST_FRAME],
  };
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), splash.parts.join(''));
  writeFileSync(join(webRoot, 'shell', 'dist', PAGE_MANIFEST), JSON.stringify({ splash, firstPaint } satisfies PageManifest));
  writeFileSync(join(webRoot, 'shell', 'dist', 'main.0123456789ab.js'), 'console.log(1)');
  mkdirSync(join(webRoot, 'mf-driver', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'mf-driver', 'dist', 'remoteEntry.js'), '/* remote */');
  mkdirSync(join(webRoot, 'mf-operator', 'dist'), { recursive: true });
  writeFileSync(
    join(webRoot, 'mf-operator', 'dist', FIRST_PAINT_FILE),
    JSON.stringify({ html: FIRST_PAINT, inlineScripts: [FIRST_PAINT_SCRIPT] }),
  );
  app = await startApp(join(dir, 'data'), { webRoot });
  for (const role of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    t[role] = await login(app, DEMO[role]);
    id[role] = (await me(app, t[role])).id;
  }
  png = await solidPng(16, 16, '#0a0');
  jpegWithExif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#00a' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secreto-gps' } } })
    .toBuffer();
}, 60_000);

afterAll(async () => {
  await app?.close();
  removeDir(dir);
});

const create = (payload: unknown, token?: string) =>
  app.inject({ method: 'POST', url: '/api/ticket', payload: payload as object, ...(token ? { headers: auth(token) } : {}) });

const upload = (ticketId: number, file: ReturnType<typeof multipart>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/ticket/${ticketId}/attachment`,
    headers: { ...headers, ...file.headers },
    payload: file.payload,
  });

describe('lookups', () => {
  it('serve the category tree and the statuses', async () => {
    const categories = body(await app.inject({ method: 'GET', url: '/api/ticket/category' })).payload;
    expect(categories.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(['ACCIDENTE', 'ANIMAL_EN_LA_VIA', 'OBSTACULO', 'DANO_CALZADA']),
    );
    const subs = body(await app.inject({ method: 'GET', url: `/api/ticket/category/${categories[0].id}/subcategories` })).payload;
    expect(subs[0]).toEqual({ id: expect.any(Number), name: 'Colisión' });
    const classes = body(
      await app.inject({ method: 'GET', url: `/api/ticket/category/subcategories/${subs[0].id}/classifications` }),
    ).payload;
    expect(classes.map((c: { name: string }) => c.name)).toContain('Choque por alcance');
    const statuses = body(await app.inject({ method: 'GET', url: '/api/ticket/status' })).payload;
    expect(statuses.map((s: { code: string }) => s.code)).toEqual(['ABIERTO', 'EN_PROCESO', 'CERRADO']);
    expect((await app.inject({ method: 'GET', url: '/api/ticket/category/subcategories/9999/classifications' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/ticket/category/abc/subcategories' })).statusCode).toBe(400);
  });
});

describe('POST /api/ticket', () => {
  it('creates an anonymous event ABIERTO / WEB_SELF_SERVICE and returns its id and an upload token', async () => {
    const res = await create(validEvent());
    expect(res.statusCode).toBe(201);
    expect(body(res).payload).toEqual(expect.any(Number));
    expect(res.headers['x-upload-token']).toEqual(expect.any(String));
    const ticket = body(await app.inject({ method: 'GET', url: `/api/ticket/${body(res).payload}`, headers: auth(t.SUPERVISOR) })).payload;
    expect(ticket).toMatchObject({
      statusCode: 'ABIERTO',
      statusName: 'Abierto',
      channelCode: 'WEB_SELF_SERVICE',
      createdById: null,
      category: 'ACCIDENTE',
      subcategory: 1,
    });
  });

  it('records the signed-in creator and gives no upload token', async () => {
    const res = await create(validEvent(), t.DRIVER);
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-upload-token']).toBeUndefined();
    const ticket = body(await app.inject({ method: 'GET', url: `/api/ticket/${body(res).payload}`, headers: auth(t.DRIVER) })).payload;
    expect(ticket.createdById).toBe(id.DRIVER);
  });

  it.each([
    ['email', { email: 'no-es-correo' }, 'Debe colocar un correo electrónico válido'],
    ['email', { email: '' }, 'Este campo es requerido'],
    ['patente', { patente: 'AB/123' }, 'Solo se permiten letras y números'],
    ['patente', { patente: 'ABCDEFGHI' }, 'Máximo 8 caracteres'],
    ['realAddress', { realAddress: '<b>x</b>' }, 'Solo se permiten letras, números, tildes, guiones, puntos, comas y espacios'],
    ['kilometer', { kilometer: 479 }, 'El kilometro minimo debe ser igual o mayor que 480'],
    ['kilometer', { kilometer: 530 }, 'El kilometro máximo es hasta 529'],
    ['kilometer', { kilometer: 'lejos' }, 'Debe ser un número'],
    ['kilometer', { kilometer: 1e308 }, 'El kilometro máximo es hasta 529'],
    ['phone', { phone: '+56 9 abc' }, 'Solo se permiten caracteres numéricos'],
    ['sector', { sector: 'Sector 9' }, 'Solo se permiten letras y espacios'],
    ['commune', { commune: 'Santiago' }, 'Valor no permitido'],
    ['fullName', { fullName: 'a'.repeat(101) }, 'La longitud maxima es de 100 caracteres'],
    ['rut', { rut: '12 345' }, 'Solo se permiten letras, números, guiones y puntos'],
    ['description', { description: '' }, 'Este campo es requerido'],
    ['description', { description: `<p>${'x'.repeat(301)}</p>` }, 'Máximo 300 caracteres'],
    ['dateEvent', { dateEvent: new Date(Date.now() + 3600_000).toISOString() }, 'La fecha no puede estar en el futuro'],
    ['dateEvent', { dateEvent: 'mañana' }, 'Debe ser una fecha válida'],
    ['orientation', { orientation: 'EAST' }, 'La orientación es requerida'],
    ['category', { category: '' }, 'Este campo es requerido'],
    ['subcategory', { subcategory: 'x' }, 'Debe ser un número'],
    ['classificationId', { classificationId: undefined }, 'Este campo es requerido'],
    ['classificationId', { classificationId: 99999 }, 'La clasificación no existe'],
    ['classificationId', { category: 'OBSTACULO' }, 'La clasificación no corresponde a la categoría y subcategoría'],
  ])('refuses a bad %s (%j)', async (field, overrides, message) => {
    const res = await create(validEvent(overrides));
    expect(res.statusCode).toBe(400);
    expect(body(res).payload).toBeNull();
    expect(body(res).errors).toContainEqual({ field, message });
  });

  it('several creations in one statement: each keeps its own fields, creator, history and notices', async () => {
    const items: NewTicket[] = COMMUNES.slice(0, 6).flatMap((c, i) =>
      [null, id.DRIVER].map((actorId) => {
        const event = validEvent({
          commune: c.name,
          kilometer: actorId ? c.kmMax : c.kmMin + 0.5,
          description: `<p>Evento ${i} de ${actorId ?? 'anónimo'}</p>`,
          patente: `PT${i}${actorId ? 'D' : 'A'}`,
        });
        return batchItem(event, actorId, { after: ` en ${c.name}` });
      }),
    );
    const created = await createTickets(app.database, items);
    expect(new Set(created.map((c) => c.id)).size).toBe(items.length);
    const supervisors = created[0]!.notifications.length;
    expect(supervisors).toBeGreaterThan(0);
    for (const [i, { id: ticketId, notifications }] of created.entries()) {
      const { values, actorId } = items[i]!;
      const ticket = body(await app.inject({ method: 'GET', url: `/api/ticket/${ticketId}`, headers: auth(t.SUPERVISOR) })).payload;
      expect(ticket).toMatchObject({
        description: values.description,
        commune: values.commune,
        kilometer: values.kilometer,
        patente: values.patente,
        createdById: actorId,
      });
      const history = body(await app.inject({ method: 'GET', url: `/api/ticket/${ticketId}/history`, headers: auth(t.SUPERVISOR) }))
        .payload as { action: string }[];
      expect(history.map((h) => h.action)).toEqual(['CREATED']);
      expect(notifications).toHaveLength(supervisors);
      for (const n of notifications)
        expect(n).toMatchObject({
          ticketId,
          type: 'EVENT_CREATED',
          message: `Nuevo evento #${ticketId} en ${values.commune}`,
          read: false,
        });
    }
    // The stored notices are the ones returned for the live streams.
    const stored = body(
      await app.inject({ method: 'GET', url: `/api/notification/profile/${id.SUPERVISOR}?size=100`, headers: auth(t.SUPERVISOR) }),
    ).payload.content as { id: number }[];
    const mine = created
      .flatMap((c) => c.notifications)
      .filter((n) => n.profileId === id.SUPERVISOR)
      .map((n) => n.id);
    expect(mine).toHaveLength(items.length);
    expect(stored.map((n) => n.id)).toEqual(expect.arrayContaining(mine));
  });

  it.each(COMMUNES.map((c) => [c.name, c.kmMin, c.kmMax] as const))('accepts %s at km %d and %d', async (commune, min, max) => {
    expect((await create(validEvent({ commune, kilometer: min }))).statusCode).toBe(201);
    expect((await create(validEvent({ commune, kilometer: max }))).statusCode).toBe(201);
  });

  it('strips XSS from the description and keeps the formatting', async () => {
    const res = await create(
      validEvent({
        description:
          '<p onclick="x()">Hola <strong>fuerte</strong> <a href="javascript:alert(1)">malo</a> <a href="https://ruta5.cl">bueno</a></p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="//evil"></iframe>',
      }),
    );
    expect(res.statusCode).toBe(201);
    const ticket = body(await app.inject({ method: 'GET', url: `/api/ticket/${body(res).payload}`, headers: auth(t.ADMIN) })).payload;
    expect(ticket.description).toBe(
      '<p>Hola <strong>fuerte</strong> <a rel="noopener noreferrer nofollow" target="_blank">malo</a> <a href="https://ruta5.cl" rel="noopener noreferrer nofollow" target="_blank">bueno</a></p>',
    );
  });

  it('honeypot: a filled `website` answers 201 with no id and stores nothing', async () => {
    const before = body(await app.inject({ method: 'GET', url: '/api/ticket/search?size=1', headers: auth(t.ADMIN) })).payload.total;
    const res = await create({ ...validEvent(), website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(body(res).payload).toBeNull();
    const after = body(await app.inject({ method: 'GET', url: '/api/ticket/search?size=1', headers: auth(t.ADMIN) })).payload.total;
    expect(after).toBe(before);
  });

  it('INSPECTOR may not create; malformed bodies are 400', async () => {
    expect((await create(validEvent(), t.INSPECTOR)).statusCode).toBe(403);
    const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(res.statusCode).toBe(400);
    expect((await create('"texto"')).statusCode).toBe(415);
    expect((await create({ ...validEvent(), email: ['a@b.cl'] })).statusCode).toBe(400);
  });
});

describe('attachments', () => {
  let ticketId: number;
  let uploadToken: string;

  beforeAll(async () => {
    const res = await create(validEvent());
    ticketId = body(res).payload;
    uploadToken = String(res.headers['x-upload-token']);
  });

  it('accepts a PNG with the upload token and serves it back safely', async () => {
    const res = await upload(ticketId, multipart('../../etc/foto 1.png', 'image/png', png), { 'x-upload-token': uploadToken });
    expect(res.statusCode).toBe(201);
    const attachment = body(res).payload;
    expect(attachment).toMatchObject({
      fileName: 'foto_1.png',
      contentType: 'image/png',
      url: `/api/ticket/${ticketId}/attachment/${attachment.id}`,
    });
    const list = body(
      await app.inject({ method: 'GET', url: `/api/ticket/${ticketId}/attachment?page=0&size=100`, headers: auth(t.SUPERVISOR) }),
    ).payload;
    expect(list).toMatchObject({ page: 0, size: 100, total: 1 });
    const file = await app.inject({ method: 'GET', url: attachment.url, headers: auth(t.SUPERVISOR) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe('inline; filename="foto_1.png"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
  });

  it('re-encodes a JPEG without its metadata, whatever name and type were declared', async () => {
    expect((await sharp(jpegWithExif).metadata()).exif).toBeDefined();
    const res = await upload(ticketId, multipart('foto.gif', 'application/octet-stream', jpegWithExif), { 'x-upload-token': uploadToken });
    expect(res.statusCode).toBe(201);
    expect(body(res).payload).toMatchObject({ fileName: 'foto.jpg', contentType: 'image/jpeg' });
    const file = await app.inject({ method: 'GET', url: body(res).payload.url, headers: auth(t.ADMIN) });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('secreto-gps'))).toBe(false);
  });

  it('refuses HTML disguised as a PNG and a file over 2 MB', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const disguised = await upload(ticketId, multipart('foto.png', 'image/png', html), { 'x-upload-token': uploadToken });
    expect(disguised.statusCode).toBe(415);
    expect(body(disguised).errors).toEqual([{ field: 'file', message: 'Solo se permiten imágenes PNG o JPG' }]);
    const noise = await sharp(
      Buffer.alloc(1100 * 1100 * 3).map(() => Math.floor(Math.random() * 256)),
      { raw: { width: 1100, height: 1100, channels: 3 } },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const big = await upload(ticketId, multipart('grande.png', 'image/png', noise), auth(t.ADMIN));
    expect(big.statusCode).toBe(413);
    expect(body(big).errors).toEqual([{ field: 'file', message: 'El archivo supera el máximo de 2 MB' }]);
    const none = await app.inject({ method: 'POST', url: `/api/ticket/${ticketId}/attachment`, headers: auth(t.ADMIN), payload: {} });
    expect(none.statusCode).toBe(400);
  }, 30_000);

  it('enforces the upload capability: none, another event, or a session token → 401', async () => {
    const file = multipart('foto.png', 'image/png', png);
    expect((await upload(ticketId, file)).statusCode).toBe(401);
    const other = body(await create(validEvent())).payload as number;
    expect((await upload(other, file, { 'x-upload-token': uploadToken })).statusCode).toBe(401);
    expect((await upload(ticketId, file, { 'x-upload-token': t.ADMIN.replace('Bearer ', '') })).statusCode).toBe(401);
  });

  it('allows at most 3 anonymous photos per event', async () => {
    const file = () => multipart('foto.png', 'image/png', png);
    // Two are already there (PNG and JPEG above).
    expect((await upload(ticketId, file(), { 'x-upload-token': uploadToken })).statusCode).toBe(201);
    const fourth = await upload(ticketId, file(), { 'x-upload-token': uploadToken });
    expect(fourth.statusCode).toBe(409);
    expect(body(fourth).errors).toEqual([{ message: 'Se alcanzó el máximo de imágenes para este evento' }]);
  });

  it("a driver cannot upload to or read another one's event (404)", async () => {
    expect((await upload(ticketId, multipart('f.png', 'image/png', png), auth(t.DRIVER))).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/ticket/${ticketId}/attachment`, headers: auth(t.DRIVER) })).statusCode).toBe(404);
  });
});

describe('update, assign, close, lists, comments and notifications', () => {
  let ticketId: number;
  let ticket: Record<string, unknown>;

  beforeAll(async () => {
    ticketId = body(await create(validEvent(), t.DRIVER)).payload;
    ticket = body(await app.inject({ method: 'GET', url: `/api/ticket/${ticketId}`, headers: auth(t.DRIVER) })).payload;
  });

  const put = (token: string, changes: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/ticket/${ticketId}`, headers: auth(token), payload: { ...ticket, ...changes } });

  it('supervisors are notified of new events', async () => {
    const list = body(
      await app.inject({ method: 'GET', url: `/api/notification/profile/${id.SUPERVISOR}?size=100`, headers: auth(t.SUPERVISOR) }),
    ).payload;
    expect(list.content.some((n: { type: string; ticketId: number }) => n.type === 'EVENT_CREATED' && n.ticketId === ticketId)).toBe(true);
  });

  it('a supervisor assigns to an operator, who is notified and sees it in their list', async () => {
    const res = await put(t.SUPERVISOR, { assignedToId: id.OPERATOR, statusCode: 'EN_PROCESO' });
    expect(res.statusCode).toBe(200);
    expect(body(res).payload).toMatchObject({ assignedToId: id.OPERATOR, assignedToName: 'Óscar Fuentes', statusCode: 'EN_PROCESO' });
    ticket = body(res).payload;
    const mine = body(
      await app.inject({ method: 'GET', url: `/api/ticket/list/operator/${id.OPERATOR}?size=100`, headers: auth(t.OPERATOR) }),
    ).payload;
    expect(mine.content.map((x: { id: number }) => x.id)).toContain(ticketId);
    const notes = body(
      await app.inject({ method: 'GET', url: `/api/notification/profile/${id.OPERATOR}`, headers: auth(t.OPERATOR) }),
    ).payload;
    expect(notes.content[0]).toMatchObject({ type: 'EVENT_ASSIGNED', ticketId, read: false });
    const read = await app.inject({ method: 'POST', url: `/api/notification/${notes.content[0].id}/read`, headers: auth(t.OPERATOR) });
    expect(body(read).payload).toBe(true);
    expect(
      (await app.inject({ method: 'POST', url: `/api/notification/${notes.content[0].id}/read`, headers: auth(t.SUPERVISOR) })).statusCode,
    ).toBe(404);
  });

  it('an operator may only list their own assignments and may not reassign', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/ticket/list/operator/${id.SUPERVISOR}`, headers: auth(t.OPERATOR) })).statusCode,
    ).toBe(403);
    expect((await put(t.OPERATOR, { assignedToId: null })).statusCode).toBe(403);
    expect((await put(t.SUPERVISOR, { assignedToId: id.DRIVER })).statusCode).toBe(400);
  });

  it('dateEvent cannot change; unknown status is 400; inspector cannot edit', async () => {
    const moved = await put(t.OPERATOR, { dateEvent: new Date(Date.parse(String(ticket['dateEvent'])) - 86_400_000).toISOString() });
    expect(moved.statusCode).toBe(400);
    expect(body(moved).errors).toEqual([{ field: 'dateEvent', message: 'La fecha del evento no se puede modificar' }]);
    expect((await put(t.OPERATOR, { statusCode: 'INVENTADO' })).statusCode).toBe(400);
    expect((await put(t.INSPECTOR, {})).statusCode).toBe(403);
  });

  it('comments: newest first with the author name; creator and assignee are notified', async () => {
    const first = await app.inject({
      method: 'POST',
      url: `/api/ticket/${ticketId}/comment`,
      headers: auth(t.OPERATOR),
      // Public: an internal note notifies only who may read it, which a driver may not (reader-rules.test.ts).
      payload: { comment: 'Patrulla en camino', visibility: 'PUBLIC' },
    });
    expect(first.statusCode).toBe(201);
    await app.inject({
      method: 'POST',
      url: `/api/ticket/${ticketId}/comment`,
      headers: auth(t.DRIVER),
      payload: { comment: '<b>Gracias</b>' },
    });
    const list = body(
      await app.inject({ method: 'GET', url: `/api/ticket/${ticketId}/comment?page=0&size=10`, headers: auth(t.INSPECTOR) }),
    ).payload;
    expect(list.content.map((c: { comment: string; authorName: string }) => [c.comment, c.authorName])).toEqual([
      ['<b>Gracias</b>', 'Daniela Muñoz'],
      ['Patrulla en camino', 'Óscar Fuentes'],
    ]);
    const driverNotes = body(
      await app.inject({ method: 'GET', url: `/api/notification/profile/${id.DRIVER}`, headers: auth(t.DRIVER) }),
    ).payload;
    expect(driverNotes.content.some((n: { type: string; ticketId: number }) => n.type === 'COMMENT_ADDED' && n.ticketId === ticketId)).toBe(
      true,
    );
    const empty = await app.inject({
      method: 'POST',
      url: `/api/ticket/${ticketId}/comment`,
      headers: auth(t.OPERATOR),
      payload: { comment: '  ' },
    });
    expect(body(empty).errors).toEqual([{ field: 'comment', message: 'Este campo es requerido' }]);
    expect(
      (await app.inject({ method: 'POST', url: `/api/ticket/${ticketId}/comment`, headers: auth(t.INSPECTOR), payload: { comment: 'x' } }))
        .statusCode,
    ).toBe(403);
  });

  it('the driver closes the event: creator notified, history recorded, then it is read-only for them', async () => {
    const closed = await put(t.DRIVER, { statusCode: 'CERRADO', closeReason: 'RESUELTO' });
    expect(closed.statusCode).toBe(200);
    expect(body(closed).payload.statusCode).toBe('CERRADO');
    // Unconditional (no version, SPEC): the copy is stale, but the refusal is that it is closed.
    expect((await put(t.DRIVER, { sector: 'Otro Sector', version: undefined })).statusCode).toBe(409);
    const { ticketHistoryOf } = await import('../src/repositories/ticket-history');
    const history = (await ticketHistoryOf(app.db, ticketId)).filter((h) => h.action !== 'COMMENT_ADDED');
    // The assignment in the first update dispatched it, closing cleared it (issue 26).
    expect(history.map((h) => h.action)).toEqual(['CREATED', 'UPDATED', 'MILESTONE', 'UPDATED', 'MILESTONE']);
    expect(history[3]!.changes).toEqual({ statusCode: ['EN_PROCESO', 'CERRADO'], closeReason: [null, 'RESUELTO'] });
    expect(history[3]!.changedById).toBe(id.DRIVER);
  });

  it("a driver sees only their own events; another role's id is 404", async () => {
    const mine = body(await app.inject({ method: 'GET', url: '/api/ticket/list/me?size=100', headers: auth(t.DRIVER) })).payload;
    expect(mine.content.every((x: { createdById: string }) => x.createdById === id.DRIVER)).toBe(true);
    const search = body(await app.inject({ method: 'GET', url: '/api/ticket/search?size=100', headers: auth(t.DRIVER) })).payload;
    expect(search.total).toBe(mine.total);
    const foreign = body(
      await app.inject({ method: 'GET', url: '/api/ticket/search?size=100', headers: auth(t.ADMIN) }),
    ).payload.content.find((x: { createdById: string | null }) => x.createdById !== id.DRIVER);
    expect((await app.inject({ method: 'GET', url: `/api/ticket/${foreign.id}`, headers: auth(t.DRIVER) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/notification/profile/${id.ADMIN}`, headers: auth(t.DRIVER) })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: '/api/ticket/2147483000', headers: auth(t.ADMIN) })).statusCode).toBe(404);
  });

  it('search filters by id, categoria, estado, q and dates', async () => {
    const byId = body(await app.inject({ method: 'GET', url: `/api/ticket/search?id=${ticketId}`, headers: auth(t.ADMIN) })).payload;
    expect(byId.content.map((x: { id: number }) => x.id)).toEqual([ticketId]);
    const closed = body(
      await app.inject({ method: 'GET', url: '/api/ticket/search?estado=CERRADO&size=100', headers: auth(t.ADMIN) }),
    ).payload;
    expect(closed.total).toBeGreaterThan(0);
    expect(closed.content.every((x: { statusCode: string }) => x.statusCode === 'CERRADO')).toBe(true);
    const animals = body(
      await app.inject({ method: 'GET', url: '/api/ticket/search?categoria=ANIMAL_EN_LA_VIA&size=100', headers: auth(t.INSPECTOR) }),
    ).payload;
    expect(animals.content.every((x: { category: string }) => x.category === 'ANIMAL_EN_LA_VIA')).toBe(true);
    const q = body(await app.inject({ method: 'GET', url: '/api/ticket/search?q=KJTR22&size=100', headers: auth(t.ADMIN) })).payload;
    expect(q.total).toBeGreaterThan(0);
    const future = body(await app.inject({ method: 'GET', url: '/api/ticket/search?from=2999-01-01', headers: auth(t.ADMIN) })).payload;
    expect(future.total).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/ticket/search?from=ayer', headers: auth(t.ADMIN) })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/ticket/search?id=-1', headers: auth(t.ADMIN) })).statusCode).toBe(400);
    const operatorView = body(await app.inject({ method: 'GET', url: '/api/ticket/search?size=100', headers: auth(t.OPERATOR) })).payload;
    // Theirs, and the open ones nobody has taken (the incoming queue, issue 23).
    expect(
      operatorView.content.every(
        (x: { assignedToId: string | null; statusCode: string }) =>
          x.assignedToId === id.OPERATOR || (x.assignedToId === null && x.statusCode !== 'CERRADO'),
      ),
    ).toBe(true);
  });
});

describe('reports', () => {
  it('reportStatistic counts the events the role may see', async () => {
    const all = body(await app.inject({ method: 'GET', url: '/api/report/reportStatistic', headers: auth(t.INSPECTOR) })).payload;
    expect(all.total).toBeGreaterThan(40);
    expect(all.byStatus.map((s: { code: string }) => s.code)).toEqual(['ABIERTO', 'EN_PROCESO', 'CERRADO']);
    expect(all.byStatus.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(all.total);
    expect(all.byCategory.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(all.total);
    const operator = body(await app.inject({ method: 'GET', url: '/api/report/reportStatistic', headers: auth(t.OPERATOR) })).payload;
    const assigned = body(
      await app.inject({ method: 'GET', url: `/api/ticket/list/operator/${id.OPERATOR}`, headers: auth(t.OPERATOR) }),
    ).payload;
    expect(operator.total).toBe(assigned.total);
  });

  it("the monthly report is a CSV of that month's events; unknown report is 404", async () => {
    const now = new Date();
    const res = await app.inject({
      method: 'GET',
      url: `/api/report/events?month=${now.getUTCMonth() + 1}&year=${now.getUTCFullYear()}&format=csv`,
      headers: auth(t.SUPERVISOR),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="eventos-\d{4}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"N° de evento";"Fecha del evento";"Fecha de registro";.*"Patente";.*"Historial de estados"/); // full columns: reports-users.test.ts
    expect(lines.length).toBeGreaterThan(1);
    expect((await app.inject({ method: 'GET', url: '/api/report/inventado', headers: auth(t.SUPERVISOR) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/report/events?month=13', headers: auth(t.SUPERVISOR) })).statusCode).toBe(400);
  });
});

describe('docs and web app', () => {
  it('serves the OpenAPI document and its UI', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = doc.json().paths as Record<string, Record<string, { requestBody?: unknown }>>;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/ticket', '/api/ticket/{id}', '/api/user/list']));
    expect(paths['/api/ticket']!['post']!.requestBody).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('serves the shell, with its run-time config, at every path of the app (SPA fallback)', async () => {
    // The page's inline theme script is allowed by its hash, at every path of the shell.
    const hash = createHash('sha256').update(SHELL_SCRIPT).digest('base64');
    for (const url of ['/driver/events', '/', '/index.html']) {
      const index = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<title>Vigía</title>');
      expect(index.headers['cache-control']).toBe('no-cache');
      expect(index.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    }
    // The run-time config is in the page, as /config.json and /remotes.json serve it.
    const page = await app.inject({ method: 'GET', url: '/driver/dashboard', headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString();
    const config = JSON.parse(
      /<script type="application\/json" id="vigia-run-time-config">(.*?)<\/script><\/head>/.exec(html)![1]!,
    ) as unknown;
    expect(config).toEqual({
      apiHosts: (await app.inject({ method: 'GET', url: '/config.json' })).json(),
      remotes: (await app.inject({ method: 'GET', url: '/remotes.json' })).json(),
    });
    // Revalidated on each load: unchanged, it is not sent again.
    const again = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(page.headers['etag']) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).headers['content-security-policy']).not.toContain('sha256');
    const asset = await app.inject({ method: 'GET', url: '/main.0123456789ab.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("puts an area's first paint, when its remote has one, at the start of #root on its dashboard only", async () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const dashboard = await app.inject({ method: 'GET', url: '/operator/dashboard', headers: { 'accept-encoding': 'identity' } });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain(`<body><div id="root">${FIRST_PAINT}</div></body>`);
    expect(dashboard.body).toContain('id="vigia-run-time-config"');
    expect(dashboard.headers['content-security-policy']).toContain(
      `script-src 'self' ${hash(SHELL_SCRIPT)} ${hash(AFTER_FIRST_FRAME)} ${hash(FIRST_PAINT_SCRIPT)};`,
    );
    // Its scripts are requested after the first frame, not by the page's tags.
    expect(dashboard.body).toContain(`<script>${AFTER_FIRST_FRAME}</script>`);
    expect(dashboard.body).not.toContain('<script defer src=');
    expect(dashboard.headers['cache-control']).toBe('no-cache');
    // The area's other screens, and an area whose remote has none, get the page as it is.
    for (const url of ['/operator/events', '/driver/dashboard']) {
      const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.headers['content-security-policy']).not.toContain(hash(FIRST_PAINT_SCRIPT));
      expect(page.body).toContain('<script defer src="/main.0123456789ab.js"></script>');
    }
  });

  it('serves the assets, the remotes and the registry with the right cache headers', async () => {
    const asset = await app.inject({ method: 'GET', url: '/main.0123456789ab.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await app.inject({ method: 'GET', url: '/remotes/driver/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const remotes = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(remotes.json()).toMatchObject({ public: '/remotes/public/mf-manifest.json', driver: '/remotes/driver/mf-manifest.json' });
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/missing.3f2a.js' })).statusCode).toBe(404);
    const api404 = await app.inject({ method: 'GET', url: '/api/inexistente' });
    expect(api404.statusCode).toBe(404);
    expect(api404.json()).toEqual({ payload: null, errors: [{ message: expect.stringContaining('Recurso no encontrado') }] });
  });
});
