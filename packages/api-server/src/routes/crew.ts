// The crew's phone (issue 38 items 2–3): what a DRIVER reads to sign on and work — their own unit
// (with the event it is sent to), and the units they may sign on to. Nothing of other drivers or of
// other units' positions: the board (GET /api/unit) is the control room's.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { UnitShape } from '@vigia/domain/shapes';
import { signedInUser } from '../access/signed-in.ts';
import { findUnit, listUnits, shiftUnitOf } from '../repositories/units.ts';
import { okResponses, signedIn } from './schemas.ts';

/** A unit a driver may sign on to: what tells it apart, no more. */
const VacantUnitShape = Type.Object({ id: Type.Integer(), code: Type.String(), kind: Type.String(), plate: Type.String() });

export async function crewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/unit/mine',
    {
      schema: signedIn('units', {
        summary: 'The unit the signed-in DRIVER is on shift on (status, `ticketId` of its open dispatch), or null',
        response: okResponses(Type.Union([UnitShape, Type.Null()])),
      }),
    },
    async (request) => {
      const unitId = await shiftUnitOf(app.db, signedInUser(request).id);
      return { payload: unitId === null ? null : await findUnit(app.db, unitId) };
    },
  );

  app.get(
    '/api/unit/vacant',
    {
      schema: signedIn('units', {
        summary: 'The units a DRIVER may sign on to: active, nobody on shift (id, code, kind, plate)',
        response: okResponses(Type.Array(VacantUnitShape)),
      }),
    },
    async () => {
      const units = await listUnits(app.db, { activeOnly: true });
      return {
        payload: units
          .filter((u) => u.driverId === null && u.status === 'OUT_OF_SERVICE')
          .map(({ id, code, kind, plate }) => ({ id, code, kind, plate })),
      };
    },
  );
}
