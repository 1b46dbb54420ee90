// Where am I (issue 24): the km-post table as the API answers it (the posts and a located position
// are in `@vigia/domain/location`, beside the code that locates).
import type { Static } from '@sinclair/typebox';
import type { KmReferenceTableShape } from '../shapes/location';

/** GET /api/location/reference: the table in use (`updatedAt` null before any table). */
export type KmReferenceTable = Static<typeof KmReferenceTableShape>;
