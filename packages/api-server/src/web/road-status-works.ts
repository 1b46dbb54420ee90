// "Estado de la ruta", its works part (issue 41 item 3): the planned works under way now and in the
// next days, each with km, carriageways, lanes, speed and its windows in Santiago time, in words.
// Only what the public needs: no contractor, contact or person (the same fields as the feeds).
import { formatKm, type Orientation, type Work } from '@vigia/domain';
import { LANE_STATE_NAMES } from '../lib/report-tables.ts';
import { ORIENTATION_NAMES, localDateTime } from '../repositories/reports.ts';

/** How far ahead the page lists works. */
export const ROAD_WORKS_DAYS = 7;
/** The windows listed per work (daily windows for weeks would drown the page); the rest are counted. */
const WINDOWS_SHOWN = 8;
const DAY = 86_400_000;

const esc = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
const chileTime = (date: Date) => localDateTime(date).replace(/^(\d{4})-(\d\d)-(\d\d)/, '$3-$2-$1');
const carriageway = (direction: Orientation) => `Calzada ${ORIENTATION_NAMES[direction].toLowerCase()}`;
const SIDES = ['NORTH', 'SOUTH'] as const;

/** "03-03-2027 09:00 a 17:00", or both dates when the window ends on another day. */
function windowText(start: Date, end: Date): string {
  const [from, to] = [chileTime(start), chileTime(end)];
  return `${from} a ${from.slice(0, 10) === to.slice(0, 10) ? to.slice(11) : to}`;
}

function lanes(work: Work): string {
  const parts = SIDES.filter((side) => work.orientations.includes(side)).map(
    (side) => `${carriageway(side)}: ${(LANE_STATE_NAMES[work.lanesClosed[side]] ?? '').toLowerCase()}`,
  );
  return [...parts, ...(work.shoulderClosed ? ['berma cerrada'] : [])].join('; ');
}

function item(work: Work, now: Date, until: Date): string {
  const windows = work.periods.filter((p) => Date.parse(p.end) > now.getTime() && Date.parse(p.start) < until.getTime());
  const active = windows.some((p) => Date.parse(p.start) <= now.getTime());
  const shown = windows.slice(0, WINDOWS_SHOWN).map((p) => {
    const [start, end] = [new Date(p.start), new Date(p.end)];
    const under = start.getTime() <= now.getTime();
    return `<li><time datetime="${esc(p.start)}">${windowText(start, end)}</time>${under ? ' (en curso)' : ''}</li>`;
  });
  const more = windows.length - shown.length;
  return `<li class="WORK"><h3>${esc(work.title)} · km ${formatKm(work.kmFrom)} a ${formatKm(work.kmTo)}</h3><dl>
<dt>Estado</dt><dd>${active ? 'En curso ahora' : 'Programado'}</dd>
<dt>Sentido</dt><dd>${esc(
    SIDES.filter((s) => work.orientations.includes(s))
      .map(carriageway)
      .join(' y '),
  )}</dd>
<dt>Pistas</dt><dd>${esc(lanes(work))}</dd>
<dt>Velocidad</dt><dd>${work.speedLimit === null ? 'Sin reducción' : `Máxima ${work.speedLimit} km/h`}</dd>
<dt>Horario</dt><dd><ul class="windows">${shown.join('')}</ul>${more > 0 ? `<p class="note">y ${more} ${more === 1 ? 'ventana' : 'ventanas'} más</p>` : ''}</dd></dl></li>`;
}

/** The section: active works first, then by their next window. */
export function roadWorksSection(works: readonly Work[], now: Date): string {
  const until = new Date(now.getTime() + ROAD_WORKS_DAYS * DAY);
  const next = (w: Work) => Date.parse(w.periods.find((p) => Date.parse(p.end) > now.getTime())?.start ?? '') || Infinity;
  const listed = works.filter((w) => next(w) < until.getTime()).sort((a, b) => next(a) - next(b) || a.id - b.id);
  const body =
    listed.length === 0
      ? '<p>No hay trabajos programados en la ruta en los próximos 7 días.</p>'
      : `<ol>${listed.map((w) => item(w, now, until)).join('\n')}</ol>`;
  return `<h2>Trabajos programados (${listed.length})</h2>
<p class="note">Faenas de la concesión autorizadas por la Inspección Fiscal, en curso y en los próximos 7 días. Horarios en hora de Santiago.</p>
${body}`;
}

/** What changes the page's version when works do. */
export const worksVersionKey = (works: readonly Work[]) => works.map((w) => [w.id, w.version, w.status]);
