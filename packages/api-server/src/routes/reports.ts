// Reports over the events the caller may see. The monthly report is a CSV download.
import type { FastifyInstance } from 'fastify';
import { CLOSED_STATUS, type Ticket } from '@vigia/domain';
import { notFound } from '../lib/errors.ts';
import { reportStatistic } from '../repositories/reports.ts';
import { ticketsBetween, visibilityScope } from '../repositories/tickets.ts';
import { okResponses } from './schemas.ts';

const security = [{ bearer: [] }];
export const REPORTS = { events: 'eventos', closed: 'eventos-cerrados' } as const;

const countBy = { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, name: { type: 'string' }, count: { type: 'integer' } } } };

const CSV_COLUMNS: [string, (t: Ticket) => unknown][] = [
  ['id', (t) => t.id],
  ['fecha_evento', (t) => t.dateEvent],
  ['categoria', (t) => t.categoryName],
  ['subcategoria', (t) => t.subcategoryName],
  ['clasificacion', (t) => t.classificationName],
  ['estado', (t) => t.statusName],
  ['comuna', (t) => t.commune],
  ['kilometro', (t) => t.kilometer],
  ['sentido', (t) => (t.orientation === 'NORTH' ? 'Norte a sur' : 'Sur a norte')],
  ['sector', (t) => t.sector],
  ['asignado_a', (t) => t.assignedToName ?? ''],
  ['patente', (t) => t.patente],
  ['creado', (t) => t.createdAt],
];

/** Quotes a CSV cell and defuses spreadsheet formulas (CSV injection). */
function csvCell(value: unknown): string {
  let text = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export async function reportRoutes(app: FastifyInstance) {
  app.get(
    '/api/report/reportStatistic',
    {
      schema: {
        tags: ['reports'],
        security,
        summary: 'Event counts by status, category and commune',
        response: okResponses({ type: 'object', properties: { total: { type: 'integer' }, byStatus: countBy, byCategory: countBy, byCommune: countBy } }),
      },
    },
    async (request) => ({ payload: await reportStatistic(app.db, visibilityScope(request.user!)) }),
  );

  app.get(
    '/api/report/:report',
    {
      schema: {
        tags: ['reports'],
        security,
        summary: 'Monthly CSV: events (all events of the month) or closed (closed ones)',
        params: { type: 'object', required: ['report'], properties: { report: { type: 'string', maxLength: 40 } } },
        querystring: {
          type: 'object',
          properties: { month: { type: 'integer', minimum: 1, maximum: 12 }, year: { type: 'integer', minimum: 2000, maximum: 2100 } },
        },
      },
    },
    async (request, reply) => {
      const { report } = request.params as { report: string };
      if (!Object.hasOwn(REPORTS, report)) throw notFound('El reporte no existe');
      const now = new Date();
      const { month = now.getUTCMonth() + 1, year = now.getUTCFullYear() } = request.query as { month?: number; year?: number };
      const from = new Date(Date.UTC(year, month - 1, 1));
      const to = new Date(Date.UTC(year, month, 1));
      const rows = await ticketsBetween(app.db, visibilityScope(request.user!), from, to, report === 'closed' ? CLOSED_STATUS : undefined);
      const lines = [CSV_COLUMNS.map(([name]) => name).join(','), ...rows.map((t) => CSV_COLUMNS.map(([, get]) => csvCell(get(t))).join(','))];
      const fileName = `${REPORTS[report as keyof typeof REPORTS]}-${year}-${String(month).padStart(2, '0')}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${lines.join('\r\n')}\r\n`); // BOM: Excel opens the accents right
    },
  );
}
