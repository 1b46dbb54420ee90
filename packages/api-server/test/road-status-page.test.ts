// "Estado de la ruta" (issue 26): a public page the server writes, without scripts, that shows the
// open events of both directions (strip and list) with no personal data.
import type { FastifyInstance } from 'fastify';
import { htmlTextContent } from '@vigia/domain/html-text';
import { communeForKm } from '@vigia/domain/location';
import { tickets } from '../src/db/schema';
import { roadStatusHtml } from '../src/web/road-status-page';
import { auth, body, DEMO, login, validEvent, withApp } from './helpers';

let app: FastifyInstance;
let admin: string;

// Each test changes events and reads the page at once: no shared copy (test/public-cache.test.ts).
withApp({ publicCacheMs: 0 }, async (started) => {
  app = started;
  admin = await login(app, DEMO.ADMIN);
});

const page = () => app.inject({ method: 'GET', url: '/estado-de-la-ruta' });
const items = (html: string) => [...html.matchAll(/<li class="(MINOR|MODERATE|MAJOR|CRITICAL)">([\s\S]*?)<\/li>/g)].map((m) => m[2]!);

it('is a small Spanish page for anyone, readable without scripts, cached briefly', async () => {
  const res = await page();
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('public, max-age=30');
  expect(res.body).toMatch(/^<!doctype html>\s*<html lang="es">/);
  expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(res.body).not.toMatch(/<script|\son[a-z]+=/i);
  // The CSP allows no inline script; the page needs none.
  expect(String(res.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res.body).toContain('<h1>Estado de la ruta</h1>');
  expect(res.body).toContain('<a href="/estado-de-la-ruta" aria-current="page">Estado de la ruta</a>');
  expect(res.body).toContain('<a href="/event/follow-up">Seguimiento de un evento</a>');
  expect(Buffer.byteLength(res.body)).toBeLessThan(80_000);
});

it('lists every open event (the Open511 feed’s) with km, direction, category, severity, lanes and since when', async () => {
  const created = await app.inject({
    method: 'POST',
    url: '/api/ticket',
    headers: auth(admin),
    payload: validEvent({ kilometer: 577.5, commune: communeForKm(577.5)!.commune, orientation: 'SOUTH' }),
  });
  const id = body(created).payload as number;
  await app.inject({
    method: 'PUT',
    url: `/api/ticket/${id}/triage`,
    headers: auth(admin),
    payload: { severity: 'CRITICAL', lanesBlocked: { SOUTH: 'ALL' } },
  });
  const ticket = body(await app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: auth(admin) })).payload;
  const html = (await page()).body;
  const open = (await app.inject({ method: 'GET', url: '/open511/events?limit=500' })).json().events;
  expect(items(html)).toHaveLength(open.length);
  expect(html).toContain(`<h2>Eventos abiertos (${open.length})</h2>`);
  // Ordered by km: the new one at km 577,5 is last.
  const last = items(html).at(-1)!;
  expect(last).toContain(`<h3>${ticket.categoryName} · km 577,5</h3>`);
  expect(last).toContain('<dt>Sentido</dt><dd>Sur a norte</dd>');
  expect(last).toContain('<dt>Gravedad</dt><dd>Crítica</dd>');
  expect(last).toContain('<dt>Pistas</dt><dd>Norte a sur: sin bloqueo; Sur a norte: bloqueo total</dd>');
  expect(last).toMatch(/<dt>Desde<\/dt><dd><time datetime="[^"]+">\d\d-\d\d-\d{4} \d\d:\d\d<\/time> \(hace \d+ min\)<\/dd>/);
  // Both directions drawn, each described in words for a screen reader.
  expect(html).toMatch(/<svg [^>]*role="img" aria-label="Norte a sur: (\d+ eventos? abiertos?|sin eventos abiertos)"/);
  expect(html).toMatch(/<svg [^>]*role="img" aria-label="Sur a norte: \d+ eventos? abiertos?"/);

  const current = ticket;
  await app.inject({
    method: 'PUT',
    url: `/api/ticket/${id}`,
    headers: auth(admin),
    payload: { ...current, statusCode: 'CERRADO', closeReason: 'RESUELTO' },
  });
  expect(items((await page()).body)).toHaveLength(open.length - 1);
});

it('shows no name, e-mail, phone, RUT, plate, address or description of any event', async () => {
  const html = (await page()).body.toLowerCase();
  const rows = await app.db
    .select({
      a: tickets.fullName,
      b: tickets.email,
      c: tickets.phone,
      d: tickets.rut,
      e: tickets.patente,
      f: tickets.realAddress,
      g: tickets.description,
    })
    .from(tickets);
  const secrets = rows.flatMap((r) => [r.a, r.b, r.c, r.d, r.e, r.f, htmlTextContent(r.g)]).map((s) => s.trim().toLowerCase());
  const checked = secrets.filter((s) => s.length >= 4);
  expect(checked.length).toBeGreaterThan(rows.length * 4);
  expect(checked.filter((s) => html.includes(s))).toEqual([]);
  expect(html).not.toMatch(/@/);
});

describe('its states', () => {
  const now = new Date('2026-11-25T15:00:00Z');

  it('says so when no event is open', () => {
    const html = roadStatusHtml('Concesión', [], now);
    expect(html).toContain('<p>No hay eventos abiertos en la ruta.</p>');
    expect(html).toContain('aria-label="Norte a sur: sin eventos abiertos"');
    expect(html).toContain('al 25-11-2026 12:00');
  });

  it('says it could not load, without a list, when the database fails', () => {
    const html = roadStatusHtml('Concesión', null, now);
    expect(html).toContain('<p role="alert">No pudimos cargar el estado de la ruta. Intente de nuevo en unos minutos.</p>');
    expect(html).not.toContain('<ol>');
  });

  it('groups nearby events on the strip with their count and marks closed lanes', () => {
    const event = (id: number, kilometer: number, severity: 'MINOR' | 'CRITICAL', lanes: 'NONE' | 'ALL') => ({
      id,
      kilometer,
      orientation: 'NORTH' as const,
      category: 'ACCIDENTE',
      categoryName: 'Accidente',
      classificationName: 'Choque por alcance',
      severity,
      lanesBlocked: { NORTH: lanes, SOUTH: 'NONE' as const },
      createdAt: new Date('2026-11-25T14:30:00Z'),
      updatedAt: now,
      closedAt: null,
    });
    const html = roadStatusHtml(
      'Concesión',
      [event(1, 450, 'MINOR', 'NONE'), event(2, 451, 'CRITICAL', 'ALL'), event(3, 520, 'MINOR', 'NONE')],
      now,
    );
    const north = /aria-label="Norte a sur: 3 eventos abiertos">([\s\S]*?)<\/svg>/.exec(html)![1]!;
    // Two markers: km 450–451 together (2, the critical colour, a full bar), km 520 alone (1).
    expect([...north.matchAll(/<circle [^>]*fill="(#[0-9a-f]+)"/g)].map((m) => m[1])).toEqual(['#b00020', '#2e7d32']);
    expect([...north.matchAll(/font-weight="bold" fill="#fff">(\d+)</g)].map((m) => m[1])).toEqual(['2', '1']);
    expect(north.match(/<rect [^>]*width="30"/g)).toHaveLength(1);
    expect(html).toContain('(hace 30 min)');
  });
});
