// Positions from the crew's phone (issue 38 item 2): the signed-on driver sends where the unit is,
// one position or the queue kept without coverage (all or nothing). Each becomes km and carriageway
// with the km-post table; one off the route, or outside the concession, is refused with the reason
// (422, its code in x-location-reason). Positions keep their own time: a late one is history only
// and never replaces a newer last position (the conditional update in storePositions).
import type { FastifyInstance } from 'fastify';
import { formatKm, type UnitPositionAnswer } from '@vigia/domain';
import { MAX_DISTANCE_FROM_ROAD_M } from '@vigia/domain/location';
import { UNIT_POSITIONS_PER_REQUEST, unitPositionSchema } from '@vigia/domain/schemas';
import { HttpError, notFound } from '../lib/errors.ts';
import type { KmLocator } from '../lib/km-table.ts';
import { validateBody } from '../lib/validate.ts';
import { findUnit, storePositions, type LocatedPosition } from '../repositories/units.ts';
import type { AuthUser } from '../repositories/users.ts';
import { UNIT_MESSAGES } from './units.ts';

/** A position older than this is not this shift's news: refused (the phone drops it from its queue). */
export const POSITION_MAX_AGE_MS = 12 * 60 * 60_000;
/** A phone's clock may run a little ahead. */
export const POSITION_FUTURE_TOLERANCE_MS = 2 * 60_000;
/** The header of a 422 that names why a position is not on the route (as GET /api/location/km). */
export const POSITION_REASON_HEADER = 'x-location-reason';

const km = (value: number | undefined) => (value === undefined ? '' : formatKm(value));
export const POSITION_MESSAGES = {
  notArray: 'Envíe una posición, o una lista de posiciones',
  tooMany: `Envíe como máximo ${UNIT_POSITIONS_PER_REQUEST} posiciones por vez`,
  future: 'La hora de la posición está en el futuro: revise la hora del teléfono',
  tooOld: 'La posición es de hace más de 12 horas: no se registra',
  OFF_ROUTE: (distanceMeters?: number) =>
    `La posición está a ${Math.round(distanceMeters ?? 0)} m de la Ruta 5 (más de ${MAX_DISTANCE_FROM_ROAD_M} m): no se registra`,
  OUT_OF_RANGE: (kilometer?: number) => `La posición corresponde al km ${km(kilometer)}, fuera del tramo de la concesión: no se registra`,
  NO_REFERENCE: () => 'No hay una tabla de kilómetros cargada: la posición no se puede ubicar en la ruta',
  INVALID_POINT: () => 'La posición recibida no es válida',
} as const;

// Built once per process: a phone every few seconds from every crew (issue 38).
const POSITION_SCHEMA = unitPositionSchema();

/** Reads one position or a list of them (`[i].field` names the one at fault). */
async function readPositions(body: unknown) {
  const batch = Array.isArray(body);
  const items: unknown[] = batch ? body : [body];
  if (items.length === 0) throw new HttpError(400, POSITION_MESSAGES.notArray);
  if (items.length > UNIT_POSITIONS_PER_REQUEST) throw new HttpError(400, POSITION_MESSAGES.tooMany);
  const schema = POSITION_SCHEMA;
  const parsed = [];
  for (const [i, item] of items.entries()) {
    try {
      parsed.push(await validateBody(schema, item));
    } catch (error) {
      if (batch && error instanceof HttpError)
        error.errors.splice(0, error.errors.length, ...error.errors.map((e) => ({ ...e, field: `[${i}]${e.field ? `.${e.field}` : ''}` })));
      throw error;
    }
  }
  return { batch, parsed };
}

/** Why the user may not send the unit's positions (404 without the unit, 403 if not its driver), or null. */
async function senderRefusal(app: FastifyInstance, user: AuthUser, id: number): Promise<HttpError | null> {
  const unit = await findUnit(app.db, id);
  if (!unit) return notFound(UNIT_MESSAGES.notFound);
  return user.role === 'DRIVER' && unit.driverId === user.id ? null : new HttpError(403, UNIT_MESSAGES.notYourUnit);
}

/** A position's km and carriageway, or its refusal (400 for its time, 422 off the route). */
async function locatePosition(locate: KmLocator, p: { lat: number; lon: number; at: Date }, field: (name: string) => string, now: number) {
  if (p.at.getTime() > now + POSITION_FUTURE_TOLERANCE_MS) return new HttpError(400, POSITION_MESSAGES.future, field('at'));
  if (p.at.getTime() < now - POSITION_MAX_AGE_MS) return new HttpError(400, POSITION_MESSAGES.tooOld, field('at'));
  const result = await locate({ lat: p.lat, lon: p.lon });
  if (result.ok) return result;
  const message =
    result.reason === 'OFF_ROUTE'
      ? POSITION_MESSAGES.OFF_ROUTE(result.distanceMeters)
      : result.reason === 'OUT_OF_RANGE'
        ? POSITION_MESSAGES.OUT_OF_RANGE(result.kilometer)
        : POSITION_MESSAGES[result.reason]();
  const error = new HttpError(422, message, field('lat'));
  error.headers = { [POSITION_REASON_HEADER]: result.reason };
  return error;
}

/**
 * POST /api/unit/{id}/position: stores them; the newest becomes the unit's last position if newer.
 * Who may send is settled by the store itself (the driver's open shift on the unit); the unit is
 * read only to word a refusal, which names the sender's fault before the position's.
 */
export async function reportPositions(
  app: FastifyInstance,
  locate: KmLocator,
  user: AuthUser,
  id: number,
  body: unknown,
): Promise<UnitPositionAnswer> {
  const { batch, parsed } = await readPositions(body);
  if (user.role !== 'DRIVER') throw (await senderRefusal(app, user, id))!;
  const now = app.clock().getTime();
  const located: LocatedPosition[] = [];
  for (const [i, p] of parsed.entries()) {
    const result = await locatePosition(locate, p, (name) => (batch ? `[${i}].${name}` : name), now);
    if (result instanceof HttpError) throw (await senderRefusal(app, user, id)) ?? result;
    located.push({ at: p.at, lat: p.lat, lon: p.lon, accuracy: p.accuracy, kilometer: result.kilometer, orientation: result.orientation });
  }
  // Answered before the WAL flush (decision 023): a position is replaced by the next within seconds.
  const { stored, moved } = await storePositions(app.database.announcing, id, user.id, located);
  // Not on shift when stored (a sign-on racing it still finds the position refused).
  if (!stored) throw (await senderRefusal(app, user, id)) ?? new HttpError(403, UNIT_MESSAGES.notYourUnit);
  // Only a new last position moves the unit on the board (and was announced with it).
  return { accepted: located.length, latest: moved !== null, unit: moved ?? (await findUnit(app.db, id))! };
}
