import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { UnreadCountShape } from '@vigia/domain/shapes';
import { forbidden, notFound } from '../lib/errors.ts';
import { pageRequest } from '../lib/paging.ts';
import { countUnread, listNotifications, markAllRead, markRead } from '../repositories/notifications.ts';
import { idParams, notificationSchema, okResponses, pagedOf, pageQuery, signedIn, uuidParams } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/notification/profile/:id',
    {
      schema: signedIn('notifications', {
        summary: 'My notifications, newest first',
        params: uuidParams,
        querystring: pageQuery,
        response: okResponses(pagedOf(notificationSchema)),
      }),
    },
    async (request) => {
      const { id } = request.params;
      if (id !== signedInUser(request).id) throw forbidden(); // own notifications only, whatever the role
      return { payload: await listNotifications(app.db, id, pageRequest(request.query)) };
    },
  );

  app.post(
    '/api/notification/:id/read',
    { schema: signedIn('notifications', { params: idParams, response: okResponses(Type.Boolean()) }) },
    async (request) => {
      const { id } = request.params;
      if (!(await markRead(app.db, signedInUser(request).id, id))) throw notFound('La notificación no existe');
      return { payload: true };
    },
  );

  app.get(
    '/api/notification/unread',
    {
      schema: signedIn('notifications', {
        summary: 'How many of my notifications are unread (badge, polling fallback)',
        response: okResponses(UnreadCountShape),
      }),
    },
    async (request) => ({ payload: { count: await countUnread(app.db, signedInUser(request).id) } }),
  );

  app.post(
    '/api/notification/read-all',
    {
      schema: signedIn('notifications', {
        summary: 'Mark all my notifications read; answers how many changed',
        response: okResponses(UnreadCountShape),
      }),
    },
    async (request) => ({ payload: { count: await markAllRead(app.db, signedInUser(request).id) } }),
  );
}
