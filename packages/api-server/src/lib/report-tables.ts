// The monthly reports' tables: their columns (personal data masked for an auditor), the summary
// by dimension, and CSV for a Chilean spreadsheet (issue 37: ';' between cells, decimal comma,
// dd-mm-yyyy hh:mm in Chile time, UTF-8 with BOM). Times are h:mm, codes are words. The routes
// (routes/reports.ts) choose the rows and the format.
import { CLOSED_STATUS, type Ticket } from '@vigia/domain';
import { htmlTextContent } from '@vigia/domain/html-text';
import { chileClock, ORIENTATION_NAMES, type HistoryEntry } from '../repositories/reports.ts';

// ---- masking -------------------------------------------------------------------------------

/** Keeps the first and last two characters: '12.345.678-5' → '12********-5'. */
export function maskMiddle(value: string): string {
  const v = value.trim();
  if (v.length <= 4) return '*'.repeat(v.length);
  return `${v.slice(0, 2)}${'*'.repeat(v.length - 4)}${v.slice(-2)}`;
}
export function maskEmail(value: string): string {
  const [local = '', domain = ''] = value.split('@');
  return domain ? `${local.slice(0, 1)}***@${domain}` : maskMiddle(value);
}
/** 'Rocío Peña' → 'R. P.' */
export function maskName(value: string): string {
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `${w[0]}.`)
    .join(' ');
}

// ---- labels --------------------------------------------------------------------------------

// Reports are read by people: Spanish names, never the codes the API speaks.
export const CHANNEL_NAMES: Record<string, string> = { WEB_SELF_SERVICE: 'Web' };
export const SEVERITY_NAMES: Record<string, string> = { MINOR: 'Menor', MODERATE: 'Moderada', MAJOR: 'Mayor', CRITICAL: 'Crítica' };
export const SLA_STATE_NAMES: Record<string, string> = { OK: 'En plazo', AT_RISK: 'En riesgo', BREACHED: 'Vencido' };
/** A closed event has no running state, only whether it met its time (lib/sla.ts's slaMet; the UI's common:sla.met/missed). */
export const SLA_OUTCOME_NAMES = { met: 'Cerrado a tiempo', missed: 'Cerrado fuera de plazo' } as const;
export const LANE_STATE_NAMES: Record<string, string> = { NONE: 'Sin bloqueo', PARTIAL: 'Bloqueo parcial', ALL: 'Bloqueo total' };
const label = (names: Record<string, string>, code: string | null | undefined) => (code ? (names[code] ?? code) : '');

/** The 'Plazo' of an event: its running state while open; once closed, whether it met its time. */
export function slaWords(t: Pick<Ticket, 'slaState' | 'slaMet'>): string {
  if (t.slaMet === null || t.slaMet === undefined) return label(SLA_STATE_NAMES, t.slaState);
  return t.slaMet ? SLA_OUTCOME_NAMES.met : SLA_OUTCOME_NAMES.missed;
}

/** 'dd-mm-yyyy hh:mm' in Chile time: how a Chilean reads a date, in CSV cells and inside texts. */
export function chileDateTime(date: Date | string): string {
  const { year, month, day, hour, minute } = chileClock(date);
  return `${day}-${month}-${year} ${hour}:${minute}`;
}

/** A span of time, written h:mm ('1:05', '26:40'); its minutes are kept for sums (see hm). */
export class Duration {
  // A plain field: Node runs the server's sources by stripping types, which refuses parameter properties.
  readonly minutes: number;
  constructor(minutes: number) {
    this.minutes = minutes;
  }
  toString(): string {
    const whole = Math.round(this.minutes);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  }
}
/** Minutes (null: none) as an h:mm cell. */
export const hm = (minutes: number | null | undefined): Duration | null =>
  minutes === null || minutes === undefined ? null : new Duration(minutes);

// ---- rows ----------------------------------------------------------------------------------

