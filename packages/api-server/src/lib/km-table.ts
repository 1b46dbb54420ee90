// The km-post table as a locator, kept per instance and rebuilt when its source row says it changed
// (one small read per call), as GET /api/location/km keeps it: an import on another instance is
// seen at once. Units' positions become km and carriageway with it (issue 38).
import { buildKmReference, locateKm, type KmLookup } from '@vigia/domain/location';
import type { Db } from '../db/client.ts';
import { kmReferenceSource, listKmPosts } from '../repositories/location.ts';

export type KmLocator = (position: { lat: number; lon: number; heading?: number | null }) => Promise<KmLookup>;

export function createKmLocator(db: Db): KmLocator {
  let cached: { updatedAt: string | null; reference: ReturnType<typeof buildKmReference> } | null = null;
  return async (position) => {
    const source = await kmReferenceSource(db);
    const updatedAt = source?.updatedAt ?? null;
    if (!cached || cached.updatedAt !== updatedAt) cached = { updatedAt, reference: buildKmReference(await listKmPosts(db)) };
    return locateKm(cached.reference, { lat: position.lat, lon: position.lon, heading: position.heading ?? null });
  };
}
