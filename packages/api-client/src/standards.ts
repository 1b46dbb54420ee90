// Issue 40 items 1–2: service standards, a month's compliance, its spreadsheet for the MOP and the
// Inspección Fiscal's observations. Query options beside them: @vigia/api-client/query (standards-options.ts).
import type {
  Compliance,
  Observation,
  ObservationInput,
  ObservationReplyInput,
  ObservationResolveInput,
  ObservationState,
  Paged,
  ServiceStandard,
  ServiceStandardInput,
} from '@vigia/domain';
import { call, send } from '@vigia/api-client/core';
import { ifMatch } from './if-match';
import type { DownloadedFile } from './reporting';

export function listStandards(): Promise<ServiceStandard[]> {
  return call('get', '/api/standards');
}

/** ADMIN: a standard from `effectiveFrom` (today or later). */
export function createStandard(input: ServiceStandardInput): Promise<ServiceStandard> {
  return call('post', '/api/standards', { json: input });
}

export function getCompliance(year: number, month: number): Promise<Compliance> {
  return call('get', '/api/compliance', { searchParams: { year, month } });
}

/** The MOP's monthly workbook (XLSX). */
export async function downloadCompliance(year: number, month: number): Promise<DownloadedFile> {
  const response = await send('get', '/api/compliance/export', { searchParams: { year, month }, timeout: false });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `cumplimiento-${year}-${String(month).padStart(2, '0')}.xlsx`;
  return { blob: await response.blob(), fileName };
}

export interface ObservationQuery {
  state?: ObservationState;
  ticketId?: number;
  page?: number;
  size?: number;
}

export function listObservations(q: ObservationQuery = {}): Promise<Paged<Observation>> {
  return call('get', '/api/observations', { searchParams: { state: q.state, ticketId: q.ticketId, page: q.page, size: q.size } });
}

export function openObservation(input: ObservationInput): Promise<Observation> {
  return call('post', '/api/observations', { json: input });
}

/** The concession's answer to the version shown (412 when it changed meanwhile, 409 once answered). */
export function replyToObservation(id: number, input: ObservationReplyInput, version: number): Promise<Observation> {
  return call('post', `/api/observations/${id}/reply`, { json: input, headers: ifMatch(version) });
}

/** The inspector's decision on the version read (412 when an answer came meanwhile). */
export function resolveObservation(id: number, input: ObservationResolveInput, version: number): Promise<Observation> {
  return call('post', `/api/observations/${id}/resolve`, { json: input, headers: ifMatch(version) });
}
