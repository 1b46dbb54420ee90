// Where am I (issue 24): the km-post reference table. Public, so the report form can locate a
// reporter without signing in, and cached by the form so it also works without a network.
import type { KmReferenceTable } from '@vigia/domain';
import { call } from '@vigia/api-client/core';
import { ifMatch } from './if-match';

// The table's type is the server's response shape (`@vigia/domain`, shapes/location.ts).
export type { KmReferenceTable };

/** Throws ApiError (status 0 without a network), so the caller can fall back to its cached copy. */
export async function getLocationReference(): Promise<KmReferenceTable> {
  const table = await call<KmReferenceTable | null>('get', '/api/location/reference');
  return {
    approximate: table?.approximate ?? false,
    updatedAt: table?.updatedAt ?? null,
    version: table?.version ?? 0,
    posts: table?.posts ?? [],
  };
}

/**
 * ADMIN: replaces the whole km-post table with the CSV's posts (all or nothing), if it is still the
 * `version` the import was prepared on. A refused file throws ApiError with one line-numbered
 * message per problem in `errors`; another import since then, ApiError 412 with the table in use.
 */
export function importKmPosts(csv: string, version: number): Promise<KmReferenceTable> {
  return call('post', '/api/location/reference', { json: { csv }, headers: ifMatch(version) });
}
