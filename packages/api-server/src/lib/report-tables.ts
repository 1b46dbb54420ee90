// The monthly reports' tables: their columns (personal data masked for an auditor), the summary
// by dimension, and CSV. The routes (routes/reports.ts) choose the rows and the format.
import { CLOSED_STATUS, type Ticket } from '@vigia/domain';
import { htmlTextContent } from '@vigia/domain/html-text';
import { ORIENTATION_NAMES, localDateTime, type HistoryEntry } from '../repositories/reports.ts';

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

// ---- rows ----------------------------------------------------------------------------------

export type Cell = string | number | null;
type Column = [header: string, get: (t: Ticket, extra: RowExtra) => Cell];
export interface RowExtra {
  history: HistoryEntry[];
  statusName: (code: unknown) => string;
  masked: boolean;
}

function closedAtOf(t: Ticket, history: HistoryEntry[]): Date | null {
  if (t.statusCode !== CLOSED_STATUS) return null;
  const closing = history.filter((h) => Array.isArray(h.changes.statusCode) && h.changes.statusCode[1] === CLOSED_STATUS).at(-1);
  return closing ? closing.changedAt : new Date(t.updatedAt);
}

/** 'YYYY-MM-DD HH:mm Abierto → En proceso → Cerrado', one step per status change. */
function historySummary(history: HistoryEntry[], statusName: RowExtra['statusName']): string {
  return history
    .filter((h) => Array.isArray(h.changes.statusCode))
    .map((h) => {
      const [from, to] = h.changes.statusCode!;
      return `${localDateTime(h.changedAt)} ${from ? `${statusName(from)} → ` : ''}${statusName(to)}`;
    })
    .join('; ');
}

const personal = (get: (t: Ticket) => string, mask: (v: string) => string) => (t: Ticket, x: RowExtra) =>
  x.masked ? mask(get(t)) : get(t);

export const EVENT_COLUMNS: Column[] = [
  ['id', (t) => t.id],
  ['fecha_evento', (t) => localDateTime(t.dateEvent)],
  ['creado', (t) => localDateTime(t.createdAt)],
  ['actualizado', (t) => localDateTime(t.updatedAt)],
  ['canal', (t) => t.channelCode],
  ['categoria', (t) => t.categoryName],
  ['subcategoria', (t) => t.subcategoryName],
  ['clasificacion', (t) => t.classificationName],
  ['estado', (t) => t.statusName],
  ['comuna', (t) => t.commune],
  ['sector', (t) => t.sector],
  ['kilometro', (t) => t.kilometer],
  ['sentido', (t) => ORIENTATION_NAMES[t.orientation] ?? t.orientation],
  ['descripcion', (t) => htmlTextContent(t.description)],
  ['asignado_a', (t) => t.assignedToName ?? ''],
  ['nombre', personal((t) => t.fullName, maskName)],
  ['rut', personal((t) => t.rut, maskMiddle)],
  ['telefono', personal((t) => t.phone, maskMiddle)],
  ['email', personal((t) => t.email, maskEmail)],
  ['patente', personal((t) => t.patente, maskMiddle)],
  [
    'direccion',
    personal(
      (t) => t.realAddress,
      (v) => (v ? '***' : ''),
    ),
  ],
  ['cambios_de_estado', (t, x) => x.history.filter((h) => Array.isArray(h.changes.statusCode)).length],
  ['historial_de_estados', (t, x) => historySummary(x.history, x.statusName)],
  [
    'fecha_cierre',
    (t, x) => {
      const at = closedAtOf(t, x.history);
      return at ? localDateTime(at) : '';
    },
  ],
  [
    'horas_hasta_cierre',
    (t, x) => {
      const at = closedAtOf(t, x.history);
      return at ? Math.round(((at.getTime() - new Date(t.createdAt).getTime()) / 3600_000) * 10) / 10 : null;
    },
  ],
];

export const SUMMARY_HEADER = ['dimension', 'codigo', 'nombre', 'eventos', 'abiertos', 'cerrados'];

export function summaryRows(rows: Ticket[]): Cell[][] {
  const out: Cell[][] = [];
  const dims: [string, (t: Ticket) => [string, string]][] = [
    ['categoria', (t) => [t.category, t.categoryName]],
    ['comuna', (t) => [t.commune, t.commune]],
    ['estado', (t) => [t.statusCode, t.statusName]],
    ['sentido', (t) => [t.orientation, ORIENTATION_NAMES[t.orientation] ?? t.orientation]],
  ];
  for (const [dimension, key] of dims) {
    const groups = new Map<string, { name: string; total: number; closed: number }>();
    for (const t of rows) {
      const [code, name] = key(t);
      const g = groups.get(code) ?? { name, total: 0, closed: 0 };
      g.total += 1;
      if (t.statusCode === CLOSED_STATUS) g.closed += 1;
      groups.set(code, g);
    }
    for (const [code, g] of [...groups].sort((a, b) => b[1].total - a[1].total || a[0].localeCompare(b[0]))) {
      out.push([dimension, code, g.name, g.total, g.total - g.closed, g.closed]);
    }
  }
  out.push([
    'total',
    '',
    'Total',
    rows.length,
    rows.filter((t) => t.statusCode !== CLOSED_STATUS).length,
    rows.filter((t) => t.statusCode === CLOSED_STATUS).length,
  ]);
  return out;
}

/** Quotes a CSV cell and defuses spreadsheet formulas (CSV injection). */
function csvCell(value: unknown): string {
  let text = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const toCsv = (table: Cell[][]) => `\uFEFF${table.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`; // BOM: Excel opens the accents right
