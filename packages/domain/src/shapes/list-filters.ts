// The filters of the staff's lists (issue 37 item 8): the search's and the queue's query strings.
// The server validates with these; the client's query types are their `Static` (types/tickets.ts).
import { Type, type Static } from '@sinclair/typebox';
import { COMMUNES, SEVERITIES } from '../constants';
import { CHANNEL_CODES } from '../schemas/channels';
import { StringEnum } from './common';

/** Highest kilometre a filter may name: well past the concession's end, so a typo is a 400, not a hang. */
export const KM_FILTER_MAX = 2000;

/** What the queue filters by, and the search too: a km range (inclusive), the commune, the category. */
export const PlaceFilterProperties = {
  kmFrom: Type.Optional(Type.Number({ minimum: 0, maximum: KM_FILTER_MAX, description: 'kilometer ≥ (inclusive)' })),
  kmTo: Type.Optional(Type.Number({ minimum: 0, maximum: KM_FILTER_MAX, description: 'kilometer ≤ (inclusive)' })),
  commune: Type.Optional(StringEnum(COMMUNES.map((c) => c.name))),
  categoria: Type.Optional(Type.String({ maxLength: 50, description: 'category code' })),
};

/** The search's own filters on top of the place: number, status, severity, free text and dates. */
export const SearchFilterProperties = {
  ...PlaceFilterProperties,
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  estado: Type.Optional(Type.String({ maxLength: 30, description: 'status code' })),
  severity: Type.Optional(StringEnum(SEVERITIES)),
  channel: Type.Optional(StringEnum(CHANNEL_CODES, { description: 'how the event reached the control room (issue 39)' })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  from: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD or ISO date-time (dateEvent ≥)' })),
  to: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD (inclusive) or ISO date-time' })),
};

export const PlaceFilterShape = Type.Object(PlaceFilterProperties);
export const SearchFilterShape = Type.Object(SearchFilterProperties);

export type PlaceFilter = Static<typeof PlaceFilterShape>;
export type SearchFilter = Static<typeof SearchFilterShape>;
