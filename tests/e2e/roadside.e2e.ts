// Reporting from the roadside (issue 24), in Chromium against the real server: the position becomes
// km, direction and commune; a report made offline is queued and sent exactly once when the network
// returns; a 5 MB photo goes up under 2 MB; the form opens from the service worker with no network.
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillReportPlace, typeDescription, uniqueName } from './helpers';

const FORM = '/event/form';

/** A PNG of noise (it does not compress): width × height × 3 bytes, about 5 MB at 1300 × 1300. */
function noisePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let seed = 12345;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    raw[i] = i % (width * 3 + 1) === 0 ? 0 : seed >>> 24;
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 0 })), chunk('IEND', Buffer.alloc(0))]);
}

async function fillReport(page: Page, name: string, place: { km: string; commune: string } = { km: '460', commune: 'Cabrero' }) {
  const form = page.getByRole('form');
  await fillReportPlace(form, { category: 'Accidente', ...place });
  await typeDescription(page, 'Choque en la berma, sin lesionados.');
  await form.locator('[name="fullName"]').fill(name);
  await form.locator('[name="rut"]').fill('12.345.678-5');
  await form.locator('[name="email"]').fill('testigo@correo.cl');
  await form.locator('[name="phone"]').fill('+56 9 8765 4321');
  await form.locator('[name="patente"]').fill('kj-tr 22');
}

async function ticketsNamed(request: APIRequestContext, name: string): Promise<{ id: number }[]> {
  const auth = await request.post('/api/auth', {
    data: { email: 'admin@example.com', password: 'demo1234', providerId: 'email', tokenId: '' },
  });
  const res = await request.get(`/api/ticket/search?size=100&q=${encodeURIComponent(name)}`, {
    headers: { authorization: auth.headers()['authorization']! },
  });
  return (await res.json()).payload.content;
}

/** How many reports the page's offline queue holds (IndexedDB `vigia-offline`, store `reports`). */
function queuedReports(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it without its store: look first.
    if (!(await indexedDB.databases()).some((d) => d.name === 'vigia-offline')) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('vigia-offline');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('reports')) return 0;
      return await new Promise<number>((resolve, reject) => {
        const count = db.transaction('reports').objectStore('reports').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error);
      });
    } finally {
      db.close();
    }
  });
}

test('the position becomes km, direction and commune (demo km-post table)', async ({ browser, request }) => {
  const reference = (await (await request.get('/api/location/reference')).json()).payload as {
    posts: { km: number; lat: number; lon: number; carriageway: string }[];
  };
  const post = reference.posts.find((p) => p.km === 460 && p.carriageway === 'NORTH')!;
  // 40 m west of the north-to-south carriageway, clear of the other one: the side is certain (between
  // them, standing still, the form asks the direction: reporter-form.e2e.ts).
  const west40m = 40 / (111_320 * Math.cos((post.lat * Math.PI) / 180));
  const context = await browser.newContext({
    permissions: ['geolocation'],
    geolocation: { latitude: post.lat, longitude: post.lon - west40m, accuracy: 10 },
  });
  const page = await context.newPage();
  await page.goto(FORM);
  await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
  const form = page.getByRole('form');
  await expect(form.locator('[name="kilometer"]')).toHaveValue(/^460(\.0)?$/);
  await expect(form.locator('select[name="orientation"]')).toHaveValue('NORTH');
  await expect(form.locator('select[name="commune"]')).toHaveValue('Cabrero');
  await context.close();
});

test('offline, a report is queued and sent exactly once when the network returns', async ({ browser, request }) => {
  const name = uniqueName('Sin Señal');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(FORM);
  await fillReport(page, name);
  // Everything the form fetches on the way (the validation rules on first focus) is in first.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Crear Evento' }).click();
  await expect(page.getByText('Pendiente de envío').first()).toBeVisible();
  expect(await ticketsNamed(request, name)).toEqual([]);

  await context.setOffline(false);
  const sent = page.getByText(/Número de evento: \d+/).first();
  await expect(sent).toBeVisible({ timeout: 45_000 });
  const id = Number(/Número de evento: (\d+)/.exec((await sent.textContent()) ?? '')![1]);
  // The next visit sends nothing again: once the page has read its queue, the queue is empty and
  // the page has asked the server to create nothing.
  const creations: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/ticket') creations.push(r.url());
  });
  await page.reload();
  await expect(page.getByRole('form')).toBeVisible();
  await expect.poll(() => queuedReports(page)).toBe(0);
  await page.waitForLoadState('networkidle');
  expect(creations).toEqual([]);
  expect((await ticketsNamed(request, name)).map((t) => t.id)).toEqual([id]);
  await context.close();
});

test('a 5 MB photo is sent under 2 MB', async ({ browser, request }) => {
  const name = uniqueName('Foto Grande');
  const big = noisePng(1300, 1300);
  expect(big.length).toBeGreaterThan(5_000_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(FORM);
  await fillReport(page, name);
  await page
    .getByRole('form')
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'camara.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText(/reducida de 4,8 MB a [\d,]+ MB/)).toBeVisible({ timeout: 30_000 });
  const uploads: number[] = [];
  page.on('response', (r) => {
    if (/\/attachment$/.test(r.url())) uploads.push(r.status());
  });
  await page.getByRole('button', { name: 'Crear Evento' }).click();
  await expect(page.getByText(/Número de evento: \d+/).first()).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => uploads, { timeout: 30_000 }).toEqual([201]);
  const [ticket] = await ticketsNamed(request, name);
  const auth = await request.post('/api/auth', {
    data: { email: 'admin@example.com', password: 'demo1234', providerId: 'email', tokenId: '' },
  });
  const list = (
    await (
      await request.get(`/api/ticket/${ticket!.id}/attachment?page=0&size=100`, {
        headers: { authorization: auth.headers()['authorization']! },
      })
    ).json()
  ).payload;
  expect(list.total).toBe(1);
  expect(list.content[0].size).toBeLessThanOrEqual(2 * 1024 * 1024);
  expect(list.content[0].size).toBeGreaterThan(10_000);
  await context.close();
});

test('a second visit opens the form from the service worker with the network off', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(FORM);
  await expect(page.getByRole('form')).toBeVisible();
  // Registered after the first paint and an idle moment, then installed (its caches warmed).
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/event/'))?.active)), { timeout: 30_000 })
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('form')).toBeVisible();
  await expect(page.getByRole('form').locator('select[name="category"] option', { hasText: 'Accidente' })).toBeAttached();
  await context.close();
});
