// The road-data feeds (issue 41 item 4): WZDx, DATEX II and Waze CIFS, public, no sign-in, no
// personal data (what they read: repositories/road-events.ts, work-feed.ts, feed-comments.ts). A
// body is rendered once for every request in a few seconds (lib/public-cache.ts), each address is
// limited like Open511's events, and any site may read them (CORS *). The builders are pure
// (src/feeds/); this file only reads and sends. The page that lists them: web/feeds-page.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { datex2Publication } from '../feeds/datex2.ts';
import { FEEDS_PATH } from '../feeds/common.ts';
import { wazeFeed } from '../feeds/waze.ts';
import { wzdxFeed } from '../feeds/wzdx.ts';
import { publicCache, sendRendered } from '../lib/public-cache.ts';
import { publishedComments } from '../repositories/feed-comments.ts';
import { eventPoint, kmPointsLoader, roadEvents } from '../repositories/road-events.ts';
import { feedWorks } from '../repositories/work-feed.ts';
import { feedsPage } from '../web/feeds-page.ts';

/** The most open events a feed lists (as "Estado de la ruta"). */
export const FEED_EVENTS_MAX = 500;
const JSON_TYPE = 'application/json; charset=utf-8';
const GEOJSON_TYPE = 'application/geo+json; charset=utf-8';

const publicHeaders = (reply: FastifyReply) =>
  reply.header('cache-control', 'public, max-age=30').header('access-control-allow-origin', '*');

export async function feedRoutes(app: FastifyInstance) {
  const kmPoints = kmPointsLoader(app.db);
  const cache = publicCache({ ttlMs: app.settings.publicCacheMs, now: () => app.clock().getTime() });
  const rateLimit = { max: app.settings.rateLimits.publicFeedPerMinute, timeWindow: '1 minute' };
  const openEvents = (now: Date) => roadEvents(app.db, { status: 'ACTIVE', limit: FEED_EVENTS_MAX, offset: 0, now });

  const feeds: { name: string; type: string; render: (now: Date) => Promise<unknown> }[] = [
    {
      name: 'wzdx',
      type: GEOJSON_TYPE,
      render: async (now) => wzdxFeed(await feedWorks(app.db, now), await kmPoints(), { publisher: app.settings.mail.concessionName, now }),
    },
    {
      name: 'datex2',
      type: JSON_TYPE,
      render: async (now) => {
        const [rows, works, table] = [await openEvents(now), await feedWorks(app.db, now), await kmPoints()];
        const events = rows.flatMap((event) => {
          const point = eventPoint(table, event);
          return point ? [{ event, point }] : [];
        });
        const comments = await publishedComments(
          app.db,
          events.map((e) => e.event.id),
        );
        return datex2Publication({ events, works, comments, table, now });
      },
    },
    {
      name: 'waze',
      type: JSON_TYPE,
      render: async (now) => wazeFeed(await openEvents(now), await feedWorks(app.db, now), await kmPoints(), now),
    },
  ];

  for (const feed of feeds) {
    app.get(`${FEEDS_PATH}/${feed.name}`, { config: { rateLimit }, schema: { hide: true } }, async (request, reply) => {
      // One body per feed: the feeds take no parameters, so nothing a caller sends makes a new key.
      const rendered = await cache.get(feed.name, async () => JSON.stringify(await feed.render(app.clock())));
      return sendRendered(request, publicHeaders(reply), rendered!, feed.type);
    });
  }
  await feedsPage(app);
}
