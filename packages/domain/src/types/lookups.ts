// The lookup lists: the category tree of the event form and the statuses.
import type { Static } from '@sinclair/typebox';
import type { CategoryShape, NamedShape, StatusShape } from '../shapes/lookups';

export type Category = Static<typeof CategoryShape>;
export type Subcategory = Static<typeof NamedShape>;
export type Classification = Static<typeof NamedShape>;
export type Status = Static<typeof StatusShape>;
