// Live notifications over Server-Sent Events.
//
// 1. POST /api/notification/stream/ticket (bearer token) → { ticket, expiresIn }: a single-use
//    ticket valid 60 s, kept hashed in the database so any instance redeems it
//    (repositories/stream-tickets.ts). EventSource cannot send headers, and putting the 12 h
//    session token in a URL would leak it to logs and history.
// 2. GET /api/notification/stream?ticket=…[&lastEventId=n] → text/event-stream:
//      `event: notification`  data <Notification>     on connect, the (at most 20) latest after
//                                                     `lastEventId` (or the Last-Event-ID header)
//                                                     that a reconnecting client missed
//      `event: unread`        data {"count":n}        once, on connect
//      `event: notification`  data <Notification>     then each new one
//      `: ping`               comment every 25 s      keeps proxies from closing the stream
//      `event: queue`         (the control room)      an event arrived or its triage changed
//      `event: unit`          data { change, unit, driverId }  a unit changed (issue 38): the control
//                             room gets every unit, a DRIVER the unit they drive (a dispatch too)
//    The access table marks it 'public' because no Authorization header can come; this handler
//    authenticates with the ticket instead (missing → 400, unknown/used/expired → 401, a role
//    without notifications → 403) and re-reads the user like the access plugin does.
// Streams end when the client goes away or the app closes (preClose in the hub plugin).
//
// Limits (issue 21): ticket issue per user per minute (429); open streams per user (the oldest is
// closed after `event: closed` {"reason":"too-many-streams"}) and per IP (the newest gets 429) —
// see plugins/notification-hub.ts for why each cap resolves the way it does.
import { normalizeIP } from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { StreamTicketShape } from '@vigia/domain/shapes';
import { HttpError, MESSAGES } from '../lib/errors.ts';
import { notificationsAfter } from '../repositories/notifications.ts';
import { issueStreamTicket, redeemStreamTicket } from '../repositories/stream-tickets.ts';
import { findSessionUser } from '../repositories/sessions.ts';
import { ROUTE_RULES, allowedRoles } from '../access/route-rules.ts';
import { onceEach, streamOpening } from '../plugins/notification-hub.ts';
import type { Notification } from '@vigia/domain';
import { okResponses, signedIn } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

export const HEARTBEAT_MS = 25_000;
/** Missed notifications replayed to a reconnecting client (each is a toast; the count has the rest). */
export const MISSED_SENT = 20;
export const STREAM_PATH = '/api/notification/stream';
/** Roles whose stream also carries the live queue (`event: queue`). */
const QUEUE_ROLES = new Set(['OPERATOR', 'SUPERVISOR', 'ADMIN']);

