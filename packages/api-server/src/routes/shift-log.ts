// The shift log ("libro de novedades") and the handover ("entrega de turno"), issue 39 items 5–6.
// No PUT or DELETE: entries are never changed (the table refuses it too). Rules: services/shift-log.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { REPORT_FORMATS } from '@vigia/domain';
import { HandoverShape, ShiftLogEntryShape, StringEnum } from '@vigia/domain/shapes';
import { handoverSchema, shiftLogEntrySchema } from '@vigia/domain/schemas';
import writeXlsxFile from 'write-excel-file/node';
import { signedInUser } from '../access/signed-in.ts';
import { badRequest } from '../lib/errors.ts';
import { pageRequest } from '../lib/paging.ts';
import { toCsv, xlsxSheet, type Cell } from '../lib/report-tables.ts';
import { logEntries, verifyLogChain, type LogFilter } from '../repositories/shift-log.ts';
import { ackHandover, addLogEntry, createHandover, handoverById } from '../services/shift-log.ts';
import { createRoute } from './create-route.ts';
import { idParams, MAX_ID, okResponses, pagedOf, pageProperties, signedIn } from './schemas.ts';

export const LOG_CHAIN_HEADER = 'x-log-chain';
/** Rows of one export: years of a control room's notes. */
const EXPORT_MAX = 50_000;

const filterProperties = {
  from: Type.Optional(Type.String({ maxLength: 40, description: 'ISO date or date-time; from (inclusive)' })),
  to: Type.Optional(Type.String({ maxLength: 40, description: 'ISO date (that whole day) or date-time; up to' })),
  authorId: Type.Optional(Type.String({ format: 'uuid' })),
  ticketId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
};

function dateOf(value: string | undefined, field: string, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime())) throw badRequest('Debe ser una fecha válida', field);
  return dateOnly && endOfDay ? new Date(date.getTime() + 24 * 3600 * 1000) : date;
}

function filterOf(query: { from?: string; to?: string; authorId?: string; ticketId?: number }): LogFilter {
  const from = dateOf(query.from, 'from', false);
  const to = dateOf(query.to, 'to', true);
  if (from && to && from >= to) throw badRequest('La fecha inicial debe ser anterior a la final', 'from');
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(query.authorId ? { authorId: query.authorId } : {}),
    ...(query.ticketId !== undefined ? { ticketId: query.ticketId } : {}),
  };
}

const KIND_NAMES: Record<string, string> = {
  NOTE: 'Novedad',
  CORRECTION: 'Corrección',
  HANDOVER: 'Entrega de turno',
  HANDOVER_ACK: 'Recepción de turno',
};

export async function shiftLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/log',
    {
      schema: signedIn('shift', {
        summary:
          'The shift log, newest first, filtered by dates, author and event. The X-Log-Chain header says whether the whole log’s hash chain verifies (VERIFIED) or a row was altered or removed in the database (BROKEN)',
        querystring: Type.Object({ ...filterProperties, ...pageProperties }),
        response: okResponses(pagedOf(ShiftLogEntryShape)),
      }),
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const [{ entries, total }, chain] = await Promise.all([
        logEntries(app.db, filterOf(request.query), { offset: page.page * page.size, limit: page.size }),
        verifyLogChain(app.db),
      ]);
      reply.header(LOG_CHAIN_HEADER, chain);
      return { payload: { content: entries, page: page.page, size: page.size, total } };
    },
  );

  app.get(
    '/api/log/export',
    {
      schema: signedIn('shift', {
        summary:
          'The shift log as a spreadsheet for the inspector, oldest first (XLSX, or CSV with ?format=csv: UTF-8 with BOM, `;`), with the same filters; its last line says whether the chain verifies',
        querystring: Type.Object({ ...filterProperties, format: Type.Optional(StringEnum(REPORT_FORMATS, { default: 'xlsx' })) }),
      }),
    },
    async (request, reply) => {
      const [{ entries }, chain] = await Promise.all([
        logEntries(app.db, filterOf(request.query), { offset: 0, limit: EXPORT_MAX }, 'asc'),
        verifyLogChain(app.db),
      ]);
      const table: Cell[][] = [
        ['N°', 'Fecha y hora', 'Autor', 'Tipo', 'Texto', 'Evento', 'Unidad', 'Corrige a', 'Corregida por', 'Entrega de turno'],
        ...entries.map((e): Cell[] => [
          e.id,
          new Date(e.at),
          e.authorName,
          KIND_NAMES[e.kind] ?? e.kind,
          e.text,
          e.ticketId,
          e.unitCode,
          e.corrects,
          e.correctedBy.join(', '),
          e.handoverId,
        ]),
        [],
        [
          chain === 'VERIFIED'
            ? 'Cadena de integridad verificada: ningún registro fue alterado'
            : 'ATENCIÓN: la cadena de integridad no verifica',
        ],
      ];
      reply.header('cache-control', 'no-store').header(LOG_CHAIN_HEADER, chain);
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="libro-de-novedades.csv"')
          .send(toCsv(table));
      }
      const buffer = await writeXlsxFile([{ ...xlsxSheet(table), sheet: 'Libro de novedades', stickyRowsCount: 1 }]).toBuffer();
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="libro-de-novedades.xlsx"')
        .send(buffer);
    },
  );

  createRoute(app, {
    url: '/api/log',
    tags: ['shift'],
    summary:
      'Write a shift-log entry (`text` up to 2000 characters; optional event, unit, and `corrects`: the entry this one corrects). Never edited nor deleted: a correction is a new entry',
    body: shiftLogEntrySchema(),
    shape: ShiftLogEntryShape,
    run: addLogEntry,
  });

  createRoute(app, {
    url: '/api/shift/handover',
    tags: ['shift'],
    summary:
      'The outgoing operator’s handover: open events by severity with their SLA state, units by status, agencies still awaited and the shift’s log entries (since the last acknowledged handover), sealed now with its SHA-256 and written to the log',
    body: handoverSchema(),
    shape: HandoverShape,
    run: createHandover,
  });

  app.post(
    '/api/shift/handover/:id/ack',
    {
      schema: signedIn('shift', {
        summary: 'Receive the shift: another control-room user than its author (409), once (409); written to the log',
        params: idParams,
        response: okResponses(HandoverShape),
      }),
    },
    async (request) => ({ payload: await ackHandover(app, signedInUser(request), request.params.id) }),
  );

  app.get(
    '/api/shift/handover/:id',
    {
      schema: signedIn('shift', {
        summary: 'A handover as sealed, whether its summary still matches its hash, and who received it',
        params: idParams,
        response: okResponses(HandoverShape),
      }),
    },
    async (request) => ({ payload: await handoverById(app, request.params.id) }),
  );
}
