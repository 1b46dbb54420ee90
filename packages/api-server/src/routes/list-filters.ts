// The staff's list filters (issue 37 item 8) as the search and the queue read them: the shapes come
// from @vigia/domain/shapes; here the rules a JSON Schema cannot say (a range that runs backwards).
import type { PlaceFilter, SearchFilter } from '@vigia/domain/shapes';
import { badRequest } from '../lib/errors.ts';
import type { TicketFilter } from '../repositories/ticket-search.ts';

function parseDateFilter(value: string | undefined, field: string, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime())) throw badRequest('Debe ser una fecha válida', field);
  return dateOnly && endOfDay ? new Date(date.getTime() + 24 * 3600 * 1000 - 1) : date;
}

/** The km range, commune and category; a range whose start is past its end is a 400. */
export function placeFilterOf(query: PlaceFilter): Pick<TicketFilter, 'kmFrom' | 'kmTo' | 'commune' | 'categoria'> {
  if (query.kmFrom !== undefined && query.kmTo !== undefined && query.kmFrom > query.kmTo) {
    throw badRequest('El km inicial debe ser menor o igual que el km final', 'kmFrom');
  }
  return {
    ...(query.kmFrom !== undefined ? { kmFrom: query.kmFrom } : {}),
    ...(query.kmTo !== undefined ? { kmTo: query.kmTo } : {}),
    ...(query.commune ? { commune: query.commune } : {}),
    ...(query.categoria ? { categoria: query.categoria } : {}),
  };
}

/** Every filter of the search but the caller's scope; dates as instants (a bare `to` day is inclusive). */
export function searchFilterOf(query: SearchFilter): Omit<TicketFilter, 'scope'> {
  const from = parseDateFilter(query.from, 'from', false);
  const to = parseDateFilter(query.to, 'to', true);
  if (from && to && from > to) throw badRequest('La fecha inicial debe ser anterior o igual a la final', 'from');
  return {
    ...placeFilterOf(query),
    ...(query.id !== undefined ? { id: query.id } : {}),
    ...(query.estado ? { estado: query.estado } : {}),
    ...(query.severity ? { severity: query.severity } : {}),
    ...(query.channel ? { channel: query.channel } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
