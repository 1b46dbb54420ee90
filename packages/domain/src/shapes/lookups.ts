// The lookup lists: the category tree of the event form and the statuses.
import { Type } from '@sinclair/typebox';

export const CategoryShape = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
/** A subcategory or a classification. */
export const NamedShape = Type.Object({ id: Type.Integer(), name: Type.String() });
export const StatusShape = Type.Object({ code: Type.String(), name: Type.String() });
