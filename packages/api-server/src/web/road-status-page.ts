// "Estado de la ruta" (issue 26): the open events of Ruta 5 for anyone, written by the server so it
// reads before any script runs and on one bar of signal (a few KB, no font, no image; one small
// script refreshes it every minute, road-status-script.ts). The same events and public fields as the
// Open511 feed (repositories/road-events.ts: only what the control room verified; no personal data).
// The strip is inline SVG; colour is never alone: counts and the list say the same in words.
// Anyone may reload it: the rendered page is shared for a few seconds and each address is limited (issue 34).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ROAD_KM_MAX, ROAD_KM_MIN, formatKm, type LaneState, type Orientation, type Severity, type Work } from '@vigia/domain';
import { publicCache, sendRendered } from '../lib/public-cache.ts';
import { LANE_STATE_NAMES, SEVERITY_NAMES } from '../lib/report-tables.ts';
import { ORIENTATION_NAMES, localDateTime } from '../repositories/reports.ts';
import { roadEvents, type RoadEvent } from '../repositories/road-events.ts';
import { worksAround } from '../repositories/works.ts';
import { allowInlineScripts } from './html-page.ts';
import { ROAD_WORKS_DAYS, roadWorksSection, worksVersionKey } from './road-status-works.ts';
import { ROAD_STATUS_IDS, ROAD_STATUS_REFRESH_SECONDS, ROAD_STATUS_SCRIPT, ROAD_STATUS_SCRIPT_HASH } from './road-status-script.ts';

export const ROAD_STATUS_PATH = '/estado-de-la-ruta';
const MAX_EVENTS = 500;
const RANK: Record<Severity, number> = { MINOR: 0, MODERATE: 1, MAJOR: 2, CRITICAL: 3 };
// Severity colours (the staff screens' order of alarm), each with its word beside it in the list.
const COLOUR: Record<Severity, string> = { MINOR: '#2e7d32', MODERATE: '#8a6400', MAJOR: '#c2410c', CRITICAL: '#b00020' };
const LANE_RANK: Record<LaneState, number> = { NONE: 0, PARTIAL: 1, ALL: 2 };

const esc = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
const km = (value: number) => formatKm(value);
/** '25-11-2026 14:05', Chile's wall clock (24 h). */
const chileTime = (date: Date) => localDateTime(date).replace(/^(\d{4})-(\d\d)-(\d\d)/, '$3-$2-$1');
/** A carriageway in the words of every screen ("Calzada norte a sur"; the staff strip's `strip.lane`). */
export const carriageway = (direction: Orientation) => `Calzada ${ORIENTATION_NAMES[direction].toLowerCase()}`;

function ago(from: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 60_000));
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `hace ${hours} h`;
  return `hace ${Math.floor(hours / 24)} días`;
}

const STYLE = `body{margin:0;font-family:system-ui,Arial,sans-serif;color:#1a1a1a;background:#f4f5f7;line-height:1.45}
header{background:#0b5394;color:#fff;padding:10px 16px}header p{margin:0;font-weight:bold}
nav ul{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;margin:6px 0 0;padding:0}
nav li{background:none;padding:0;margin:0;border:0}nav a{color:#fff}nav a[aria-current]{font-weight:bold;text-decoration:none}
main{max-width:960px;margin:0 auto;padding:16px}h1{font-size:1.5rem;margin:0 0 4px}h2{font-size:1.15rem;margin:24px 0 8px}
.strip{background:#fff;border-radius:8px;padding:8px;margin:0 0 12px}.strip h3{font-size:1rem;margin:0 0 4px}
svg{width:100%;height:auto;display:block}ol{list-style:none;padding:0;margin:0}
li{background:#fff;border-radius:8px;padding:12px;margin:0 0 8px;border-left:6px solid #888}
li h3{font-size:1rem;margin:0 0 4px}dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0}dt{color:#444}dd{margin:0}
.WORK{border-color:#6b21a8}.windows{list-style:disc;padding-left:20px}.windows li{background:none;padding:0;margin:0;border:0}
.MINOR{border-color:${COLOUR.MINOR}}.MODERATE{border-color:${COLOUR.MODERATE}}.MAJOR{border-color:${COLOUR.MAJOR}}.CRITICAL{border-color:${COLOUR.CRITICAL}}
a:focus-visible{outline:3px solid #f1c232;outline-offset:2px}.note{color:#444;font-size:.9rem}`;

const X0 = 16;
const WIDTH = 568;
const x = (kilometer: number) =>
  X0 + ((Math.min(Math.max(kilometer, ROAD_KM_MIN), ROAD_KM_MAX) - ROAD_KM_MIN) / (ROAD_KM_MAX - ROAD_KM_MIN)) * WIDTH;
