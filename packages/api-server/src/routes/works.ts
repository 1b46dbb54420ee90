// Planned works (issue 41 items 1–2): SUPERVISOR and ADMIN plan them, the INSPECTOR approves or
// rejects, every signed-in role reads. Rules: services/works.ts and @vigia/domain/work-status; who
// may call which route: access/route-rules.ts. Writes that can warn answer `warnings` beside the
// payload (conflicts with approved works and open MAJOR/CRITICAL events): the write still happened.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { WORK_STATUSES } from '@vigia/domain/work-status';
import { ROAD_KM_MAX, ROAD_KM_MIN } from '@vigia/domain';
import { ActiveWorkShape, StringEnum, WorkHistoryShape, WorkShape, WorkWriteEnvelopeShape } from '@vigia/domain/shapes';
import { workRejectSchema, workSchema } from '@vigia/domain/schemas';
import { signedInUser } from '../access/signed-in.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { pageRequest } from '../lib/paging.ts';
import { findWork, listWorks, workHistory, worksAround } from '../repositories/works.ts';
import { createWork, editWork, moveWork, WORK_MESSAGES, type WorkWrite } from '../services/works.ts';
import { envelope, errorResponse, idParams, okResponses, pagedOf, pageProperties, signedIn } from './schemas.ts';

const ifMatchHeaders = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 200 })) });
const km = Type.Optional(Type.Number({ minimum: ROAD_KM_MIN, maximum: ROAD_KM_MAX }));
const writeResponses = (code = 200) => ({ [code]: WorkWriteEnvelopeShape, 412: envelope(WorkShape), '4xx': errorResponse });

function answer(reply: FastifyReply, { work, warnings }: WorkWrite) {
  reply.header('etag', `"${work.version}"`);
  return { payload: work, ...(warnings.length > 0 ? { warnings } : {}) };
}

export async function workRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/works',
    {
      schema: signedIn('works', {
        summary: 'Planned works, soonest first: by status (as read now), overlapping a km range, or ACTIVE at a time (`activeAt`)',
        querystring: Type.Object({
          status: Type.Optional(StringEnum(WORK_STATUSES)),
          kmFrom: km,
          kmTo: km,
          activeAt: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
          ...pageProperties,
        }),
        response: okResponses(pagedOf(WorkShape)),
      }),
    },
    async (request) => {
      const { status, kmFrom, kmTo, activeAt, ...page } = request.query;
      if (kmFrom !== undefined && kmTo !== undefined && kmTo < kmFrom)
        throw badRequest('El kilómetro final no puede ser menor que el inicial', 'kmTo');
      const at = activeAt === undefined ? undefined : new Date(activeAt);
      if (at && Number.isNaN(at.getTime())) throw badRequest('Debe ser una fecha válida', 'activeAt');
      return { payload: await listWorks(app.db, { status, kmFrom, kmTo, activeAt: at }, pageRequest(page), app.clock()) };
    },
  );

  app.get(
    '/api/works/active',
    {
      // Public and the same for everyone: cached briefly, and each address limited as the km lookup
      // is (the public form asks both once the km is known).
      config: { rateLimit: { max: app.settings.rateLimits.locationPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['works'],
        summary: 'The works under way now (public): where, which lanes are closed and until when; no contractor nor contact',
        response: okResponses(Type.Array(ActiveWorkShape)),
      },
    },
    async (_request, reply) => {
      const now = app.clock();
      const works = await worksAround(app.db, now, now);
      reply.header('cache-control', 'public, max-age=30');
      return {
        payload: works.flatMap(({ id, title, kmFrom, kmTo, orientations, lanesClosed, shoulderClosed, periods }) => {
          const current = periods.find((p) => Date.parse(p.start) <= now.getTime());
          return current ? [{ id, title, kmFrom, kmTo, orientations, lanesClosed, shoulderClosed, end: current.end }] : [];
        }),
      };
    },
  );

  app.get(
    '/api/works/:id',
    {
      schema: signedIn('works', {
        summary: 'One planned work, its periods and its status now',
        params: idParams,
        response: okResponses(WorkShape),
      }),
    },
    async (request, reply) => {
      const work = await findWork(app.db, request.params.id, app.clock());
      if (!work) throw notFound(WORK_MESSAGES.notFound);
      reply.header('etag', `"${work.version}"`);
      return { payload: work };
    },
  );

  app.get(
    '/api/works/:id/history',
    {
      schema: signedIn('works', {
        summary: 'Every change of the work, oldest first, and whether their hash chain verifies',
        params: idParams,
        response: okResponses(WorkHistoryShape),
      }),
    },
    async (request) => {
      if (!(await findWork(app.db, request.params.id, app.clock()))) throw notFound(WORK_MESSAGES.notFound);
      return { payload: await workHistory(app.db, request.params.id) };
    },
  );

  app.post(
    '/api/works',
    {
      schema: signedIn('works', {
        summary: 'Plan a work (a DRAFT). `schedule`: `{ start, end }` or `{ from, to, days, windowStart, windowEnd }` in Santiago time',
        docBody: bodyDoc(workSchema()),
        response: writeResponses(201),
      }),
    },
    async (request, reply) => {
      const result = await createWork(app, signedInUser(request), request.body);
      reply.code(201);
      return answer(reply, result);
    },
  );

  app.put(
    '/api/works/:id',
    {
      schema: signedIn('works', {
        summary:
          'Replace a DRAFT or REJECTED work (it becomes a DRAFT). If-Match (or `version`): a stale one gets 412 and the current work',
        params: idParams,
        headers: ifMatchHeaders,
        docBody: bodyDoc(workSchema()),
        response: writeResponses(),
      }),
    },
    async (request, reply) =>
      answer(reply, await editWork(app, signedInUser(request), request.params.id, request.body, request.headers['if-match'])),
  );

  const moves = [
    ['request', 'Ask the Inspección Fiscal to approve a DRAFT or REJECTED work'],
    ['approve', 'Approve a REQUESTED work (INSPECTOR); answers conflicts as warnings'],
    ['reject', 'Reject a REQUESTED work with a `reason` (INSPECTOR)'],
    ['cancel', 'Cancel a work that is not DONE'],
  ] as const;
  for (const [action, summary] of moves) {
    app.post(
      `/api/works/:id/${action}`,
      {
        schema: signedIn('works', {
          summary: `${summary}. If-Match (or \`version\`) as PUT`,
          params: idParams,
          headers: ifMatchHeaders,
          ...(action === 'reject' ? { docBody: bodyDoc(workRejectSchema()) } : {}),
          response: writeResponses(),
        }),
      },
      async (request, reply) =>
        answer(reply, await moveWork(app, signedInUser(request), request.params.id, action, request.body, request.headers['if-match'])),
    );
  }
}
