// The feeds as a whole (issue 41 item 4): not one piece of personal data in any of them (the
// reporter's name, e-mail, phone, RUT, plate, address and text, an internal comment, whether anyone
// is injured, a work's contractor and contact), the /feeds page with the formats, the licence and
// the contact, and bodies shared for a few seconds with each address limited.
import { expectNoneCarried, personalData, READ_AT, SECRETS, withFeedsApp } from './feeds-fixture';
import { auth, body, isErrorEnvelope, validEvent } from './helpers';

const TTL_MS = 5_000;
const PER_MINUTE = 30;
const feeds = withFeedsApp({ publicCacheMs: TTL_MS, rateLimits: { publicFeedPerMinute: PER_MINUTE } });
const get = (url: string, headers: Record<string, string> = {}) => feeds.app.inject({ method: 'GET', url, headers });
const FEEDS = [
  '/feeds/wzdx',
  '/feeds/datex2',
  '/feeds/waze',
  '/open511/events?status=ALL&limit=500',
  '/open511/events?status=ALL&limit=500&format=xml',
  '/feeds',
];

it('carries no personal data of any event nor of a work in any feed or the page', async () => {
  const documents = await Promise.all(
    FEEDS.map(async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      return res.body.toLowerCase();
    }),
  );
  // The seeded event's own, and every demo event's; no e-mail address but the published contact.
  const { events, secrets } = await personalData(feeds.app, Object.values(SECRETS));
  expect(secrets.length).toBeGreaterThan(events * 4);
  expectNoneCarried(documents, secrets);
  // Whether anyone is hurt is health data: no field says it, in any language.
  for (const d of documents)
    for (const word of ['injur', 'herid', 'lesionad', 'grouppeople', 'groupofpeople']) expect(d).not.toContain(word);
  // The seeded event is in the feeds (the check above looked at it).
  expect(documents[2]).toContain(`vigia-evento-${feeds.seeded.eventId}-`);
});

it('lists the four feeds on /feeds with the licence and the contact, in Spanish', async () => {
  const res = await get('/feeds');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const html = res.body;
  expect(html).toContain('<html lang="es">');
  expect(html).toContain('<h1>Datos abiertos de la ruta</h1>');
  for (const url of ['/open511/events', '/feeds/wzdx', '/feeds/datex2', '/feeds/waze', '/open511/'])
    expect(html).toContain(`href="${url}"`);
  expect(html).toContain('href="https://creativecommons.org/publicdomain/zero/1.0/" rel="license"');
  expect(html).toContain('href="mailto:contacto@ruta5-chillan-collipulli.cl"');
  expect(html).toContain('aria-current="page">Datos abiertos</a>');
  expect((await get('/feeds', { 'if-none-match': String(res.headers['etag']) })).statusCode).toBe(304);
});

it('shares a feed’s body for a few seconds, then shows what changed', async () => {
  const first = await get('/feeds/waze');
  const created = await feeds.app.inject({ method: 'POST', url: '/api/ticket', headers: auth(feeds.t.ADMIN), payload: validEvent() });
  const id = body(created).payload as number;
  const again = await get('/feeds/waze');
  expect(again.headers['etag']).toBe(first.headers['etag']);
  expect(again.body).not.toContain(`vigia-evento-${id}-`);
  feeds.now = new Date(READ_AT.getTime() + TTL_MS);
  expect((await get('/feeds/waze')).body).toContain(`vigia-evento-${id}-`);
});

// Last: it spends this address's allowance.
it('limits each address (429 in the errors envelope)', async () => {
  let limited = null;
  for (let i = 0; i < PER_MINUTE + 1 && !limited; i += 1) {
    const res = await get('/feeds/datex2');
    if (res.statusCode === 429) limited = res;
  }
  expect(limited).not.toBeNull();
  expect(isErrorEnvelope(limited!.json())).toBe(true);
});
