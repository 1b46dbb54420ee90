// The queue's narrowing in the URL (issue 37 item 8): ?view=open&kmFrom=471.5&kmTo=480&commune=…
// &categoria=… beside the view and the page, so a reload, a shared link and back/forward keep it.
import { COMMUNES, type PlaceFilter } from '@vigia/domain';

export const PLACE_KEYS = ['kmFrom', 'kmTo', 'commune', 'categoria'] as const;
export type PlaceKey = (typeof PLACE_KEYS)[number];
/** The filters as typed (or read from the URL): text per field. */
export type PlaceDraft = Partial<Record<PlaceKey, string>>;

/** The highest km a filter may name (the server's KM_FILTER_MAX). */
const KM_MAX = 2000;

/** A km as typed ("471,5" or "471.5"), or null when it is not one within 0–KM_MAX. */
export function parseKm(value: string | undefined): number | null {
  const text = value?.trim().replace(',', '.');
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return null;
  const km = Number(text);
  return km <= KM_MAX ? km : null;
}

function valid(key: PlaceKey, value: string): boolean {
  if (key === 'kmFrom' || key === 'kmTo') return parseKm(value) !== null;
  if (key === 'commune') return COMMUNES.some((c) => c.name === value);
  return value.length <= 50;
}

/** The filters of the URL the server would take; a hand-edited value it would refuse is left out. */
export function readPlace(params: URLSearchParams): PlaceDraft {
  const draft: PlaceDraft = {};
  for (const key of PLACE_KEYS) {
    const value = params.get(key)?.trim();
    if (value && valid(key, value)) draft[key] = key === 'kmFrom' || key === 'kmTo' ? String(parseKm(value)) : value;
  }
  return draft;
}

/** What the API is asked: the km as numbers. */
export function placeFilterOf(draft: PlaceDraft): PlaceFilter {
  const kmFrom = parseKm(draft.kmFrom);
  const kmTo = parseKm(draft.kmTo);
  return {
    ...(kmFrom !== null ? { kmFrom } : {}),
    ...(kmTo !== null ? { kmTo } : {}),
    ...(draft.commune ? { commune: draft.commune } : {}),
    ...(draft.categoria ? { categoria: draft.categoria } : {}),
  };
}

/** `params` with the filters replaced by `draft` (km normalised), back on the first page. */
export function writePlace(params: URLSearchParams, draft: PlaceDraft): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const key of PLACE_KEYS) {
    const value = draft[key]?.trim();
    const kept = value && (key === 'kmFrom' || key === 'kmTo') ? String(parseKm(value)) : value;
    if (kept) next.set(key, kept);
    else next.delete(key);
  }
  return next;
}

/** Why a draft cannot be applied (a key of `placeFilters`) and at which field, or null. */
export function placeProblem(draft: PlaceDraft): { field: PlaceKey; message: 'kmInvalid' | 'kmOrder' } | null {
  for (const key of ['kmFrom', 'kmTo'] as const) {
    if (draft[key]?.trim() && parseKm(draft[key]) === null) return { field: key, message: 'kmInvalid' };
  }
  const from = parseKm(draft.kmFrom);
  const to = parseKm(draft.kmTo);
  return from !== null && to !== null && from > to ? { field: 'kmFrom', message: 'kmOrder' } : null;
}
