// Issue 39 items 4–6: outside agencies on an event, the shift log ("libro de novedades") and the
// handover ("entrega de turno"). Query options beside them: @vigia/api-client/query (control-room-options.ts).
import type {
  Agency,
  AgencyNoticeInput,
  AgencyTimesInput,
  Handover,
  HistoryChainState,
  Paged,
  ReportFormat,
  ShiftLogEntry,
  ShiftLogInput,
  ShiftLogQuery,
  TicketAgency,
} from '@vigia/domain';
import { call, request, send } from '@vigia/api-client/core';
import { ifMatch } from './if-match';
import type { DownloadedFile } from './reporting';

export function listAgencies(): Promise<Agency[]> {
  return call('get', '/api/agency');
}

/** The agencies told of event `ticketId`, in the order they were told. */
export function listTicketAgencies(ticketId: number): Promise<TicketAgency[]> {
  return call('get', `/api/ticket/${ticketId}/agency`);
}

/** Records an agency told (now, or a past `notifiedAt` with its `reason`); 409 while it is still there. */
export function notifyAgency(ticketId: number, input: AgencyNoticeInput): Promise<TicketAgency> {
  return call('post', `/api/ticket/${ticketId}/agency`, { json: input });
}

/** Arrival, departure, reference; a recorded time changes only with the entry's version (412 when stale). */
export function updateTicketAgency(ticketId: number, entryId: number, input: AgencyTimesInput, version?: number): Promise<TicketAgency> {
  return call('patch', `/api/ticket/${ticketId}/agency/${entryId}`, { json: input, headers: ifMatch(version) });
}

const logParams = (q: ShiftLogQuery) => ({ from: q.from, to: q.to, authorId: q.authorId, ticketId: q.ticketId });

/** A page of the shift log, newest first, with the server's verdict on its hash chain (null: not given). */
export async function listShiftLog(q: ShiftLogQuery = {}): Promise<{ page: Paged<ShiftLogEntry>; chain: HistoryChainState | null }> {
  const { payload, response } = await request<Paged<ShiftLogEntry>>('get', '/api/log', {
    searchParams: { ...logParams(q), page: q.page, size: q.size },
  });
  const chain = response.headers.get('x-log-chain');
  return { page: payload, chain: chain === 'VERIFIED' || chain === 'BROKEN' ? chain : null };
}

export function addShiftLogEntry(input: ShiftLogInput): Promise<ShiftLogEntry> {
  return call('post', '/api/log', { json: input });
}

/** The shift log as a spreadsheet for the inspector (same filters), oldest first. */
export async function downloadShiftLog(q: ShiftLogQuery = {}, format: ReportFormat = 'xlsx'): Promise<DownloadedFile> {
  const response = await send('get', '/api/log/export', { searchParams: { ...logParams(q), format }, timeout: false });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `libro-de-novedades.${format}`;
  return { blob: await response.blob(), fileName };
}

/** The outgoing operator's handover, built and sealed now. */
export function createHandover(note?: string): Promise<Handover> {
  return call('post', '/api/shift/handover', { json: note ? { note } : {} });
}

/** Another control-room user receives the shift (409: one's own, or already received). */
export function acknowledgeHandover(id: number): Promise<Handover> {
  return call('post', `/api/shift/handover/${id}/ack`);
}

export function getHandover(id: number): Promise<Handover> {
  return call('get', `/api/shift/handover/${id}`);
}
