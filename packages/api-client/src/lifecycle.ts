// Issue 26: an incident's milestones, merging a duplicate, linking a secondary incident, and whether
// its history's hash chain verifies.
import type { HistoryChainState, MilestoneInput, Ticket, TicketHistoryEntry } from '@vigia/domain';
import { call, request } from '@vigia/api-client/core';
import { ifMatch } from './if-match';

/** Records T2…T6; CLEARED closes the event (send `closeReason`). Answers the event as it is now; with the version shown, a stale one gets 412. */
export function recordMilestone(id: number, input: MilestoneInput, version?: number): Promise<Ticket> {
  return call('post', `/api/ticket/${id}/milestone`, { json: input, headers: ifMatch(version) });
}

/** Closes event `id` as a duplicate of `into`. */
export function mergeTicket(id: number, into: number): Promise<Ticket> {
  return call('post', `/api/ticket/${id}/merge`, { json: { into } });
}

/** Makes event `id` a secondary incident of `primary` (null unlinks). */
export function linkTicket(id: number, primary: number | null): Promise<Ticket> {
  return call('post', `/api/ticket/${id}/link`, { json: { primary } });
}

/** The history (as getTicketHistory) with the server's verdict on its hash chain (null: not given). */
export async function getTicketHistoryWithChain(
  ticketId: number,
): Promise<{ entries: TicketHistoryEntry[]; chain: HistoryChainState | null }> {
  const { payload, response } = await request<TicketHistoryEntry[]>('get', `/api/ticket/${ticketId}/history`);
  const chain = response.headers.get('x-history-chain');
  return { entries: payload, chain: chain === 'VERIFIED' || chain === 'BROKEN' ? chain : null };
}
