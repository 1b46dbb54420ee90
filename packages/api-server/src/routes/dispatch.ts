// Dispatch (issue 38 item 4): the units that can go to an event, nearest first, and sending one.
// Rules: services/dispatch.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DispatchOptionShape, EventUnitShape, UnitShape } from '@vigia/domain/shapes';
import { dispatchSchema } from '@vigia/domain/schemas';
import { signedInUser } from '../access/signed-in.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { dispatchOptions, dispatchUnit, unitsSentTo } from '../services/dispatch.ts';
import { actionIfMatchHeader, staleResponse } from './if-match.ts';
import { idParams, okResponses, signedIn } from './schemas.ts';
import { eventListRoute } from './create-route.ts';

export async function dispatchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  eventListRoute(app, {
    url: '/api/ticket/:id/dispatch-options',
    tag: 'units',
    summary:
      'Units that can go (AVAILABLE, a driver on shift): the kinds the event’s category needs first (category_unit_kinds), then nearest first by |unit km − event km| (a unit with no position: its base km, `fromBase`)',
    shape: DispatchOptionShape,
    list: dispatchOptions,
  });
  eventListRoute(app, {
    url: '/api/ticket/:id/units',
    tag: 'units',
    summary:
      'The units sent to the event, first sent first, with their times: dispatched, en route (EN_ROUTE), on scene (ON_SCENE), released (AVAILABLE again); null for a step not reached',
    shape: EventUnitShape,
    list: unitsSentTo,
  });

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
