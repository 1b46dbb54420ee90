// Loaded only when the reporter presses 'Usar mi ubicación' (a dynamic import): turf and the
// km-post table stay out of the form's first load. The table is kept by TanStack Query for the
// page's life and in localStorage across visits, so a reporter without signal still gets a km.
import { getLocationReference, type KmReferenceTable } from '@vigia/api-client';
import { appQueryClient, locationReferenceQueryOptions } from '@vigia/api-client/query';
import { buildKmReference, locateKm, type KmLookup } from '@vigia/domain/location';

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

/** A position on the concession's route: km, direction, commune and the distance from the road. */
export async function locateOnRoute(position: { lat: number; lon: number; heading?: number | null }): Promise<KmLookup> {
  const table = await loadLocationReference();
  let reference = built.get(table);
  if (!reference) {
    reference = buildKmReference(table.posts);
    built.set(table, reference);
  }
  return locateKm(reference, position);
}
