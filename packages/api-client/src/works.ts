// Issue 41: planned works ("faenas"). A create, an edit or an approval answers the work and the
// conflicts found (`warnings`: approved works on a same carriageway and time, open MAJOR/CRITICAL
// events in its km range); the write happened all the same.
import type { ActiveWork, Paged, Work, WorkConflict, WorkFilters, WorkHistory, WorkInput } from '@vigia/domain';
import { call, lookup, send, type HttpMethod, type RequestOptions } from '@vigia/api-client/core';
import { ifMatch } from './if-match';

export interface WorkWrite {
  work: Work;
  warnings: WorkConflict[];
}

async function writeWork(method: HttpMethod, path: string, options: RequestOptions): Promise<WorkWrite> {
  const response = await send(method, path, options);
  const body = (await response.json()) as { payload: Work; warnings?: WorkConflict[] };
  return { work: body.payload, warnings: body.warnings ?? [] };
}

/** Soonest first; `status` as read now (ACTIVE and DONE from the clock), `activeAt` an ISO time. */
export function listWorks(filters: WorkFilters = {}): Promise<Paged<Work>> {
  return call('get', '/api/works', { searchParams: { ...filters } });
}

export function getWork(id: number): Promise<Work> {
  return call('get', `/api/works/${id}`);
}

/** Every change, oldest first, and whether the hash chain verifies. */
export function getWorkHistory(id: number): Promise<WorkHistory> {
  return call('get', `/api/works/${id}/history`);
}

/** A new DRAFT (SUPERVISOR, ADMIN). */
export function createWork(input: WorkInput): Promise<WorkWrite> {
  return writeWork('post', '/api/works', { json: input });
}

/** The whole work again while DRAFT or REJECTED (it becomes a DRAFT); a stale version gets 412. */
export function updateWork(id: number, input: WorkInput, version?: number): Promise<WorkWrite> {
  return writeWork('put', `/api/works/${id}`, { json: input, headers: ifMatch(version) });
}

/** DRAFT or REJECTED → REQUESTED. */
export function requestWork(id: number, version?: number): Promise<WorkWrite> {
  return writeWork('post', `/api/works/${id}/request`, { headers: ifMatch(version) });
}

/** REQUESTED → APPROVED (INSPECTOR); answers the conflicts as warnings. */
export function approveWork(id: number, version?: number): Promise<WorkWrite> {
  return writeWork('post', `/api/works/${id}/approve`, { headers: ifMatch(version) });
}

/** REQUESTED → REJECTED with the reason (INSPECTOR). */
export function rejectWork(id: number, reason: string, version?: number): Promise<WorkWrite> {
  return writeWork('post', `/api/works/${id}/reject`, { json: { reason }, headers: ifMatch(version) });
}

/** Any work not DONE → CANCELLED. */
export function cancelWork(id: number, version?: number): Promise<WorkWrite> {
  return writeWork('post', `/api/works/${id}/cancel`, { headers: ifMatch(version) });
}

/** The works under way now, for anyone (the public form's notice): where, lanes, until when. */
export function listActiveWorks(): Promise<ActiveWork[]> {
  return lookup<ActiveWork[]>('/api/works/active', []);
}
