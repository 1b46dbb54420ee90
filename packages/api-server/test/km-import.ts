// ADMIN's km-post import as the location tests send it: a CSV as text/csv, or a JSON body.
import type { FastifyInstance } from 'fastify';
import { demoKmPosts } from '../src/db/km-posts-demo';

export const importKmTable = (app: FastifyInstance, headers: Record<string, string>, payload: string | object) =>
  app.inject({
    method: 'POST',
    url: '/api/location/reference',
    headers: { ...(typeof payload === 'string' ? { 'content-type': 'text/csv' } : {}), ...headers },
    payload,
  });

/** The ETag of the table in use: what an import prepared on it names in If-Match. */
export const kmTableEtag = async (app: FastifyInstance) =>
  String((await app.inject({ method: 'GET', url: '/api/location/reference' })).headers['etag']);

/** Two posts a carriageway at km 100–101: valid, but outside the concession. */
export const SMALL_KM_CSV = [
  'km,lat,lon,carriageway',
  '100,-33.0,-71.0,SOUTH',
  '101,-33.009,-71.0,SOUTH',
  '100,-33.0,-70.9998,NORTH',
  '101,-33.009,-70.9998,NORTH',
].join('\n');

/** The demo table (342 posts) as a CSV. */
export const demoKmCsv = () =>
  ['km,lat,lon,carriageway', ...demoKmPosts().map((p) => `${p.km},${p.lat},${p.lon},${p.carriageway}`)].join('\n');
