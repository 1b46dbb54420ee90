// The reporter's rights (issue 40 item 4, Ley 21.719): the download of their data and their
// requests, with the event's follow-up token (public, rate limited per IP like the follow-up: it is
// a credential check); ADMIN lists the requests with their legal clock and resolves them.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PRIVACY_REQUEST_STATES } from '@vigia/domain';
import { PrivacyExportShape, PrivacyRequestReceiptShape, PrivacyRequestShape, StringEnum } from '@vigia/domain/shapes';
import { privacyExportSchema, privacyRequestSchema, privacyResolveSchema } from '@vigia/domain/schemas';
import { signedInUser } from '../access/signed-in.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { validateBody } from '../lib/validate.ts';
import { createPrivacyRequest, exportPersonalData, listRequests, resolvePrivacyRequest } from '../services/privacy-requests.ts';
import { followUpTokenHeader, followUpTokenOf } from './follow-up.ts';
import { idParams, okResponses, signedIn } from './schemas.ts';

const exportBody = privacyExportSchema();
const requestBody = privacyRequestSchema();
const resolveBody = privacyResolveSchema();

export async function privacyRequestRoutes(fastify: FastifyInstance, options: { requestDays: number }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const credentialCheck = { rateLimit: { max: app.settings.rateLimits.authPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/api/privacy/export',
    {
      config: credentialCheck,
      schema: {
        tags: ['privacy'],
        summary:
          "Reporter: everything held about them on the link's event (its fields, the history they see, their comments, their photos in base64), by number + follow-up token (body or x-follow-up-token). A wrong token: 404.",
        headers: followUpTokenHeader,
        docBody: bodyDoc(exportBody),
        response: okResponses(PrivacyExportShape),
      },
    },
    async (request, reply) => {
      const { id, token } = await validateBody(exportBody, request.body);
      reply.header('cache-control', 'no-store');
      return { payload: await exportPersonalData(app, id, followUpTokenOf(request, token)) };
    },
  );

  app.post(
    '/api/privacy/requests',
    {
      config: credentialCheck,
      schema: {
        tags: ['privacy'],
        summary:
          'Reporter: ask for access, rectification (`text`: what to correct) or deletion of their personal data, by number + follow-up token. 202 with the request number and legal deadline; a confirmation is mailed to the reporter.',
        headers: followUpTokenHeader,
        docBody: bodyDoc(requestBody),
        response: okResponses(PrivacyRequestReceiptShape, 202),
      },
    },
    async (request, reply) => {
      const { id, token, kind, text } = await validateBody(requestBody, request.body);
      const receipt = await createPrivacyRequest(app, { id, token: followUpTokenOf(request, token), kind, text }, options.requestDays);
      reply.code(202);
      return { payload: receipt };
    },
  );

  app.get(
    '/api/privacy/requests',
    {
      schema: signedIn('privacy', {
        summary: "ADMIN: the reporters' requests, pending first (nearest deadline first), each with the days left of its legal clock",
        querystring: Type.Object({ state: Type.Optional(StringEnum(PRIVACY_REQUEST_STATES)) }),
        response: okResponses(Type.Array(PrivacyRequestShape)),
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { payload: await listRequests(app, request.query.state) };
    },
  );

  app.post(
    '/api/privacy/requests/:id/resolve',
    {
      schema: signedIn('privacy', {
        summary:
          "ADMIN: resolve a request (DONE or REFUSED, with the reason mailed to the reporter). A DONE deletion erases the personal fields and photos of every event with the reporter's e-mail or RUT (the events stay, anonymous), recorded in each event's history. Resolved already: 409.",
        params: idParams,
        docBody: bodyDoc(resolveBody),
        response: okResponses(PrivacyRequestShape),
      }),
    },
    async (request) => {
      const { outcome, reason } = await validateBody(resolveBody, request.body);
      return { payload: await resolvePrivacyRequest(app, signedInUser(request), request.params.id, outcome, reason) };
    },
  );
}
