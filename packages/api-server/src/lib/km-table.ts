// The km-post table as a locator, kept per instance by version: an import (repositories/location.ts)
// announces its new version on `vigia_km_table` in its own transaction, so every instance drops its
// copy on the import's commit and reads the new table on its next position, without reading the
// version on every position (issue 38: one round trip per position). Until the channel listens every
// call reads the version, as before; a reconnection of the channel (announcements may have been
// missed while it was lost, db/listen.ts) drops the copy too.
// Units' positions become km and carriageway with it.
import { buildKmReference, locateKm, type KmLookup } from '@vigia/domain/location';
import type { Database } from '../db/client.ts';
import { kmReferenceSource, listKmPosts } from '../repositories/location.ts';

export const KM_TABLE_CHANNEL = 'vigia_km_table';

export type KmLocator = (position: { lat: number; lon: number; heading?: number | null }) => Promise<KmLookup>;

export function createKmLocator(database: Pick<Database, 'db' | 'listen'>): KmLocator {
  const { db } = database;
  let cached: { updatedAt: string | null; reference: ReturnType<typeof buildKmReference> } | null = null;
  /** True while the channel listens and nothing was announced since `cached` was read. */
  let trusted = false;
  /** Bumped by every announcement: a read that started before one is not trusted. */
  let generation = 0;
  const drop = () => {
    generation++;
    trusted = false;
  };
  let listening: Promise<unknown> | null = null;
  const listen = () =>
    (listening ??= database.listen(KM_TABLE_CHANNEL, { onMessage: drop, onResync: drop }).catch(() => {
      // Not listening: the version is read on every call, as before.
      listening = null;
    }));

  return async (position) => {
    if (!trusted || !cached) {
      await listen();
      const seen = generation;
      const source = await kmReferenceSource(db);
      const updatedAt = source?.updatedAt ?? null;
      if (!cached || cached.updatedAt !== updatedAt) cached = { updatedAt, reference: buildKmReference(await listKmPosts(db)) };
      // Trusted only if no announcement came while reading and the channel listens.
      if (seen === generation && listening) trusted = true;
    }
    return locateKm(cached.reference, { lat: position.lat, lon: position.lon, heading: position.heading ?? null });
  };
}
