// "Datos abiertos" (issue 41 item 4): the road-data feeds for anyone, with their formats, the data
// licence and the contact, written by the server like "Estado de la ruta" (a few KB, no script).
// The page is the same for every request: made once, compressed once, revalidated by ETag.
import type { FastifyInstance } from 'fastify';
import { ROAD_KM_MAX, ROAD_KM_MIN, formatKm } from '@vigia/domain';
import {
  FEED_CONTACT_EMAIL,
  FEED_CONTACT_NAME,
  FEED_LICENSE_NAME,
  FEED_LICENSE_URL,
  FEED_UPDATE_SECONDS,
  FEEDS_PATH,
  ROUTE_NAME,
} from '../feeds/common.ts';
import { OPEN511_BASE } from '../lib/open511.ts';
import { htmlPage, sendHtmlPage, type HtmlPage } from './html-page.ts';
import { ROAD_STATUS_PATH } from './road-status-page.ts';

const esc = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

export interface FeedEntry {
  name: string;
  standard: string;
  url: string;
  format: string;
  content: string;
}

/** The four feeds, as the page lists them (the discovery document lists the same URLs). */
export const FEED_ENTRIES: FeedEntry[] = [
  {
    name: 'Open511',
    standard: 'Open511 v1',
    url: `${OPEN511_BASE}/events`,
    format: 'JSON o XML (agregue ?format=xml)',
    content: 'Eventos abiertos verificados por la sala de control y faenas programadas (CONSTRUCTION), con filtros y páginas.',
  },
  {
    name: 'WZDx',
    standard: 'Work Zone Data Exchange 4.2',
    url: `${FEEDS_PATH}/wzdx`,
    format: 'GeoJSON',
    content: 'Faenas aprobadas que no han terminado: tramo por calzada, pistas afectadas, velocidad reducida y su horario.',
  },
  {
    name: 'DATEX II',
    standard: 'DATEX II 3.5, publicación de situaciones',
    url: `${FEEDS_PATH}/datex2`,
    format: 'JSON',
    content: 'Eventos abiertos con los comentarios públicos de la sala de control, y faenas con sus periodos.',
  },
  {
    name: 'Waze CIFS',
    standard: 'Closure and Incident Feed Specification',
    url: `${FEEDS_PATH}/waze`,
    format: 'JSON',
    content: 'Eventos abiertos y faenas: cierre de la calzada si todas sus pistas están cerradas; aviso de peligro si no.',
  },
];

const STYLE = `body{margin:0;font-family:system-ui,Arial,sans-serif;color:#1a1a1a;background:#f4f5f7;line-height:1.45}
header{background:#0b5394;color:#fff;padding:10px 16px}header p{margin:0;font-weight:bold}
nav ul{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;margin:6px 0 0;padding:0}nav a{color:#fff}
nav a[aria-current]{font-weight:bold;text-decoration:none}
main{max-width:960px;margin:0 auto;padding:16px}h1{font-size:1.5rem;margin:0 0 4px}h2{font-size:1.15rem;margin:24px 0 8px}
ul.feeds{list-style:none;padding:0;margin:0}ul.feeds li{background:#fff;border-radius:8px;padding:12px;margin:0 0 8px}
ul.feeds h3{font-size:1rem;margin:0 0 4px}dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0}dt{color:#444}dd{margin:0;overflow-wrap:anywhere}
a:focus-visible{outline:3px solid #f1c232;outline-offset:2px}`;

function entry(feed: FeedEntry): string {
  return `<li><h3>${esc(feed.name)}</h3><dl>
<dt>Dirección</dt><dd><a href="${esc(feed.url)}"><code>${esc(feed.url)}</code></a></dd>
<dt>Estándar</dt><dd>${esc(feed.standard)}</dd>
<dt>Formato</dt><dd>${esc(feed.format)}</dd>
<dt>Contenido</dt><dd>${esc(feed.content)}</dd></dl></li>`;
}

export function feedsHtml(concession: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Datos abiertos de la ruta · ${esc(concession)}</title>
<style>${STYLE}</style></head>
<body><header><p>${esc(concession)}</p><nav aria-label="Páginas públicas"><ul>
<li><a href="/event/form">Reportar un evento</a></li><li><a href="/event/follow-up">Seguimiento de un evento</a></li><li><a href="${ROAD_STATUS_PATH}">Estado de la ruta</a></li><li><a href="${FEEDS_PATH}" aria-current="page">Datos abiertos</a></li>
</ul></nav></header>
<main id="main-content"><h1>Datos abiertos de la ruta</h1>
<p>Publicamos los eventos verificados por la sala de control y las faenas programadas de la ${esc(ROUTE_NAME)}, km ${formatKm(ROAD_KM_MIN)} a ${formatKm(ROAD_KM_MAX)}, en los formatos que leen las aplicaciones de navegación y las agencias viales. Ningún formato contiene datos personales.</p>
<h2>Formatos</h2>
<ul class="feeds">${FEED_ENTRIES.map(entry).join('\n')}</ul>
<p>El documento de descubrimiento de Open511, <a href="${OPEN511_BASE}/"><code>${OPEN511_BASE}/</code></a>, enlaza los mismos formatos.</p>
<h2>Actualización</h2>
<p>Los datos cambian en cuanto la sala de control los registra. Recomendamos leerlos cada ${FEED_UPDATE_SECONDS} segundos como máximo; cada respuesta indica su versión (ETag) para no descargar lo mismo dos veces.</p>
<h2>Licencia</h2>
<p>Los datos se publican bajo la licencia <a href="${esc(FEED_LICENSE_URL)}" rel="license">${esc(FEED_LICENSE_NAME)}</a>: puede usarlos sin pedir permiso ni citar la fuente.</p>
<h2>Contacto</h2>
<p>${esc(FEED_CONTACT_NAME)}: <a href="mailto:${esc(FEED_CONTACT_EMAIL)}">${esc(FEED_CONTACT_EMAIL)}</a></p>
</main></body></html>`;
}

export async function feedsPage(app: FastifyInstance) {
  let page: HtmlPage | null = null;
  app.get(FEEDS_PATH, { schema: { hide: true } }, async (request, reply) => {
    page ??= htmlPage(feedsHtml(app.settings.mail.concessionName), []);
    return sendHtmlPage(request, reply, page);
  });
}
