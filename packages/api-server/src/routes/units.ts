// Units (issue 38 items 1–3): ADMIN keeps them; the control room lists them (the board); a DRIVER
// signs on and off, sends positions and moves the status. Rules: services/units.ts and the status
// machine (@vigia/domain/unit-status); who may call which route: access/route-rules.ts.
import { normalizeIP } from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { UnitHistoryEntryShape, UnitKindShape, UnitPositionAnswerShape, UnitShape } from '@vigia/domain/shapes';
import { createUnitSchema, unitPositionSchema, unitStatusSchema, updateUnitSchema } from '@vigia/domain/schemas';
import { signedInUser } from '../access/signed-in.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { createKmLocator } from '../lib/km-table.ts';
import { listUnitKinds, listUnits, unitHistory, findUnit } from '../repositories/units.ts';
import { reportPositions } from '../services/unit-positions.ts';
import { createUnit, editUnit, setUnitStatus, signOff, signOn, UNIT_MESSAGES } from '../services/units.ts';
import { HttpError } from '../lib/errors.ts';
import { createRoute, listRoute } from './create-route.ts';
import { envelope, errorResponse, idParams, okResponses, signedIn } from './schemas.ts';

const HISTORY_MAX = 200;

export async function unitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const locate = createKmLocator(app.database);

  listRoute(app, {
    url: '/api/unit-kind',
    tag: 'units',
    summary: 'The kinds of unit, with their Spanish and English names',
    access: 'signed-in',
    shape: UnitKindShape,
    list: listUnitKinds,
  });

  listRoute(app, {
    url: '/api/unit',
    tag: 'units',
    summary: 'Every unit, flat: status, driver on shift, the event it works on, its last position (km derived from the km-post table)',
    access: 'signed-in',
    shape: UnitShape,
    list: (db) => listUnits(db),
  });

  app.get(
    '/api/unit/:id',
    { schema: signedIn('units', { summary: 'One unit', params: idParams, response: okResponses(UnitShape) }) },
    async (request) => {
      const unit = await findUnit(app.db, request.params.id);
      // A driver reads the unit they drive; who drives the rest of the fleet is the control room's.
      const reader = signedInUser(request);
      if (!unit || (reader.role === 'DRIVER' && unit.driverId !== reader.id)) throw new HttpError(404, UNIT_MESSAGES.notFound);
      return { payload: unit };
    },
  );

  createRoute(app, {
    url: '/api/unit',
    tags: ['units'],
    summary: 'Create a unit (OUT_OF_SERVICE until a driver signs on); `kind` is a code of GET /api/unit-kind',
    body: createUnitSchema(),
    shape: UnitShape,
    run: (app, _user, body) => createUnit(app, body),
    version: (unit) => unit.version,
  });

  app.patch(
    '/api/unit/:id',
    {
      schema: signedIn('units', {
        summary:
          'Edit a unit (the fields sent); `active: false` deactivates it (409 while on shift). If-Match (or `version`) names the version edited: a stale one gets 412 and the current unit',
        params: idParams,
        headers: Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 200 })) }),
        docBody: bodyDoc(updateUnitSchema()),
        response: { ...okResponses(UnitShape), 412: envelope(UnitShape) },
      }),
    },
    async (request, reply) => {
      const unit = await editUnit(app, request.params.id, request.body, request.headers['if-match']);
      reply.header('etag', `"${unit.version}"`);
      return { payload: unit };
    },
  );

  app.get(
    '/api/unit/:id/history',
    {
      schema: signedIn('units', {
        summary: `The unit's status changes, newest first (the last ${HISTORY_MAX})`,
        params: idParams,
        response: okResponses(Type.Array(UnitHistoryEntryShape)),
      }),
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findUnit(app.db, id))) throw new HttpError(404, UNIT_MESSAGES.notFound);
      return { payload: await unitHistory(app.db, id, HISTORY_MAX) };
    },
  );

  app.post(
    '/api/unit/:id/shift',
    {
      schema: signedIn('units', {
        summary: 'Sign on to the unit (DRIVER): it becomes AVAILABLE. One driver per unit and one unit per driver: 409 otherwise',
        params: idParams,
        response: okResponses(UnitShape),
      }),
    },
    async (request) => ({ payload: await signOn(app, signedInUser(request), request.params.id) }),
  );

  app.delete(
    '/api/unit/:id/shift',
    {
      schema: signedIn('units', {
        summary: 'Sign off (the unit’s driver): OUT_OF_SERVICE. Refused (409) while the unit works an event: it is released first',
        params: idParams,
        response: okResponses(UnitShape),
      }),
    },
    async (request) => ({ payload: await signOff(app, signedInUser(request), request.params.id) }),
  );

  app.post(
    '/api/unit/:id/status',
    {
      schema: signedIn('units', {
        summary:
          'Move the status: DISPATCHED → EN_ROUTE → ON_SCENE → AVAILABLE by the driver; DISPATCHED or EN_ROUTE → AVAILABLE by the control room; AVAILABLE ↔ OUT_OF_SERVICE off an event. Others: 409',
        params: idParams,
        docBody: bodyDoc(unitStatusSchema()),
        response: okResponses(UnitShape),
      }),
    },
    async (request) => ({ payload: await setUnitStatus(app, signedInUser(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/unit/:id/position',
    {
      config: {
        // Per driver, after the access guard (a bad token is a 401, never counted); a batch counts once.
        // Counted in memory and written through in batches: one a phone every few seconds (issue 38).
        rateLimitWriteBehind: true,
        rateLimit: {
          max: app.settings.rateLimits.unitPositionsPerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `unit-position:${request.user?.id ?? normalizeIP(request.ip)}`,
        },
      },
      schema: signedIn('units', {
        summary:
          'The unit’s position (its driver only): { lat, lon, accuracy, at }, or a list of up to 100 queued offline (all or nothing). km and carriageway are derived; off the route: 422 with the reason (x-location-reason). A position older than the last one is kept as history only',
        params: idParams,
        docBody: bodyDoc(unitPositionSchema()),
        response: { ...okResponses(UnitPositionAnswerShape), 422: errorResponse },
      }),
    },
    async (request, reply) => {
      try {
        return { payload: await reportPositions(app, locate, signedInUser(request), request.params.id, request.body) };
      } catch (error) {
        // The envelope sends an error's headers only with a payload: the 422's reason goes here.
        if (error instanceof HttpError) for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
        throw error;
      }
    },
  );
}
