// Every channel in (issue 39): the channel list, every classification with its path, the SOS posts,
// and the control room's own creation ("Nueva llamada", POST /api/ticket/staff).
import type { Channel, ClassificationChoice, LaneState, Orientation, SosPost, SosPostTable } from '@vigia/domain';
import { call, lookup } from '@vigia/api-client/core';
import { ifMatch } from './if-match';

export type { Channel, ClassificationChoice, SosPost, SosPostTable };

/** POST /api/ticket/staff: km and direction, or an SOS post that fills both. */
export interface StaffTicketInput {
  channelCode: string;
  kilometer?: number;
  orientation?: Orientation;
  sosPost?: number;
  classificationId: number;
  injured: boolean;
  lanesBlocked: { NORTH: LaneState; SOUTH: LaneState };
  description: string;
  callerName?: string;
  callerPhone?: string;
}

export function getChannels(): Promise<Channel[]> {
  return lookup<Channel[]>('/api/ticket/channel', []);
}

export function getClassificationChoices(): Promise<ClassificationChoice[]> {
  return lookup<ClassificationChoice[]>('/api/ticket/classification', []);
}

/** One SOS post by its number: ApiError 404 when there is none. */
export function getSosPost(number: number): Promise<SosPost> {
  return call<SosPost>('get', `/api/location/sos/${number}`);
}

/** GET /api/location/sos: every SOS post in use, with the table's version (ADMIN's import names it). */
export function getSosPostTable(): Promise<SosPostTable> {
  return call<SosPostTable>('get', '/api/location/sos');
}

/**
 * ADMIN: replaces every SOS post with the CSV's (all or nothing), if the table is still `version`.
 * A refused file throws ApiError with one line-numbered message per problem; another import since
 * then, ApiError 412 with the table in use as its payload.
 */
export function importSosPosts(csv: string, version: number): Promise<SosPostTable> {
  return call('post', '/api/location/sos', { json: { csv }, headers: ifMatch(version) });
}

/** The new event's id. `idempotencyKey`: a retry of the same call gets the same event, not a second. */
export function createStaffTicket(input: StaffTicketInput, idempotencyKey?: string): Promise<number> {
  return call<number>('post', '/api/ticket/staff', {
    json: input,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
}