/** A Date is an instant: a real date cell in the XLSX (Chile's wall clock), 'dd-mm-yyyy hh:mm' in CSV; a Duration is h:mm. */
export type Cell = string | number | Date | Duration | null;
type Column = [header: string, get: (t: Ticket, extra: RowExtra) => Cell];
export interface RowExtra {
  history: HistoryEntry[];
  statusName: (code: unknown) => string;
  masked: boolean;
}

function closedAtOf(t: Ticket, history: HistoryEntry[]): Date | null {
  if (t.statusCode !== CLOSED_STATUS) return null;
  if (t.closedAt) return new Date(t.closedAt);
  const closing = history.filter((h) => Array.isArray(h.changes.statusCode) && h.changes.statusCode[1] === CLOSED_STATUS).at(-1);
  return closing ? closing.changedAt : new Date(t.updatedAt);
}

/** 'dd-mm-yyyy hh:mm Abierto → En proceso; …', one step per status change. */
function historySummary(history: HistoryEntry[], statusName: RowExtra['statusName']): string {
  return history
    .filter((h) => Array.isArray(h.changes.statusCode))
    .map((h) => {
      const [from, to] = h.changes.statusCode!;
      return `${chileDateTime(h.changedAt)} ${from ? `${statusName(from)} → ` : ''}${statusName(to)}`;
    })
    .join('; ');
}

const personal = (get: (t: Ticket) => string, mask: (v: string) => string) => (t: Ticket, x: RowExtra) =>
  x.masked ? mask(get(t)) : get(t);
const instant = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

export const EVENT_COLUMNS: Column[] = [
  ['N° de evento', (t) => t.id],
  ['Fecha del evento', (t) => instant(t.dateEvent)],
  ['Fecha de registro', (t) => instant(t.createdAt)],
  ['Última actualización', (t) => instant(t.updatedAt)],
  ['Canal', (t) => label(CHANNEL_NAMES, t.channelCode)],
  ['Categoría', (t) => t.categoryName],
  ['Subcategoría', (t) => t.subcategoryName],
  ['Clasificación', (t) => t.classificationName],
  ['Estado', (t) => t.statusName],
  ['Severidad', (t) => label(SEVERITY_NAMES, t.severity)],
  ['Pistas bloqueadas norte a sur', (t) => label(LANE_STATE_NAMES, t.lanesBlocked?.NORTH)],
  ['Pistas bloqueadas sur a norte', (t) => label(LANE_STATE_NAMES, t.lanesBlocked?.SOUTH)],
  ['Plazo', (t) => slaWords(t)],
  ['Comuna', (t) => t.commune],
  ['Sector', (t) => t.sector],
  ['Kilómetro', (t) => t.kilometer],
  ['Sentido', (t) => ORIENTATION_NAMES[t.orientation] ?? t.orientation],
  ['Descripción', (t) => htmlTextContent(t.description)],
  ['Asignado a', (t) => t.assignedToName ?? ''],
  ['Fecha de toma', (t) => instant(t.takenAt)],
  ['Nombre', personal((t) => t.fullName, maskName)],
  ['RUT', personal((t) => t.rut, maskMiddle)],
  ['Teléfono', personal((t) => t.phone, maskMiddle)],
  ['Correo electrónico', personal((t) => t.email, maskEmail)],
  ['Patente', personal((t) => t.patente, maskMiddle)],
  [
    'Dirección',
    personal(
      (t) => t.realAddress,
      (v) => (v ? '***' : ''),
    ),
  ],
  ['Cambios de estado', (t, x) => x.history.filter((h) => Array.isArray(h.changes.statusCode)).length],
  ['Historial de estados', (t, x) => historySummary(x.history, x.statusName)],
  ['Fecha de cierre', (t, x) => closedAtOf(t, x.history)],
  ['Motivo de cierre', (t) => (t.statusCode === CLOSED_STATUS ? (t.closeReasonName ?? '') : '')],
  [
    'Tiempo hasta el cierre (h:mm)',
    (t, x) => {
      const at = closedAtOf(t, x.history);
      return at ? hm((at.getTime() - new Date(t.createdAt).getTime()) / 60_000) : null;
    },
  ],
];

export const SUMMARY_HEADER = ['Dimensión', 'Nombre', 'Eventos', 'Abiertos', 'Cerrados'];