/** Markers closer than this (viewBox units: a circle's width, its stroke and a gap) share one, with their count. */
const MARKER_APART = 34;
/** The strip's km labels: far enough apart that none touches another, even at 360 px (about half size). */
const TICKS = [410, 450, 500, 540, 580];

const centre = (group: RoadEvent[]) => x(group.reduce((sum, e) => sum + e.kilometer, 0) / group.length);

/** Nearby events as one marker, merged until no two markers overlap (each at its events' mean km). */
export function markerGroups(events: RoadEvent[]): RoadEvent[][] {
  const groups = [...events].sort((a, b) => a.kilometer - b.kilometer).map((e) => [e]);
  for (let i = 1; i < groups.length;) {
    if (centre(groups[i]!) - centre(groups[i - 1]!) < MARKER_APART) {
      groups.splice(i - 1, 2, [...groups[i - 1]!, ...groups[i]!]);
      // The merged marker moved: it may now be too close to the one before it.
      i = Math.max(1, i - 1);
    } else i += 1;
  }
  return groups;
}

/** One direction: a marker per group of nearby events, coloured by the worst severity, with the count, and a bar under it for closed lanes. */
function strip(direction: Orientation, events: RoadEvent[]): string {
  const own = events.filter((e) => e.orientation === direction || e.lanesBlocked[direction] !== 'NONE');
  const marks = markerGroups(own).map((group) => {
    const worst = group.reduce((a, b) => (RANK[b.severity] > RANK[a.severity] ? b : a));
    const lanes = group.reduce<LaneState>(
      (a, b) => (LANE_RANK[b.lanesBlocked[direction]] > LANE_RANK[a] ? b.lanesBlocked[direction] : a),
      'NONE',
    );
    const cx = centre(group);
    const lane =
      lanes === 'NONE' ? '' : `<rect x="${(cx - 15).toFixed(1)}" y="56" width="${lanes === 'ALL' ? 30 : 15}" height="8" fill="#1a1a1a"/>`;
    return `<circle cx="${cx.toFixed(1)}" cy="34" r="15" fill="${COLOUR[worst.severity]}" stroke="#fff" stroke-width="2"/><text x="${cx.toFixed(1)}" y="40" text-anchor="middle" font-size="18" font-weight="bold" fill="#fff">${group.length}</text>${lane}`;
  });
  const ticks = TICKS
    // Readable on a 360 px phone (the strip is drawn at about half size there); the ends inside the box.
    .map((k, i, all) => {
      const anchor = i === 0 ? 'start' : i === all.length - 1 ? 'end' : 'middle';
      return `<text class="km" x="${x(k).toFixed(1)}" y="90" text-anchor="${anchor}" font-size="20" fill="#444">km ${km(k)}</text>`;
    })
    .join('');
  const name = carriageway(direction);
  const label = `${name}: ${own.length === 0 ? 'sin eventos abiertos' : `${own.length} ${own.length === 1 ? 'evento abierto' : 'eventos abiertos'}`}`;
  return `<figure class="strip"><h3>${esc(name)}</h3>
<svg viewBox="0 0 600 96" role="img" aria-label="${esc(label)}"><line x1="${X0}" y1="34" x2="${X0 + WIDTH}" y2="34" stroke="#9aa3ad" stroke-width="8" stroke-linecap="round"/>${marks.join('')}${ticks}</svg></figure>`;
}

/** The lanes of both carriageways, as the status and lanes rule stored them. */
const lanesText = (e: RoadEvent) =>
  (['NORTH', 'SOUTH'] as const).map((o) => `${carriageway(o)}: ${(LANE_STATE_NAMES[e.lanesBlocked[o]] ?? '').toLowerCase()}`).join('; ');

function item(e: RoadEvent, now: Date): string {
  const severity = SEVERITY_NAMES[e.severity] ?? e.severity;
  return `<li class="${esc(e.severity)}"><h3>${esc(e.categoryName)} · km ${km(e.kilometer)}</h3><dl>
<dt>Sentido</dt><dd>${esc(ORIENTATION_NAMES[e.orientation] ?? e.orientation)}</dd>
<dt>Gravedad</dt><dd>${esc(severity)}</dd>
<dt>Pistas</dt><dd>${esc(lanesText(e))}</dd>
<dt>Desde</dt><dd><time datetime="${e.createdAt.toISOString()}">${chileTime(e.createdAt)}</time> (${ago(e.createdAt, now)})</dd></dl></li>`;
}

