// Route alerts for the public (issue 41 item 5): subscribe, confirm and unsubscribe, anonymous.
// Each accepts JSON or the form of its page (web/alerts-page.ts): a browser's form post (it asks
// for HTML) gets the page back, API callers and a mail client's RFC 8058 one-click get JSON in the
// errors envelope.
import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROAD_KM_MAX, ROAD_KM_MIN, SEVERITIES } from '@vigia/domain';
import { HttpError, MESSAGES } from '../lib/errors.ts';
import { isPlainObject } from '../lib/validate.ts';
import { readSubscription } from '../services/route-alert-input.ts';
import { confirm, subscribe, unsubscribe } from '../services/route-alerts.ts';
import { confirmPageHtml, leavePageHtml, sendPage, subscribePageHtml } from '../web/alerts-page.ts';
import { okResponses } from './schemas.ts';

export const ALERT_MESSAGES = {
  confirmInvalid: 'El enlace de confirmación no es válido o venció',
  unsubscribeInvalid: 'El enlace para dejar de recibir alertas no es válido',
} as const;

const tags = ['alerts'];
const HOUR_MS = 3_600_000;
const AcceptedShape = Type.Object({ accepted: Type.Boolean() });
const ConfirmedShape = Type.Object({ confirmed: Type.Boolean() });
const UnsubscribedShape = Type.Object({ unsubscribed: Type.Boolean() });
const tokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 100 })) });
const tokenDoc = { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 100 } } };
const subscribeDoc = {
  type: 'object',
  required: ['email', 'kmFrom', 'kmTo', 'orientations', 'works'],
  properties: {
    email: { type: 'string', format: 'email', maxLength: 254 },
    kmFrom: { type: 'number', minimum: ROAD_KM_MIN, maximum: ROAD_KM_MAX },
    kmTo: { type: 'number', minimum: ROAD_KM_MIN, maximum: ROAD_KM_MAX },
    orientations: {
      type: 'array',
      minItems: 1,
      maxItems: 2,
      uniqueItems: true,
      items: { type: 'string', maxLength: 5, enum: ['NORTH', 'SOUTH'] },
    },
    minSeverity: {
      type: ['string', 'null'],
      maxLength: 20,
      enum: [...SEVERITIES, null],
      description: 'Incidents of this severity and up; null: none',
    },
    works: { type: 'boolean', description: 'Planned works starting and ending' },
  },
};

/** A form post from a person on our page (not a mail client's one-click). */
function wantsPage(request: FastifyRequest, body: Record<string, unknown>): boolean {
  const fromForm = String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');
  return fromForm && /\btext\/html\b/i.test(String(request.headers.accept ?? '')) && body['List-Unsubscribe'] !== 'One-Click';
}

const bodyOf = (request: FastifyRequest) => (isPlainObject(request.body) ? request.body : {});

/** Per IP first, then per address (hashed: the counters keep no address); the first refusal answers. */
async function overLimit(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, email: string): Promise<boolean> {
  const limits = app.settings.rateLimits;
  const address = createHash('sha256').update(email).digest('base64url').slice(0, 22);
  const { first, then } = await app.rateCounter.incrementPair({
    first: { key: `alerts subscribe ip:${normalizeIP(request.ip)}`, windowMs: HOUR_MS, max: limits.alertSubscribesPerHour },
    then: { key: `alerts subscribe address:${address}`, windowMs: HOUR_MS },
  });
  const refused = !then ? first : then.current > limits.alertSubscribesPerAddressPerHour ? then : null;
  if (!refused) return false;
  reply.header('retry-after', Math.ceil(refused.ttl / 1000));
  return true;
}

export async function alertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The pages' plain HTML forms and RFC 8058 one-click send form bodies; repeated keys (the
  // carriageway checkboxes) become lists.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    const params = new URLSearchParams(String(body));
    const out: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) {
      const all = params.getAll(key);
      out[key] = all.length > 1 ? all : all[0]!;
    }
    done(null, out);
  });
  const linkLimit = { rateLimit: { max: app.settings.rateLimits.authPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/api/alerts/subscribe',
    {
      schema: {
        tags,
        summary:
          'Anyone: e-mail alerts about a stretch of Ruta 5 (incidents of a severity and up, works); 202 whether the address is known or not, a confirmation mail follows',
        docBody: subscribeDoc,
        response: okResponses(AcceptedShape, 202),
      },
    },
    async (request, reply) => {
      const body = bodyOf(request);
      const page = wantsPage(request, body);
      const { value, errors } = readSubscription(body, page);
      if (!value) {
        if (page) return sendPage(reply, 400, subscribePageHtml(app.settings.mail.concessionName, { kind: 'form', values: body, errors }));
        throw HttpError.fromErrors(400, errors);
      }
      if (await overLimit(app, request, reply, value.email)) {
        if (page) return sendPage(reply, 429, subscribePageHtml(app.settings.mail.concessionName, { kind: 'limited' }));
        throw new HttpError(429, MESSAGES.tooManyRequests);
      }
      await subscribe(app, value);
      if (page) return sendPage(reply, 202, subscribePageHtml(app.settings.mail.concessionName, { kind: 'sent' }));
      return reply.code(202).send({ payload: { accepted: true } });
    },
  );

  app.post(
    '/api/alerts/confirm',
    {
      config: linkLimit,
      schema: {
        tags,
        summary: "Anyone: confirms a subscription with the confirmation mail's token (JSON or the page's form)",
        docBody: tokenDoc,
        response: okResponses(ConfirmedShape),
      },
    },
    async (request, reply) => {
      const body = bodyOf(request);
      const page = wantsPage(request, body);
      const id = app.mailLinks.alerts.confirmedId(body['token']);
      const subscription = id === null ? null : await confirm(app, id);
      const concession = app.settings.mail.concessionName;
      if (!subscription) {
        if (page) return sendPage(reply, 400, confirmPageHtml(concession, { kind: 'invalid' }));
        throw new HttpError(400, ALERT_MESSAGES.confirmInvalid, 'token');
      }
      if (page) return sendPage(reply, 200, confirmPageHtml(concession, { kind: 'confirmed', subscription }));
      return { payload: { confirmed: true } };
    },
  );

  app.post(
    '/api/alerts/unsubscribe',
    {
      config: linkLimit,
      schema: {
        tags,
        summary:
          "Anyone: no more alerts for a subscription, with the mail's token (JSON, the page's form, or RFC 8058 one-click with it in the URL)",
        querystring: tokenQuery,
        docBody: tokenDoc,
        response: okResponses(UnsubscribedShape),
      },
    },
    async (request, reply) => {
      const body = bodyOf(request);
      const page = wantsPage(request, body);
      const id = app.mailLinks.alerts.unsubscribedId(body['token'] ?? request.query.token);
      if (id === null) {
        if (page) return sendPage(reply, 400, leavePageHtml(app.settings.mail.concessionName, { kind: 'invalid' }));
        throw new HttpError(400, ALERT_MESSAGES.unsubscribeInvalid, 'token');
      }
      // Already gone is fine: a second click, or the one-click after the page's button.
      await unsubscribe(app, id);
      if (page) return sendPage(reply, 200, leavePageHtml(app.settings.mail.concessionName, { kind: 'done' }));
      return { payload: { unsubscribed: true } };
    },
  );
}
