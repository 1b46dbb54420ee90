// Where am I (issue 24): the km-post table and a position located on it, as GET/POST
// /api/location/* answer them. KmPost and KmLocation (../location) and KmReferenceTable
// (../types/answers.ts) are their `Static`.
import { Type } from '@sinclair/typebox';
import { ORIENTATIONS } from '../constants';
import { NullableString, StringEnum } from './common';

/** One km post: the position of kilometre `km` on one carriageway (NORTH is "norte a sur", southbound). */
export const KmPostShape = Type.Object({
  km: Type.Number(),
  lat: Type.Number(),
  lon: Type.Number(),
  carriageway: StringEnum(ORIENTATIONS),
});

/** GET /api/location/reference: the table in use. */
export const KmReferenceTableShape = Type.Object({
  approximate: Type.Boolean({ description: 'true: the demo table drawn between towns, not surveyed' }),
  updatedAt: NullableString(),
  version: Type.Integer({ minimum: 0, description: 'the table written last (also its ETag); an import names it in If-Match' }),
  posts: Type.Array(KmPostShape),
});

/** GET /api/location/km: a position on the route. */
export const KmLocationShape = Type.Object({
  kilometer: Type.Number(),
  orientation: StringEnum(ORIENTATIONS),
  commune: Type.String(),
  distanceMeters: Type.Integer(),
});
