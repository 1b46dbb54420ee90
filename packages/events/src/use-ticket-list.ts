import { listMyTickets, listOperatorTickets, searchTickets } from '@vigia/api-client';
import { loadStateOf, queryKeys, useQuery, type LoadState } from '@vigia/api-client/query';
import type { Paged, Severity, Ticket } from '@vigia/domain';
import type { ChannelCode } from '@vigia/domain/schemas';
import { parseKm, type ListQuery } from './list-query';

export type ListSource = 'mine' | 'operator' | 'search';

/**
 * Which list a role reads (SPEC §7): a driver their own; the staff search what they may open (an
 * operator's own and the open ones nobody has taken: issue 37 item 8). 'operator' (an operator's
 * assignments alone) stays for callers that ask for it.
 */
export function listSourceOf(role: string | undefined): ListSource {
  if (role === 'DRIVER') return 'mine';
  return 'search';
}

export type ListState = LoadState<Paged<Ticket>>;

function load(source: ListSource, userId: string, query: ListQuery): Promise<Paged<Ticket>> {
  const paging = { page: query.page, size: query.limit };
  if (source === 'mine') return listMyTickets(paging);
  if (source === 'operator') return listOperatorTickets(userId, paging);
  const { id, categoria, estado, q, from, to, kmFrom, kmTo, commune, severity, channel } = query.filters;
  const numericId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  return searchTickets({
    ...paging,
    id: numericId,
    categoria,
    estado,
    q,
    from,
    to,
    kmFrom: parseKm(kmFrom) ?? undefined,
    kmTo: parseKm(kmTo) ?? undefined,
    commune,
    severity: severity as Severity | undefined,
    channel: channel as ChannelCode | undefined,
  });
}

/** The role's list for `query` (cached per source, user, page and filters); `retry` reads it again. */
export function useTicketList(source: ListSource, userId: string | undefined, query: ListQuery) {
  const result = useQuery({
    queryKey: queryKeys.tickets.list(source, userId ?? '', query),
    queryFn: () => load(source, userId!, query),
    enabled: Boolean(userId),
  });
  return { state: loadStateOf(result) as ListState, retry: () => void result.refetch() };
}