export function summaryRows(rows: Ticket[], channelName: (code: string) => string = (code) => code): Cell[][] {
  const out: Cell[][] = [];
  const dims: [string, (t: Ticket) => [string, string]][] = [
    ['Categoría', (t) => [t.category, t.categoryName]],
    ['Comuna', (t) => [t.commune, t.commune]],
    ['Estado', (t) => [t.statusCode, t.statusName]],
    ['Severidad', (t) => [t.severity ?? '', label(SEVERITY_NAMES, t.severity)]],
    ['Sentido', (t) => [t.orientation, ORIENTATION_NAMES[t.orientation] ?? t.orientation]],
    // Issue 39: how the month's events reached the control room.
    ['Canal', (t) => [t.channelCode, channelName(t.channelCode)]],
  ];
  for (const [dimension, key] of dims) {
    const groups = new Map<string, { name: string; total: number; closed: number }>();
    for (const t of rows) {
      const [code, name] = key(t);
      if (!code) continue;
      const g = groups.get(code) ?? { name, total: 0, closed: 0 };
      g.total += 1;
      if (t.statusCode === CLOSED_STATUS) g.closed += 1;
      groups.set(code, g);
    }
    for (const [, g] of [...groups].sort((a, b) => b[1].total - a[1].total || a[0].localeCompare(b[0]))) {
      out.push([dimension, g.name, g.total, g.total - g.closed, g.closed]);
    }
  }
  out.push([
    'Total',
    'Total',
    rows.length,
    rows.filter((t) => t.statusCode !== CLOSED_STATUS).length,
    rows.filter((t) => t.statusCode === CLOSED_STATUS).length,
  ]);
  return out;
}

// ---- XLSX ----------------------------------------------------------------------------------

/**
 * The instant as Chile's wall clock, in a Date whose UTC fields carry it: a spreadsheet date has
 * no time zone, and the XLSX writer reads a Date's UTC fields.
 */
export function chileWallClock(date: Date): Date {
  const c = chileClock(date);
  return new Date(Date.UTC(Number(c.year), Number(c.month) - 1, Number(c.day), Number(c.hour), Number(c.minute), Number(c.second)));
}

export const XLSX_DATE_FORMAT = 'dd-mm-yyyy hh:mm';

/** The rows and column widths write-excel-file takes: bold header, real date cells, empty cells empty. */
export function xlsxSheet(table: Cell[][]) {
  const [header = [], ...body] = table;
  const data = [
    header.map((value) => ({ value: String(value), fontWeight: 'bold' as const })),
    ...body.map((row) =>
      row.map((value) =>
        value instanceof Date
          ? { value: chileWallClock(value), type: Date, format: XLSX_DATE_FORMAT }
          : value instanceof Duration
            ? value.toString()
            : value === null || value === ''
              ? null
              : value,
      ),
    ),
  ];
  // Wide enough for the header and a typical value; long texts (description, history) capped.
  const columns = header.map((h, i) => {
    const longest = Math.max(String(h).length, ...body.slice(0, 200).map((row) => cellWidth(row[i])));
    return { width: Math.min(60, Math.max(8, longest + 2)) };
  });
  return { data, columns };
}

const cellWidth = (value: Cell | undefined) => (value instanceof Date ? XLSX_DATE_FORMAT.length : String(value ?? '').length);

/** A cell as a Chilean spreadsheet reads it: dates dd-mm-yyyy hh:mm, decimal comma, no thousands separator. */
function csvText(value: Cell | undefined): string {
  if (value instanceof Date) return chileDateTime(value);
  if (typeof value === 'number') return String(value).replace('.', ',');
  return String(value ?? '');
}

/** Quotes a CSV cell and defuses spreadsheet formulas (CSV injection). */
function csvCell(value: Cell | undefined): string {
  let text = csvText(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** ';' between cells (a Chilean Excel reads ',' as the decimal comma); the BOM makes it open the accents right. */
export const CSV_SEPARATOR = ';';
export const toCsv = (table: Cell[][]) => `\uFEFF${table.map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
