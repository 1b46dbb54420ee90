// Figures, the highway strip and the monthly reports, over the events the caller may see.
// Reports are XLSX by default, CSV with ?format=csv. Personal data (name, RUT, phone, e-mail,
// plate, address) unmasked only to the roles of @vigia/domain's PERSONAL_DATA_ACCESS (issue 40:
// the control room), each such file recorded in the access log; the others get it masked (README).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import writeXlsxFile from 'write-excel-file/node';
import { CLOSED_STATUS, IDENTITY_FIELDS, REPORT_FORMATS, seesIdentity, seesInjured } from '@vigia/domain';
import { ReportStatisticShape, StringEnum, StripEventShape } from '@vigia/domain/shapes';
import { notFound } from '../lib/errors.ts';
import { EVENT_COLUMNS, SUMMARY_HEADER, summaryRows, toCsv, xlsxSheet, type Cell } from '../lib/report-tables.ts';
import { LIFECYCLE_COLUMNS, LIFECYCLE_SUMMARY_HEADER, lifecycleSummary } from '../lib/lifecycle-report.ts';
import { verifyHistoryChains } from '../repositories/history-chain.ts';
import { milestoneCorrections } from '../repositories/milestones.ts';
import { listChannels } from '../repositories/call-taking.ts';
import { historiesOf, statusNames, stripEvents } from '../repositories/reports.ts';
import { reportStatistic } from '../repositories/report-statistics.ts';
import { firstArrivalsOf } from '../repositories/unit-figures.ts';
import { visibilityOwner, visibilityScope } from '../access/ticket-policy.ts';
import { ticketsBetween } from '../repositories/tickets.ts';
import { okResponses, signedIn } from './schemas.ts';
import { recordPersonalDataAccess } from '../repositories/personal-data-access.ts';
import { routeOf } from '../services/personal-data.ts';
import { signedInUser } from '../access/signed-in.ts';

/** Report type (URL) → file name prefix. */
export const REPORTS = { events: 'eventos', closed: 'eventos-cerrados', summary: 'resumen', lifecycle: 'ciclo-de-vida' } as const;
type ReportKey = keyof typeof REPORTS;

