// The inspector's monthly report (issue 26): one row per event with its milestones, the times
// derived from them, severity, lanes, whether it met its targets, the closing reason and whether
// its history's hash chain verifies; and a summary sheet (overall and by severity). Personal data
// masked for the roles that audit (the same columns as the events report).
import {
  CLOSED_STATUS,
  DUPLICATE_CLOSE_REASON,
  SEVERITIES,
  type Channel,
  type HistoryChainState,
  type MilestoneCode,
  type Ticket,
} from '@vigia/domain';
import type { MilestoneCorrection } from '../repositories/milestones.ts';
import type { FirstArrival } from '../repositories/unit-figures.ts';
import { ORIENTATION_NAMES } from '../repositories/reports.ts';
import { chileDateTime, EVENT_COLUMNS, hm, LANE_STATE_NAMES, SEVERITY_NAMES, slaWords, type Cell, type RowExtra } from './report-tables.ts';

export const MILESTONE_NAMES: Record<MilestoneCode, string> = {
  VERIFIED: 'Verificado',
  DISPATCHED: 'Despachado',
  ON_SCENE: 'En el lugar',
  LANES_OPEN: 'Pistas habilitadas',
  CLEARED: 'Despejado',
};

export interface LifecycleExtra extends RowExtra {
  chain: HistoryChainState;
  /** Its corrected milestones (issue 34: every correction is visible as such, with who and when). */
  corrections?: MilestoneCorrection[];
  /** Issue 38: the first unit's arrival, when a unit was sent (duplicates: none). */
  arrival?: FirstArrival;
  /** Issue 39: a channel's name by its code (the channel list's, in Spanish). */
  channelName: (code: string) => string;
}

/** 'Sí'/'No': the first unit arrived while the event was within its SLA; 'Sin llegada': sent, none arrived; '': none sent. */
export function arrivalWords(arrival: FirstArrival | undefined): string {
  if (!arrival) return '';
  if (arrival.firstOnSceneAt === null) return 'Sin llegada';
  return arrival.withinSla ? 'Sí' : 'No';
}

/** 'En el lugar: corregido por Sofía Herrera el 26-11-2026 18:40 (Aviso por radio)', one per corrected milestone. */
export function correctionsText(corrections: MilestoneCorrection[] = []): string {
  return corrections
    .map((c) => {
      const by = c.recordedBy ? ` por ${c.recordedBy}` : '';
      const why = c.reason ? ` (${c.reason})` : '';
      return `${MILESTONE_NAMES[c.code]}: corregido${by} el ${chileDateTime(c.recordedAt)}${why}`;
    })
    .join('; ');
}
type Column = [header: string, get: (t: Ticket, x: LifecycleExtra) => Cell];

const instant = (iso: string | null | undefined) => (iso ? new Date(iso) : null);
const milestoneAt = (code: MilestoneCode) => (t: Ticket) => instant(t.milestones.find((m) => m.code === code)?.at);
const lanes = (code: string | undefined) => (code ? (LANE_STATE_NAMES[code] ?? code) : '');
/** Duplicates closed as such are not counted against the targets (as in the statistics). */
const countsForSla = (t: Ticket) => t.closeReason !== DUPLICATE_CLOSE_REASON;

/** 'Sí' met both targets, 'No' missed one (closed late, or already past while open), 'Pendiente' still open in time. */
export function slaMet(t: Ticket): string {
  if (!countsForSla(t)) return 'No aplica (duplicado)';
  if (t.slaMet !== null && t.slaMet !== undefined) return t.slaMet ? 'Sí' : 'No';
  return t.slaState === 'BREACHED' ? 'No' : 'Pendiente';
}

const PERSONAL = new Set(['Nombre', 'RUT', 'Teléfono', 'Correo electrónico', 'Patente']);

export const LIFECYCLE_COLUMNS: Column[] = [
  ['N° de evento', (t) => t.id],
  ['Reportado (T1)', (t) => instant(t.createdAt)],
  ['Canal', (t, x) => x.channelName(t.channelCode)],
  ['Categoría', (t) => t.categoryName],
  ['Clasificación', (t) => t.classificationName],
  ['Comuna', (t) => t.commune],
  ['Kilómetro', (t) => t.kilometer],
  ['Sentido', (t) => ORIENTATION_NAMES[t.orientation] ?? t.orientation],
  ['Severidad', (t) => SEVERITY_NAMES[t.severity] ?? t.severity],
  ['Pistas norte a sur', (t) => lanes(t.lanesBlocked?.NORTH)],
  ['Pistas sur a norte', (t) => lanes(t.lanesBlocked?.SOUTH)],
  ['Estado', (t) => t.statusName],
  ['Verificado (T2)', milestoneAt('VERIFIED')],
  ['Despachado (T3)', milestoneAt('DISPATCHED')],
  ['En el lugar (T4)', milestoneAt('ON_SCENE')],
  ['Pistas habilitadas (T5)', milestoneAt('LANES_OPEN')],
  ['Despejado (T6)', milestoneAt('CLEARED')],
  [
    'Hitos corregidos',
    (t) =>
      t.milestones
        .filter((m) => m.corrected)
        .map((m) => MILESTONE_NAMES[m.code])
        .join(', '),
  ],
  ['Correcciones', (_t, x) => correctionsText(x.corrections)],
  ['Respuesta T1→T4 (h:mm)', (t) => hm(t.responseMinutes)],
  ['Hasta habilitar pistas T1→T5 (h:mm)', (t) => hm(t.roadwayClearanceMinutes)],
  ['Hasta despejar T1→T6 (h:mm)', (t) => hm(t.incidentClearanceMinutes)],
  // The same words as the events report's 'Plazo': this column cannot contradict it.
  ['Plazo', (t) => slaWords(t)],
  ['Dentro de plazo', (t) => slaMet(t)],
  ['Primera unidad en el lugar', (_t, x) => instant(x.arrival?.firstOnSceneAt)],
  ['Primera unidad dentro de plazo', (_t, x) => arrivalWords(x.arrival)],
  ['Motivo de cierre', (t) => (t.statusCode === CLOSED_STATUS ? (t.closeReasonName ?? '') : '')],
  ['Duplicado de', (t) => t.duplicateOf],
  ['Secundario de', (t) => t.primaryId],
  ['Historial', (_t, x) => (x.chain === 'VERIFIED' ? 'Verificado' : 'Alterado')],
  ...EVENT_COLUMNS.filter(([header]) => PERSONAL.has(header)),
];

