// Dispatch (issue 38 item 4): the units that can go to an event, nearest first, and sending one.
// Rules: services/dispatch.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DispatchOptionShape, EventUnitShape, UnitShape } from '@vigia/domain/shapes';
import { dispatchSchema } from '@vigia/domain/schemas';
import { signedInUser } from '../access/signed-in.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { dispatchOptions, dispatchUnit, unitsSentTo } from '../services/dispatch.ts';
import { actionIfMatchHeader, staleResponse } from './if-match.ts';
import { idParams, okResponses, signedIn } from './schemas.ts';

export async function dispatchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/ticket/:id/dispatch-options',
    {
      schema: signedIn('units', {
        summary:
          'Units that can go (AVAILABLE, a driver on shift): the kinds the event’s category needs first (category_unit_kinds), then nearest first by |unit km − event km| (a unit with no position: its base km, `fromBase`)',
        params: idParams,
        response: okResponses(Type.Array(DispatchOptionShape)),
      }),
    },
    async (request) => ({ payload: await dispatchOptions(app, signedInUser(request), request.params.id) }),
  );

  app.get(
    '/api/ticket/:id/units',
    {
      schema: signedIn('units', {
        summary:
          'The units sent to the event, first sent first, with their times: dispatched, en route (EN_ROUTE), on scene (ON_SCENE), released (AVAILABLE again); null for a step not reached',
        params: idParams,
        response: okResponses(Type.Array(EventUnitShape)),
      }),
    },
    async (request) => ({ payload: await unitsSentTo(app, signedInUser(request), request.params.id) }),
  );

  app.post(
    '/api/ticket/:id/dispatch',
    {
      schema: signedIn('units', {
        summary:
          'Send an AVAILABLE unit (409 otherwise): DISPATCHED and linked to the event; the event’s DISPATCHED milestone when it is the first; its driver is told at once. A stale If-Match gets 412 and the current event',
        params: idParams,
        headers: actionIfMatchHeader,
        docBody: bodyDoc(dispatchSchema()),
        response: { ...okResponses(UnitShape), ...staleResponse },
      }),
    },
    async (request) => {
      const user = signedInUser(request);
      const unit = await dispatchUnit(app, { user, id: request.params.id, body: request.body, ifMatch: request.headers['if-match'] });
      return { payload: unit };
    },
  );
}
