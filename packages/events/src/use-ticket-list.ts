import { useEffect, useState } from 'react';
import { listMyTickets, listOperatorTickets, searchTickets } from '@vigia/api-client';
import type { Paged, Ticket } from '@vigia/domain';
import type { ListQuery } from './list-query';

export type ListSource = 'mine' | 'operator' | 'search';

/** Which list a role reads (SPEC §7): a driver their own, an operator their assignments, the rest search. */
export function listSourceOf(role: string | undefined): ListSource {
  if (role === 'DRIVER') return 'mine';
  if (role === 'OPERATOR') return 'operator';
  return 'search';
}

export type ListState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: Paged<Ticket> };

function load(source: ListSource, userId: string, query: ListQuery): Promise<Paged<Ticket>> {
  const paging = { page: query.page, size: query.limit };
  if (source === 'mine') return listMyTickets(paging);
  if (source === 'operator') return listOperatorTickets(userId, paging);
  const { id, categoria, estado, q, from, to } = query.filters;
  const numericId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  return searchTickets({ ...paging, id: numericId, categoria, estado, q, from, to });
}

export function useTicketList(source: ListSource, userId: string | undefined, query: ListQuery, reload: number): ListState {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!userId) return undefined;
    let active = true;
    setState({ status: 'loading' });
    load(source, userId, JSON.parse(key) as ListQuery).then(
      (data) => active && setState({ status: 'ready', data }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [source, userId, key, reload]);
  return state;
}