/** PostgreSQL's percentile_cont: linear between the two nearest ranks. */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * p;
  const lo = Math.floor(pos);
  const value = sorted[lo]! + (sorted[Math.min(lo + 1, sorted.length - 1)]! - sorted[lo]!) * (pos - lo);
  return Math.round(value * 10) / 10;
}

export const LIFECYCLE_SUMMARY_HEADER: Cell[] = ['Indicador', 'Total', ...SEVERITIES.map((s) => SEVERITY_NAMES[s]!)];

/**
 * The summary sheet: each figure overall, then per severity (least to most severe); last, the events
 * by channel (issue 39), every channel of the list named even at 0.
 */
export function lifecycleSummary(
  rows: Ticket[],
  chains: Map<number, HistoryChainState>,
  arrivals: Map<number, FirstArrival> = new Map(),
  channels: readonly Channel[] = [],
): Cell[][] {
  const groups = [rows, ...SEVERITIES.map((s) => rows.filter((t) => t.severity === s))];
  const figure = (label: string, get: (group: Ticket[]) => Cell): Cell[] => [label, ...groups.map(get)];
  const closed = (g: Ticket[]) => g.filter((t) => t.statusCode === CLOSED_STATUS && countsForSla(t));
  const within = (g: Ticket[]) => closed(g).filter((t) => t.slaState === 'OK').length;
  const times = (get: (t: Ticket) => number | null) => (g: Ticket[]) => g.map(get).filter((v): v is number => v !== null);
  const response = times((t) => t.responseMinutes);
  const roadway = times((t) => t.roadwayClearanceMinutes);
  const incident = times((t) => t.incidentClearanceMinutes);
  const reached = (g: Ticket[]) => g.filter((t) => arrivals.get(t.id)?.firstOnSceneAt);
  const onTime = (g: Ticket[]) => reached(g).filter((t) => arrivals.get(t.id)?.withinSla).length;
  return [
    figure('Eventos', (g) => g.length),
    figure('Cerrados (sin duplicados)', (g) => closed(g).length),
    figure('Cerrados dentro de plazo', within),
    figure('Cerrados dentro de plazo (%)', (g) => (closed(g).length ? Math.round((within(g) / closed(g).length) * 1000) / 10 : null)),
    figure('Respuesta T1→T4, mediana (h:mm)', (g) => hm(percentile(response(g), 0.5))),
    figure('Respuesta T1→T4, percentil 90 (h:mm)', (g) => hm(percentile(response(g), 0.9))),
    figure('Habilitar pistas T1→T5, mediana (h:mm)', (g) => hm(percentile(roadway(g), 0.5))),
    figure('Habilitar pistas T1→T5, percentil 90 (h:mm)', (g) => hm(percentile(roadway(g), 0.9))),
    figure('Despejar T1→T6, mediana (h:mm)', (g) => hm(percentile(incident(g), 0.5))),
    figure('Despejar T1→T6, percentil 90 (h:mm)', (g) => hm(percentile(incident(g), 0.9))),
    figure('Eventos con unidad en el lugar', (g) => reached(g).length),
    figure('Primera unidad dentro de plazo', onTime),
    figure('Primera unidad dentro de plazo (%)', (g) =>
      reached(g).length ? Math.round((onTime(g) / reached(g).length) * 1000) / 10 : null,
    ),
    figure('Incidentes secundarios', (g) => g.filter((t) => t.primaryId !== null).length),
    figure('Historial verificado', (g) => g.filter((t) => chains.get(t.id) !== 'BROKEN').length),
    figure('Historial alterado', (g) => g.filter((t) => chains.get(t.id) === 'BROKEN').length),
    ...channels.map((c) => figure(`Eventos por canal: ${c.name}`, (g) => g.filter((t) => t.channelCode === c.code).length)),
  ];
}
