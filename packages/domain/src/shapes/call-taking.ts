// Call-taking (issue 39): the channel list, the SOS posts and their table, as the API answers them.
import { Type } from '@sinclair/typebox';
import { ORIENTATIONS } from '../constants';
import { NullableString, StringEnum } from './common';

/** GET /api/ticket/channel: one channel by code, its name in Spanish (the English one is the locale's). */
export const ChannelShape = Type.Object({ code: Type.String(), name: Type.String() });

/** GET /api/ticket/classification: every classification with its subcategory and category, one list. */
export const ClassificationChoiceShape = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  subcategoryId: Type.Integer(),
  subcategoryName: Type.String(),
  categoryCode: Type.String(),
  categoryName: Type.String(),
});

/** One SOS post: its number on the roadside, where it stands and on which carriageway. */
export const SosPostShape = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  kilometer: Type.Number(),
  orientation: StringEnum(ORIENTATIONS),
});

/** GET /api/location/sos: the table in use; `version` is its ETag (an import names it in If-Match). */
export const SosPostTableShape = Type.Object({
  approximate: Type.Boolean({ description: 'true: the demo table (a post every 2 km per carriageway), not surveyed' }),
  updatedAt: NullableString(),
  version: Type.Integer(),
  posts: Type.Array(SosPostShape),
});
