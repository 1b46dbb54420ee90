// Service standards, the month's compliance and the MOP's monthly spreadsheet (issue 40 item 1).
// Rules: services/standards.ts; the measure: lib/compliance.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import writeXlsxFile from 'write-excel-file/node';
import { ComplianceShape, ServiceStandardShape } from '@vigia/domain/shapes';
import { serviceStandardSchema } from '@vigia/domain/schemas';
import { xlsxSheet } from '../lib/report-tables.ts';
import { listStandards } from '../repositories/standards.ts';
import { localDay } from '../repositories/reports.ts';
import { complianceWorkbook, createStandard, monthCompliance } from '../services/standards.ts';
import { createRoute } from './create-route.ts';
import { okResponses, signedIn } from './schemas.ts';

const monthQuery = Type.Object({
  month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'default: this month (Chile)' })),
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
});

export async function standardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  /** The month asked, else the current Chilean one. */
  const monthOf = (query: { month?: number; year?: number }) => {
    const [y, m] = localDay(app.clock()).split('-').map(Number) as [number, number];
    return { year: query.year ?? y, month: query.month ?? m };
  };

  app.get(
    '/api/standards',
    {
      schema: signedIn('standards', {
        summary:
          'The service standards: maximum minutes from the report per severity (and optionally classification), each from its first day on',
        response: okResponses(Type.Array(ServiceStandardShape)),
      }),
    },
    async () => ({ payload: await listStandards(app.db) }),
  );

  createRoute(app, {
    url: '/api/standards',
    tags: ['standards'],
    summary:
      'ADMIN: a new standard from `effectiveFrom` (today or later, Chilean calendar: past months are never re-measured); at least one limit; 409 when one exists for the same severity, classification and day',
    body: serviceStandardSchema(),
    shape: ServiceStandardShape,
    run: createStandard,
  });

  app.get(
    '/api/compliance',
    {
      schema: signedIn('standards', {
        summary:
          'The events reported in a month (Chile) against the standard in force the day each was reported (a classification’s beats its severity’s): per standard and time, measured, met, breached and not measurable (milestone missing); and each breach',
        querystring: monthQuery,
        response: okResponses(ComplianceShape),
      }),
    },
    async (request) => {
      const { year, month } = monthOf(request.query);
      return { payload: await monthCompliance(app, year, month) };
    },
  );

  app.get(
    '/api/compliance/export',
    {
      schema: signedIn('standards', {
        summary: 'The MOP’s monthly spreadsheet (XLSX): standards, compliance, breaches and the observations opened in the month',
        querystring: monthQuery,
      }),
    },
    async (request, reply) => {
      const { year, month } = monthOf(request.query);
      const sheets = (await complianceWorkbook(app, year, month)).map((s) => ({
        ...xlsxSheet(s.table),
        sheet: s.sheet,
        stickyRowsCount: 1,
      }));
      const buffer = await writeXlsxFile(sheets).toBuffer();
      return reply
        .header('cache-control', 'no-store')
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="cumplimiento-${year}-${String(month).padStart(2, '0')}.xlsx"`)
        .send(buffer);
    },
  );
}