const event = (name: string, data: unknown, id?: number) =>
  `${id !== undefined ? `id: ${id}\n` : ''}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export async function notificationStreamRoutes(fastify: FastifyInstance, options: { heartbeatMs?: number } = {}) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;

  app.post(
    `${STREAM_PATH}/ticket`,
    {
      config: {
        // Per account: a reconnecting tab needs one every few seconds at most. preHandler: after
        // the access guard has authenticated the caller (a bad token is a 401, never counted).
        rateLimit: {
          max: app.settings.rateLimits.streamTicketsPerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `user:${request.user?.id ?? normalizeIP(request.ip)}`,
        },
      },
      schema: signedIn('notifications', {
        summary: 'A single-use ticket (60 s) to open the notification stream',
        response: okResponses(StreamTicketShape),
      }),
    },
    async (request) => ({ payload: await issueStreamTicket(app.database, signedInUser(request).id, request.sessionId!) }),
  );

  app.get(
    STREAM_PATH,
    {
      schema: {
        tags: ['notifications'],
        summary: 'Server-Sent Events: my new notifications (authenticate with ?ticket= from POST …/stream/ticket)',
        querystring: Type.Object({
          ticket: Type.Optional(Type.String({ maxLength: 200 })),
          lastEventId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
        }),
      },
    },
    async (request, reply) => {
      const { ticket } = request.query;
      if (!ticket) throw new HttpError(400, 'Falta el ticket del canal de notificaciones', 'ticket');
      const issued = await redeemStreamTicket(app.database, ticket);
      const user = issued ? await findSessionUser(app.database, issued.userId, issued.sessionId) : null;
      if (!user) throw new HttpError(401, MESSAGES.unauthorized);
      // Same roles as the notification list (the ticket route already required them).
      const listRule = ROUTE_RULES['GET /api/notification/profile/:id'];
      if (!listRule || !allowedRoles(listRule).includes(user.role)) throw new HttpError(403, MESSAGES.forbidden);
      const header = request.headers['last-event-id'];
      const lastEventId =
        request.query.lastEventId ?? (typeof header === 'string' && /^\d{1,10}$/.test(header) ? Number(header) : undefined);
      // Listening starts before the opening reads: one committed meanwhile is held, not lost, and
      // sent after the count unless that snapshot already had it.
      const raw = reply.raw;
      let open = true;
      let held: Notification[] | null = [];
      const send = onceEach((notification) => {
        if (open) raw.write(event('notification', notification, notification.id));
      });
      const unsubscribe = app.notificationHub.subscribe(user.id, (notification) => (held ? held.push(notification) : send(notification)));
      let opening: Awaited<ReturnType<typeof streamOpening>>;
      let missed: Awaited<ReturnType<typeof notificationsAfter>>;
      try {
        [opening, missed] = await Promise.all([
          streamOpening(app.db, user.id),
          lastEventId === undefined ? [] : notificationsAfter(app.db, user.id, lastEventId, MISSED_SENT),
        ]);
      } catch (error) {
        unsubscribe();
        throw error;
      }

      // No await between taking the slot and the stream's start: the caps hold under a burst.
      const release = app.notificationHub.openStream(user.id, issued!.sessionId, normalizeIP(request.ip), (reason) => {
        if (open && reason !== 'shutdown') raw.write(event('closed', { reason }));
        cleanup();
        raw.end();
      });
      if (!release) {
        unsubscribe();
        throw new HttpError(429, MESSAGES.tooManyRequests);
      }

      reply.hijack();
      // Keep the headers the hooks set (CORS, helmet, request id).
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      // The control room's live queue (issue 23): arrivals and triage changes, not notifications.
      const unsubscribeQueue = QUEUE_ROLES.has(user.role)
        ? app.queueFeed.subscribe((message) => {
            if (open) raw.write(event('queue', message));
          })
        : () => undefined;
      // Units (issue 38): the board sees every unit change; a driver those of the unit they drive.
      // `{ change: 'bulk' }` after a lost LISTEN: read the units again.
      const unsubscribeUnits =
        QUEUE_ROLES.has(user.role) || user.role === 'DRIVER'
          ? app.unitFeed.subscribe((message) => {
              if (!open) return;
              if (QUEUE_ROLES.has(user.role) || message.change === 'bulk' || message.driverId === user.id)
                raw.write(event('unit', message));
            })
          : () => undefined;
      // What a reconnecting client missed goes first, through the same filter (one that also
      // arrives live is sent once); then the unread count, which already includes it and the rest
      // of what the user had at the opening: none of that is sent again. Then what was held.
      raw.write('retry: 5000\n');
      for (const { profileId: _, ...notification } of missed) send(notification);
      send.had(opening.known);
      raw.write(event('unread', { count: opening.unread }));
      const waiting = held;
      held = null;
      for (const notification of waiting) send(notification);
      const heartbeat = setInterval(() => {
        if (open) raw.write(': ping\n\n');
      }, heartbeatMs);
      heartbeat.unref();
      const cleanup = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        unsubscribeQueue();
        unsubscribeUnits();
        release();
      };
      raw.on('close', cleanup);
      request.raw.on('close', cleanup);
      // A client gone during the awaits above fired 'close' already: do not keep its slot.
      if (request.raw.socket.destroyed) cleanup();
    },
  );
}