export async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/report/reportStatistic',
    {
      schema: signedIn('reports', {
        summary:
          'Figures over the events the caller may see: counts, last 30 days, open/closed, mean time to close; for the last 30 days, median and 90th percentile of response, clearance and closing minutes (overall and by severity), the share closed within SLA and the secondary incidents; the events open now by severity',
        response: okResponses(ReportStatisticShape),
      }),
    },
    async (request) => {
      await app.rollupFolder.settle();
      return { payload: await reportStatistic(app.db, visibilityOwner(signedInUser(request)), app.clock()) };
    },
  );

  app.get(
    '/api/report/strip',
    {
      schema: signedIn('reports', {
        summary: 'Open events the caller may see, for the highway strip (no identity; injured only to the roles that act on it)',
        response: okResponses(Type.Array(StripEventShape)),
      }),
    },
    async (request) => {
      const user = signedInUser(request);
      const events = await stripEvents(app.db, visibilityScope(user));
      // Health data (issue 40): hidden from the roles that do not act on it; a read of it recorded.
      if (!seesInjured(user.role)) return { payload: events.map((e) => ({ ...e, injured: false })) };
      const injured = events.filter((e) => e.injured).map((e) => e.id);
      await recordPersonalDataAccess(app.db, { userId: user.id, ticketIds: injured, fields: ['injured'], route: routeOf(request) });
      return { payload: events };
    },
  );

  app.get(
    '/api/report/:report',
    {
      schema: signedIn('reports', {
        summary:
          "Monthly spreadsheet: events (every field + status history), closed (closed ones), summary (by category/commune/status/direction/channel) or lifecycle (the inspector's: channel, milestones, derived times, SLA, closing reason and history chain per event, and a summary sheet by severity and by channel; CSV: the events sheet). Words, not codes; times h:mm. CSV for a Chilean spreadsheet: UTF-8 with BOM, ';' between cells, decimal comma, dates dd-mm-yyyy hh:mm (America/Santiago)",
        params: Type.Object({ report: Type.String({ maxLength: 40 }) }),
        querystring: Type.Object({
          month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
          year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
          format: Type.Optional(StringEnum(REPORT_FORMATS, { default: 'xlsx' })),
        }),
      }),
    },
    async (request, reply) => {
      const { report } = request.params;
      if (!Object.hasOwn(REPORTS, report)) throw notFound('El reporte no existe');
      // Object.hasOwn above proved it a key; it does not narrow the string.
      const key = report as ReportKey;
      const now = new Date();
      const { month = now.getUTCMonth() + 1, year = now.getUTCFullYear(), format = 'xlsx' } = request.query;
      const from = new Date(Date.UTC(year, month - 1, 1));
      const to = new Date(Date.UTC(year, month, 1));
      const user = signedInUser(request);
      const [rows, channels] = await Promise.all([
        ticketsBetween(app.db, visibilityScope(user), from, to, key === 'closed' ? CLOSED_STATUS : undefined),
        listChannels(app.db),
      ]);
      const channelNames = new Map(channels.map((c) => [c.code, c.name]));
      const channelName = (code: string) => channelNames.get(code) ?? code;

      let table: Cell[][];
      let sheet: string;
      let extraSheet: { sheet: string; table: Cell[][] } | null = null;
      if (key === 'summary') {
        sheet = 'Resumen';
        table = [SUMMARY_HEADER, ...summaryRows(rows, channelName)];
      } else {
        sheet = key === 'closed' ? 'Eventos cerrados' : 'Eventos';
        const ids = rows.map((t) => t.id);
        const [histories, names, chains, corrections, arrivals] = await Promise.all([
          historiesOf(
            app.db,
            rows.map((t) => t.id),
          ),
          statusNames(app.db),
          key === 'lifecycle' ? verifyHistoryChains(app.db, ids) : null,
          key === 'lifecycle' ? milestoneCorrections(app.db, ids) : null,
          key === 'lifecycle' ? firstArrivalsOf(app.db, ids) : null,
        ]);
        const masked = !seesIdentity(user.role);
        // The file carries the identity columns unmasked: one log row with every event in it.
        if (!masked)
          await recordPersonalDataAccess(app.db, { userId: user.id, ticketIds: ids, fields: IDENTITY_FIELDS, route: routeOf(request) });
        const statusName = (code: unknown) => names.get(String(code)) ?? String(code ?? '');
        if (chains) {
          table = [
            LIFECYCLE_COLUMNS.map(([header]) => header),
            ...rows.map((t) => {
              const extra = {
                history: histories.get(t.id) ?? [],
                statusName,
                masked,
                chain: chains.get(t.id) ?? 'VERIFIED',
                corrections: corrections?.get(t.id) ?? [],
                arrival: arrivals?.get(t.id),
                channelName,
              };
              return LIFECYCLE_COLUMNS.map(([, get]) => get(t, extra));
            }),
          ];
          extraSheet = {
            sheet: 'Resumen',
            table: [LIFECYCLE_SUMMARY_HEADER, ...lifecycleSummary(rows, chains, arrivals ?? undefined, channels)],
          };
        } else {
          table = [
            EVENT_COLUMNS.map(([header]) => header),
            ...rows.map((t) => {
              const extra = { history: histories.get(t.id) ?? [], statusName, masked };
              return EVENT_COLUMNS.map(([, get]) => get(t, extra));
            }),
          ];
        }
      }

      const baseName = `${REPORTS[key]}-${year}-${String(month).padStart(2, '0')}`;
      reply.header('cache-control', 'no-store');
      if (format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${baseName}.csv"`)
          .send(toCsv(table));
      }
      const sheets = [{ sheet, table }, ...(extraSheet ? [extraSheet] : [])].map((s) => ({
        ...xlsxSheet(s.table),
        sheet: s.sheet,
        stickyRowsCount: 1,
      }));
      const buffer = await writeXlsxFile(sheets).toBuffer();
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${baseName}.xlsx"`)
        .send(buffer);
    },
  );
}
