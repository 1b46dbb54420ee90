// "Estado de la ruta" (issue 26): a public page the server writes, readable without scripts (one
// small one, allowed by its hash, refreshes it every minute), that shows the open events the
// control room verified on both carriageways (strip and list) with no personal data.
import type { FastifyInstance } from 'fastify';
import { htmlTextContent } from '@vigia/domain/html-text';
import { communeForKm } from '@vigia/domain/location';
import { tickets } from '../src/db/schema';
import { markerGroups, roadStatusHtml } from '../src/web/road-status-page';
import { ROAD_STATUS_SCRIPT, ROAD_STATUS_SCRIPT_HASH } from '../src/web/road-status-script';
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

it('is a small Spanish page for anyone, readable without scripts, cached briefly, refreshed by one allowed script', async () => {
  const res = await page();
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('public, max-age=30');
  expect(res.body).toMatch(/^<!doctype html>\s*<html lang="es">/);
  expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  // One inline script, the refresh, allowed by its hash; no other script, no inline handler.
  const scripts = [...res.body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]);
  expect(scripts).toEqual([ROAD_STATUS_SCRIPT]);
  expect(res.body.replace(/<script\b[\s\S]*?<\/script>/gi, '')).not.toMatch(/<script|\son[a-z]+=/i);
  const csp = String(res.headers['content-security-policy']);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toMatch(new RegExp(`script-src [^;]*${ROAD_STATUS_SCRIPT_HASH.replace(/[+/]/g, '\\$&')}`));
  // Without the script, the browser refreshes it; with it, the script does, every minute, and says so politely.
  expect(res.body).toContain('<noscript><meta http-equiv="refresh" content="60"></noscript>');
  expect(res.body).toMatch(
    /<div id="road-status" data-refresh-seconds="60" data-version="[\w-]+" data-summary="Estado de la ruta actualizado al \d\d-\d\d-\d{4} \d\d:\d\d: \d+ eventos? abiertos?\.">/,
  );
  expect(res.body).toContain('<p id="road-status-live" class="note" role="status" aria-live="polite"></p>');
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
  expect(last).toContain('<dt>Pistas</dt><dd>Calzada norte a sur: sin bloqueo; Calzada sur a norte: bloqueo total</dd>');
  expect(last).toMatch(/<dt>Desde<\/dt><dd><time datetime="[^"]+">\d\d-\d\d-\d{4} \d\d:\d\d<\/time> \(hace \d+ min\)<\/dd>/);
  // Both directions drawn, each described in words for a screen reader.
  expect(html).toMatch(/<svg [^>]*role="img" aria-label="Calzada norte a sur: (\d+ eventos? abiertos?|sin eventos abiertos)"/);
  expect(html).toMatch(/<svg [^>]*role="img" aria-label="Calzada sur a norte: \d+ eventos? abiertos?"/);

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
    expect(html).toContain('aria-label="Calzada norte a sur: sin eventos abiertos"');
    expect(html).toContain('data-summary="Estado de la ruta actualizado al 25-11-2026 12:00: 0 eventos abiertos."');
    expect(html).toContain('al 25-11-2026 12:00');
  });

  it('says it could not load, without a list, when the database fails', () => {
    const html = roadStatusHtml('Concesión', null, now);
    expect(html).toContain('<p role="alert">No pudimos cargar el estado de la ruta. Intente de nuevo en unos minutos.</p>');
    expect(html).not.toContain('<ol>');
    // Nothing for the script to announce as the new state: it keeps what it showed and says it failed.
    expect(html).not.toContain('data-version=');
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
    const north = /aria-label="Calzada norte a sur: 3 eventos abiertos">([\s\S]*?)<\/svg>/.exec(html)![1]!;
    // Two markers: km 450–451 together (2, the critical colour, a full bar), km 520 alone (1).
    expect([...north.matchAll(/<circle [^>]*fill="(#[0-9a-f]+)"/g)].map((m) => m[1])).toEqual(['#b00020', '#2e7d32']);
    expect([...north.matchAll(/font-weight="bold" fill="#fff">(\d+)</g)].map((m) => m[1])).toEqual(['2', '1']);
    expect(north.match(/<rect [^>]*width="30"/g)).toHaveLength(1);
    expect(html).toContain('(hace 30 min)');
  });

  it('never draws two markers over each other, however the events are spread', () => {
    // An event every 2.5 km, and a pair 6 km apart: each marker stays a circle's width from the next.
    const kms = [...Array.from({ length: 60 }, (_, i) => 410 + i * 2.5), 570, 576];
    const events = kms.map((kilometer, id) => ({
      id,
      kilometer,
      orientation: 'SOUTH' as const,
      category: 'ACCIDENTE',
      categoryName: 'Accidente',
      classificationName: 'Choque por alcance',
      severity: 'MINOR' as const,
      lanesBlocked: { NORTH: 'NONE' as const, SOUTH: 'NONE' as const },
      createdAt: now,
      updatedAt: now,
      closedAt: null,
    }));
    expect(markerGroups(events).flat()).toHaveLength(events.length);
    const south = /aria-label="Calzada sur a norte: 62 eventos abiertos">([\s\S]*?)<\/svg>/.exec(
      roadStatusHtml('Concesión', events, now),
    )![1]!;
    const centres = [...south.matchAll(/<circle cx="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(centres.length).toBeGreaterThan(8);
    const gaps = centres.slice(1).map((c, i) => c - centres[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(34 - 0.1);
    // The counts add up to every event.
    expect([...south.matchAll(/fill="#fff">(\d+)</g)].reduce((sum, m) => sum + Number(m[1]), 0)).toBe(62);
  });
});
