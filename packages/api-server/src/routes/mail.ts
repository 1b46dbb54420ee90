// Mail routes (issue 25): the outbox for ADMIN ("Correo saliente"), staff mail preferences, and the
// reporter's unsubscribe, which works without signing in (the link's HMAC token is the proof).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { MAIL_STATUSES } from '@vigia/domain';
import { OutboxPageShape, StringEnum, UnsubscribedShape, UserPreferencesShape } from '@vigia/domain/shapes';
import { createPreferencesSchema, createUnsubscribeSchema } from '@vigia/domain/schemas';
import { bodyDoc } from '../lib/body-doc.ts';
import { HttpError, MESSAGES, notFound } from '../lib/errors.ts';
import { pageRequest } from '../lib/paging.ts';
import { maskLinks } from '../mail/link-seal.ts';
import { isPlainObject, validateBody } from '../lib/validate.ts';
import { getPreferences, listOutbox, setPreferences, unsubscribeReporter } from '../repositories/mail.ts';
import { linkParams, sendUnsubscribePage } from '../web/unsubscribe-page.ts';
import { Type } from '@sinclair/typebox';
import { okResponses, pageProperties, signedIn } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

export const UNSUBSCRIBE_INVALID = 'El enlace para dejar de recibir correos no es válido';

export async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/mail/outbox',
    {
      schema: signedIn('mail', {
        summary: 'ADMIN: the mail outbox, newest first (HELD: no SMTP server, kept here to be read); links that need no sign-in are masked',
        querystring: Type.Object({ ...pageProperties, status: Type.Optional(StringEnum(MAIL_STATUSES)) }),
        response: okResponses(OutboxPageShape),
      }),
    },
    async (request) => {
      const page = await listOutbox(app.db, pageRequest(request.query), request.query.status);
      // No link that works without signing in is shown (issue 34): one-time links are stored masked,
      // and this also covers the reporter's links in ticket mails rendered while HELD or FAILED.
      const content = page.content.map((m) => ({ ...m, subject: maskLinks(m.subject), text: maskLinks(m.text), html: maskLinks(m.html) }));
      return { payload: { ...page, content, smtpConfigured: Boolean(app.settings.mail.smtpUrl) } };
    },
  );

  app.get(
    '/api/user/me/preferences',
    { schema: signedIn('auth', { summary: 'Staff: my mail preferences', response: okResponses(UserPreferencesShape) }) },
    async (request) => {
      const preferences = await getPreferences(app.db, signedInUser(request).id);
      if (!preferences) throw notFound(MESSAGES.userNotFound);
      return { payload: preferences };
    },
  );

  app.put(
    '/api/user/me/preferences',
    {
      schema: signedIn('auth', {
        summary: 'Staff: e-mail when an event is assigned to me (emailNotifications)',
        docBody: bodyDoc(createPreferencesSchema()),
        response: okResponses(UserPreferencesShape),
      }),
    },
    async (request) => {
      const input = await validateBody(createPreferencesSchema(), request.body);
      const preferences = await setPreferences(app.db, signedInUser(request).id, input);
      if (!preferences) throw notFound(MESSAGES.userNotFound);
      return { payload: preferences };
    },
  );

  await app.register(unsubscribeRoute);
}

/** Its own context: the form body parser is for this route only. */
async function unsubscribeRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The page's plain HTML form, and RFC 8058 one-click (`List-Unsubscribe=One-Click`, id and token
  // in the URL), send form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/api/ticket/unsubscribe',
    {
      config: { rateLimit: { max: app.settings.rateLimits.authPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['tickets'],
        summary:
          "Reporter: no more mail about an event, with the link's id and token (JSON, the page's form, or RFC 8058 one-click with them in the URL)",
        querystring: Type.Object({
          id: Type.Optional(Type.String({ maxLength: 20 })),
          token: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        docBody: bodyDoc(createUnsubscribeSchema()),
        response: okResponses(UnsubscribedShape),
      },
    },
    async (request, reply) => {
      const body = isPlainObject(request.body) ? request.body : {};
      const fromForm = String(request.headers['content-type'] ?? '')
        .toLowerCase()
        .startsWith('application/x-www-form-urlencoded');
      // A person on our page (a browser's form post asks for HTML) gets a page back; a mail
      // client's one-click and API callers get JSON in the errors envelope.
      const wantsPage = fromForm && /\btext\/html\b/i.test(String(request.headers.accept ?? ''));
      if (wantsPage && body['List-Unsubscribe'] !== 'One-Click') {
        const link = linkParams(body['id'], body['token']);
        if (!link || !app.mailLinks.verifyUnsubscribe(link.id, link.token))
          return sendUnsubscribePage(app, reply, 400, { kind: 'invalid' });
        if (!(await unsubscribeReporter(app.db, link.id))) return sendUnsubscribePage(app, reply, 404, { kind: 'invalid' });
        return sendUnsubscribePage(app, reply, 200, { kind: 'done', id: link.id });
      }
      const input = await validateBody(createUnsubscribeSchema(), {
        id: body['id'] ?? request.query.id,
        token: body['token'] ?? request.query.token,
      });
      if (!app.mailLinks.verifyUnsubscribe(input.id, input.token)) throw new HttpError(400, UNSUBSCRIBE_INVALID, 'token');
      if (!(await unsubscribeReporter(app.db, input.id))) throw notFound(MESSAGES.ticketNotFound);
      return { payload: { id: input.id, unsubscribed: true } };
    },
  );
}
