// Loaded only when the reporter presses 'Usar mi ubicación' (a dynamic import): turf and the
// km-post table stay out of the form's first load. The table is kept by TanStack Query for the
// page's life and in localStorage across visits, so a reporter without signal still gets a km.
import { getLocationReference, type KmReferenceTable } from '@vigia/api-client';
import { appQueryClient, locationReferenceQueryOptions } from '@vigia/api-client/query';
import { AMBIGUOUS_SIDE_M, buildKmReference, locateKm, type KmLookup } from '@vigia/domain/location';

export const REFERENCE_STORAGE_KEY = 'vigia.kmReference';

function readStored(): KmReferenceTable | null {
  try {
    const value = JSON.parse(localStorage.getItem(REFERENCE_STORAGE_KEY) ?? 'null') as Partial<KmReferenceTable> | null;
    return value && Array.isArray(value.posts) && value.posts.length > 0 ? (value as KmReferenceTable) : null;
  } catch {
    return null;
  }
}

function store(table: KmReferenceTable) {
  try {
    localStorage.setItem(REFERENCE_STORAGE_KEY, JSON.stringify(table));
  } catch {
    // Private mode or full storage: the table is still cached for this page.
  }
}

/** The server's table, else (no network, server error) the copy kept from an earlier visit. */
async function fetchReference(): Promise<KmReferenceTable> {
  try {
    const table = await getLocationReference();
    if (table.posts.length > 0) store(table);
    return table;
  } catch (error) {
    const stored = readStored();
    if (stored) return stored;
    throw error;
  }
}

export function loadLocationReference(): Promise<KmReferenceTable> {
  return appQueryClient.fetchQuery({ ...locationReferenceQueryOptions(), queryFn: fetchReference });
}

// One line per carriageway, built once per table (the query keeps the same object while fresh).
const built = new WeakMap<KmReferenceTable, ReturnType<typeof buildKmReference>>();

type Position = { lat: number; lon: number; heading?: number | null };
type Reference = ReturnType<typeof buildKmReference>;

// As the domain reads one: a device standing still gives none (null or NaN).
const hasHeading = (heading: number | null | undefined) =>
  typeof heading === 'number' && Number.isFinite(heading) && heading >= 0 && heading <= 360;

/**
 * Issue 37: standing still (no heading), within AMBIGUOUS_SIDE_M of both carriageways the position
 * cannot tell which one the reporter is on (GPS error is larger than the ~15 m between them), so
 * the form asks the direction instead of taking the nearer one.
 */
function directionUnknown(reference: Reference, position: Position): boolean {
  if (hasHeading(position.heading) || reference.length < 2) return false;
  return reference.every((carriageway) => {
    const one = locateKm([carriageway], position);
    return (one.distanceMeters ?? Infinity) <= AMBIGUOUS_SIDE_M;
  });
}

/**
 * A position on the concession's route: km, direction, commune and the distance from the road;
 * `directionUnknown` when the direction is only the nearer carriageway's guess.
 */
export async function locateOnRoute(position: Position): Promise<KmLookup & { directionUnknown?: boolean }> {
  const table = await loadLocationReference();
  let reference = built.get(table);
  if (!reference) {
    reference = buildKmReference(table.posts);
    built.set(table, reference);
  }
  const found = locateKm(reference, position);
  return found.ok ? { ...found, directionUnknown: directionUnknown(reference, position) } : found;
}
