// Issue 38: units, shifts, positions, status and dispatch (the board, the driver's phone, ADMIN's
// units screen). Query options beside them: @vigia/api-client/query (unit-options.ts).
import type { DispatchOption, EventUnit, Unit, UnitHistoryEntry, UnitKind, UnitPositionAnswer } from '@vigia/domain';
import type { UnitStatus } from '@vigia/domain/unit-status';
import { call } from '@vigia/api-client/core';
import { ifMatch } from './if-match';

export interface UnitInput {
  code: string;
  /** A code of listUnitKinds. */
  kind: string;
  plate: string;
  baseKm: number;
}

/** A unit a driver may sign on to (GET /api/unit/vacant). */
export interface VacantUnit {
  id: number;
  code: string;
  kind: string;
  plate: string;
}

/** One position from the phone, with the time it was taken (queued ones keep theirs). */
export interface UnitPosition {
  lat: number;
  lon: number;
  accuracy: number | null;
  /** ISO time the position was taken. */
  at: string;
}

export function listUnitKinds(): Promise<UnitKind[]> {
  return call('get', '/api/unit-kind');
}

/** Every unit, flat (status, driver, event, last position): the board. */
export function listUnits(): Promise<Unit[]> {
  return call('get', '/api/unit');
}

export function getUnit(id: number): Promise<Unit> {
  return call('get', `/api/unit/${id}`);
}

export function createUnit(input: UnitInput): Promise<Unit> {
  return call('post', '/api/unit', { json: input });
}

/** The fields sent; `active: false` deactivates. With the version shown, a stale one gets 412. */
export function updateUnit(id: number, input: Partial<UnitInput & { active: boolean }>, version?: number): Promise<Unit> {
  return call('patch', `/api/unit/${id}`, { json: input, headers: ifMatch(version) });
}

export function getUnitHistory(id: number): Promise<UnitHistoryEntry[]> {
  return call('get', `/api/unit/${id}/history`);
}

/** The signed-in DRIVER's unit (status, the event it is sent to), or null off shift. */
export function getMyUnit(): Promise<Unit | null> {
  return call('get', '/api/unit/mine');
}

/** The units a DRIVER may sign on to: active, nobody on shift. */
export function listVacantUnits(): Promise<VacantUnit[]> {
  return call('get', '/api/unit/vacant');
}

/** The driver signs on (AVAILABLE); 409 when the unit has a driver or the driver another unit. */
export function signOnUnit(id: number): Promise<Unit> {
  return call('post', `/api/unit/${id}/shift`);
}

/** The driver signs off (OUT_OF_SERVICE); 409 while the unit works an event. */
export function signOffUnit(id: number): Promise<Unit> {
  return call('delete', `/api/unit/${id}/shift`);
}

/** One position, or the queue kept offline (up to 100, all or nothing; 422 off the route). */
export function reportUnitPosition(id: number, position: UnitPosition | UnitPosition[]): Promise<UnitPositionAnswer> {
  return call('post', `/api/unit/${id}/position`, { json: position });
}

export function setUnitStatus(id: number, status: UnitStatus): Promise<Unit> {
  return call('post', `/api/unit/${id}/status`, { json: { status } });
}

/** Sends an AVAILABLE unit to event `ticketId`; with the event's version shown, a stale one gets 412. */
export function dispatchUnit(ticketId: number, unitId: number, version?: number): Promise<Unit> {
  return call('post', `/api/ticket/${ticketId}/dispatch`, { json: { unitId }, headers: ifMatch(version) });
}

/** The units that can go to the event: the kinds it needs first, then nearest first along the road. */
export function listDispatchOptions(ticketId: number): Promise<DispatchOption[]> {
  return call('get', `/api/ticket/${ticketId}/dispatch-options`);
}

/** The units sent to event `ticketId`, first sent first, with their times (staff and the inspector). */
export function listEventUnits(ticketId: number): Promise<EventUnit[]> {
  return call('get', `/api/ticket/${ticketId}/units`);
}