/** Changes when what the page lists changes (not when only "hace N min" does): the script announces those. */
const versionOf = (events: RoadEvent[], works: readonly Work[]) =>
  createHash('sha256')
    .update(JSON.stringify(events.map((e) => [e.id, e.updatedAt.toISOString(), e.severity, e.lanesBlocked.NORTH, e.lanesBlocked.SOUTH])))
    .update(JSON.stringify(worksVersionKey(works)))
    .digest('base64url')
    .slice(0, 16);

const counted = (n: number) => (n === 1 ? '1 evento abierto' : `${n} eventos abiertos`);

export function roadStatusHtml(concession: string, events: RoadEvent[] | null, now: Date, works: readonly Work[] = []): string {
  const byKm = [...(events ?? [])].sort((a, b) => a.kilometer - b.kilometer || a.id - b.id);
  const content =
    events === null
      ? `<p role="alert">No pudimos cargar el estado de la ruta. Intente de nuevo en unos minutos.</p>`
      : `<p>Eventos abiertos en la Ruta 5, km ${km(ROAD_KM_MIN)} a ${km(ROAD_KM_MAX)}, al ${chileTime(now)}, verificados por la sala de control. La página se actualiza cada minuto.</p>
<h2>Tramo por calzada</h2>
${strip('NORTH', byKm)}
${strip('SOUTH', byKm)}
<p class="note">Cada círculo es un evento o un grupo de eventos cercanos, con su cantidad; el color es el de la gravedad mayor (verde: menor, ámbar: moderada, naranjo: mayor, rojo: crítica). Una barra bajo el círculo indica pistas bloqueadas: entera, todas; media, algunas.</p>
<h2>Eventos abiertos (${byKm.length})</h2>
${byKm.length === 0 ? '<p>No hay eventos abiertos en la ruta.</p>' : `<ol>${byKm.map((e) => item(e, now)).join('\n')}</ol>`}
${roadWorksSection(works, now)}`;
  const summary = `Estado de la ruta actualizado al ${chileTime(now)}: ${counted(byKm.length)}.`;
  const data = events === null ? '' : ` data-version="${versionOf(byKm, works)}" data-summary="${esc(summary)}"`;
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Estado de la ruta · ${esc(concession)}</title>
<noscript><meta http-equiv="refresh" content="${ROAD_STATUS_REFRESH_SECONDS}"></noscript>
<style>${STYLE}</style></head>
<body><header><p>${esc(concession)}</p><nav aria-label="Páginas públicas"><ul>
<li><a href="/event/form">Reportar un evento</a></li><li><a href="/event/follow-up">Seguimiento de un evento</a></li><li><a href="${ROAD_STATUS_PATH}" aria-current="page">Estado de la ruta</a></li>
</ul></nav></header>
<main id="main-content"><h1>Estado de la ruta</h1>
<p id="${ROAD_STATUS_IDS.live}" class="note" role="status" aria-live="polite"></p>
<div id="${ROAD_STATUS_IDS.content}" data-refresh-seconds="${ROAD_STATUS_REFRESH_SECONDS}"${data}>
${content}
</div>
</main><script>${ROAD_STATUS_SCRIPT}</script></body></html>`;
}

const HTML_TYPE = 'text/html; charset=utf-8';

export async function roadStatusPage(app: FastifyInstance) {
  const cache = publicCache({ ttlMs: app.settings.publicCacheMs, now: () => app.clock().getTime() });
  const rateLimit = { max: app.settings.rateLimits.publicFeedPerMinute, timeWindow: '1 minute' };
  app.get(ROAD_STATUS_PATH, { config: { rateLimit }, schema: { hide: true } }, async (request, reply) => {
    // The refresh script, by its hash (the CSP allows no other inline script).
    allowInlineScripts(reply, ROAD_STATUS_SCRIPT_HASH);
    // One page, one key; an error page is not kept (the next request tries the database again).
    const rendered = await cache.get('page', async () => {
      const now = app.clock();
      try {
        const [events, works] = await Promise.all([
          roadEvents(app.db, { status: 'ACTIVE', limit: MAX_EVENTS, offset: 0, now }),
          worksAround(app.db, now, new Date(now.getTime() + ROAD_WORKS_DAYS * 86_400_000)),
        ]);
        return roadStatusHtml(app.settings.mail.concessionName, events, now, works);
      } catch (error) {
        request.log.error({ err: error }, 'road status page: events could not be read');
        return null;
      }
    });
    if (rendered === null) {
      const now = app.clock();
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type(HTML_TYPE)
        .send(roadStatusHtml(app.settings.mail.concessionName, null, now));
    }
    return sendRendered(request, reply.header('cache-control', 'public, max-age=30'), rendered, HTML_TYPE);
  });
}
