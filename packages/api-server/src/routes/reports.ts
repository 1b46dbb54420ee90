// Figures, the highway strip and the monthly reports, over the events the caller may see.
// Reports are XLSX by default, CSV with ?format=csv. Personal data (name, RUT, phone, e-mail,
// plate, address) is shown to OPERATOR (their assigned events), SUPERVISOR and ADMIN; INSPECTOR
// audits with it masked (see README).
import type { FastifyInstance } from 'fastify';
import writeXlsxFile from 'write-excel-file/node';
import { CLOSED_STATUS, type Role, type Ticket } from '@vigia/domain';
import { htmlTextContent } from '@vigia/domain/html-text';
import { notFound } from '../lib/errors.ts';
import {
  ORIENTATION_NAMES,
  historiesOf,
  localDateTime,
  reportStatistic,
  statusNames,
  stripEvents,
  type HistoryEntry,
} from '../repositories/reports.ts';
import { visibilityScope } from '../access/ticket-policy.ts';
import { ticketsBetween } from '../repositories/tickets.ts';
import { okResponses } from './schemas.ts';

const security = [{ bearer: [] }];
/** Report type (URL) → file name prefix. */
export const REPORTS = { events: 'eventos', closed: 'eventos-cerrados', summary: 'resumen' } as const;
type ReportKey = keyof typeof REPORTS;

/** Roles that see personal data in reports unmasked. */
export const PERSONAL_DATA_ROLES: readonly Role[] = ['OPERATOR', 'SUPERVISOR', 'ADMIN'];

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const countBy = { type: 'array', items: { type: 'object', properties: { code: str, name: str, count: int } } };

const statisticSchema = {
  type: 'object',
  properties: {
    total: int,
    byStatus: countBy,
    byCategory: countBy,
    byCommune: countBy,
    byDirection: countBy,
    byCommuneDirection: { type: 'array', items: { type: 'object', properties: { commune: str, north: int, south: int } } },
    perDay: { type: 'array', items: { type: 'object', properties: { date: str, count: int } } },
    open: int,
    closed: int,
    unassigned: int,
    meanHoursToClose: { type: ['number', 'null'] },
  },
};

const stripSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: int,
      kilometer: { type: 'number' },
      orientation: str,
      commune: str,
      category: str,
      categoryName: str,
      classificationName: str,
      statusCode: str,
      statusName: str,
      dateEvent: str,
      assigned: { type: 'boolean' },
    },
  },
};

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

type Cell = string | number | null;
type Column = [header: string, get: (t: Ticket, extra: RowExtra) => Cell];
interface RowExtra {
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

const EVENT_COLUMNS: Column[] = [
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

const SUMMARY_HEADER = ['dimension', 'codigo', 'nombre', 'eventos', 'abiertos', 'cerrados'];

function summaryRows(rows: Ticket[]): Cell[][] {
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

const toCsv = (table: Cell[][]) => `\uFEFF${table.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`; // BOM: Excel opens the accents right

export async function reportRoutes(app: FastifyInstance) {
  app.get(
    '/api/report/reportStatistic',
    {
      schema: {
        tags: ['reports'],
        security,
        summary: 'Figures over the events the caller may see: counts, last 30 days, open/closed, mean time to close',
        response: okResponses(statisticSchema),
      },
    },
    async (request) => ({ payload: await reportStatistic(app.db, visibilityScope(request.user!)) }),
  );

  app.get(
    '/api/report/strip',
    {
      schema: {
        tags: ['reports'],
        security,
        summary: 'Open events the caller may see, for the highway strip (no personal data)',
        response: okResponses(stripSchema),
      },
    },
    async (request) => ({ payload: await stripEvents(app.db, visibilityScope(request.user!)) }),
  );

  app.get<{ Params: { report: string }; Querystring: { month?: number; year?: number; format?: 'xlsx' | 'csv' } }>(
    '/api/report/:report',
    {
      schema: {
        tags: ['reports'],
        security,
        summary:
          'Monthly spreadsheet: events (every field + status history), closed (closed ones) or summary (by category/commune/status/direction)',
        params: { type: 'object', required: ['report'], properties: { report: { type: 'string', maxLength: 40 } } },
        querystring: {
          type: 'object',
          properties: {
            month: { type: 'integer', minimum: 1, maximum: 12 },
            year: { type: 'integer', minimum: 2000, maximum: 2100 },
            format: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' },
          },
        },
      },
    },
    async (request, reply) => {
      const { report } = request.params;
      if (!Object.hasOwn(REPORTS, report)) throw notFound('El reporte no existe');
      const key = report as ReportKey;
      const now = new Date();
      const { month = now.getUTCMonth() + 1, year = now.getUTCFullYear(), format = 'xlsx' } = request.query;
      const from = new Date(Date.UTC(year, month - 1, 1));
      const to = new Date(Date.UTC(year, month, 1));
      const user = request.user!;
      const rows = await ticketsBetween(app.db, visibilityScope(user), from, to, key === 'closed' ? CLOSED_STATUS : undefined);

      let table: Cell[][];
      let sheet: string;
      if (key === 'summary') {
        sheet = 'Resumen';
        table = [SUMMARY_HEADER, ...summaryRows(rows)];
      } else {
        sheet = key === 'closed' ? 'Eventos cerrados' : 'Eventos';
        const [histories, names] = await Promise.all([
          historiesOf(
            app.db,
            rows.map((t) => t.id),
          ),
          statusNames(app.db),
        ]);
        const masked = !PERSONAL_DATA_ROLES.includes(user.role);
        const statusName = (code: unknown) => names.get(String(code)) ?? String(code ?? '');
        table = [
          EVENT_COLUMNS.map(([header]) => header),
          ...rows.map((t) => {
            const extra = { history: histories.get(t.id) ?? [], statusName, masked };
            return EVENT_COLUMNS.map(([, get]) => get(t, extra));
          }),
        ];
      }

      const baseName = `${REPORTS[key]}-${year}-${String(month).padStart(2, '0')}`;
      reply.header('cache-control', 'no-store');
      if (format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${baseName}.csv"`)
          .send(toCsv(table));
      }
      const [header = [], ...body] = table;
      const data = [
        header.map((value) => ({ value: String(value), fontWeight: 'bold' as const })),
        ...body.map((row) => row.map((value) => (value === null || value === '' ? null : value))),
      ];
      const buffer = await writeXlsxFile(data, { sheet, stickyRowsCount: 1 }).toBuffer();
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${baseName}.xlsx"`)
        .send(buffer);
    },
  );
}
