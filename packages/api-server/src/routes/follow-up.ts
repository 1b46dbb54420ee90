// Public reporter follow-up. The proof of identity is the event's secret follow-up token (issue
// 34: numbers are public and e-mail addresses are no secrets), given in the body or in the
// x-follow-up-token header; the creation hands it out and the reporter's mail carries it. The
// answer carries the status and a public history only: no personal fields, no names or e-mails of
// staff, no assignee. A wrong token and an unknown number get the same 404. Number + e-mail without
// a token only mail the link to that reporter, with the same 202 whether or not they match (no
// enumeration). Rate limited per IP (the sign-in budget: it is a credential check).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createFollowUpSchema, FOLLOW_UP_TOKEN_HEADER } from '@vigia/domain/schemas';
import { CLOSED_STATUS, type FollowUpEntry, type FollowUpView } from '@vigia/domain';
import { FollowUpViewShape } from '@vigia/domain/shapes';
import { HttpError } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { requestFollowUpLink } from '../repositories/follow-up-link.ts';
import { followUpTicket, statusNames } from '../repositories/reports.ts';
import { okResponses } from './schemas.ts';

export const FOLLOW_UP_NOT_FOUND = 'No encontramos un evento con ese número y enlace de seguimiento';
export const FOLLOW_UP_TOKEN_REQUIRED = 'Indique el enlace de seguimiento del evento, o su correo electrónico para recibirlo';

const followUpBody = createFollowUpSchema();
/** The follow-up secret may come as a header instead of in the body (follow-up-additions.ts too). */
export const followUpTokenHeader = Type.Object({ [FOLLOW_UP_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: 200 })) });

/** The token of the body, else of the header; '' when neither has one. */
export function followUpTokenOf(request: FastifyRequest, fromBody: string | undefined): string {
  const header = request.headers[FOLLOW_UP_TOKEN_HEADER];
  return fromBody?.trim() || (typeof header === 'string' ? header.trim() : '');
}

/** Throws the follow-up's 404 unless `token` is the event's (an unknown event fails the same way). */
export function checkFollowUpToken(app: FastifyInstance, id: number, token: string): void {
  if (!token || !app.mailLinks.verifyFollowUp(id, token)) throw new HttpError(404, FOLLOW_UP_NOT_FOUND);
}

type FoundFollowUp = NonNullable<Awaited<ReturnType<typeof followUpTicket>>>;

/** The reporter's view of an event's history: status changes, that someone took it, their photos, public comments. */
export async function followUpHistory(app: FastifyInstance, found: FoundFollowUp): Promise<FollowUpEntry[]> {
  const names = await statusNames(app.db);
  const name = (code: unknown) => names.get(String(code)) ?? String(code);
  const history: FollowUpEntry[] = [];
  for (const h of found.history) {
    const at = h.changedAt.toISOString();
    const status = Array.isArray(h.changes.statusCode) ? String(h.changes.statusCode[1]) : null;
    if (h.action === 'CREATED') {
      history.push({ at, kind: 'CREATED', ...(status ? { statusCode: status, statusName: name(status) } : {}) });
      continue;
    }
    if (status) history.push({ at, kind: 'STATUS', statusCode: status, statusName: name(status) });
    // Only that someone took charge, never who.
    if (Array.isArray(h.changes.assignedToId) && h.changes.assignedToId[1]) history.push({ at, kind: 'ASSIGNED' });
    // The reporter's own photos (with the report or added here), as a fact: never a staff photo.
    if (h.action === 'ATTACHMENT_ADDED' && h.actorId === null) history.push({ at, kind: 'PHOTO' });
  }
  for (const c of found.comments) {
    history.push({
      at: c.createdAt.toISOString(),
      kind: c.authorKind === 'REPORTER' ? 'REPORTER_COMMENT' : 'COMMENT',
      comment: c.body,
    });
  }
  history.sort((a, b) => a.at.localeCompare(b.at));
  return history;
}

export async function followUpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/ticket/follow-up',
    {
      config: { rateLimit: { max: app.settings.rateLimits.authPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['tickets'],
        summary:
          "Reporter follow-up: an event's status and public history by number + follow-up token (body `token` or header x-follow-up-token). With number + e-mail and no token: 202, and the link is mailed to the reporter if they match.",
        headers: followUpTokenHeader,
        docBody: bodyDoc(followUpBody),
        response: { ...okResponses(FollowUpViewShape), ...okResponses(Type.Null(), 202) },
      },
    },
    async (request, reply) => {
      const { id, token: bodyToken, email } = await validateBody(followUpBody, request.body);
      const token = followUpTokenOf(request, bodyToken);
      if (!token) {
        if (!email) throw new HttpError(400, FOLLOW_UP_TOKEN_REQUIRED, 'token');
        // The same answer whether or not they match, and whether or not a limit held the mail back.
        await requestFollowUpLink(app.db, id, email);
        reply.code(202);
        return { payload: null };
      }
      checkFollowUpToken(app, id, token);
      const found = await followUpTicket(app.db, id);
      if (!found) throw new HttpError(404, FOLLOW_UP_NOT_FOUND);
      const history = await followUpHistory(app, found);
      const t = found.ticket;
      const view: FollowUpView = {
        id: t.id,
        statusCode: t.statusCode,
        statusName: t.statusName,
        closed: t.statusCode === CLOSED_STATUS,
        category: t.category,
        categoryName: t.categoryName,
        subcategoryName: t.subcategoryName,
        classificationName: t.classificationName,
        commune: t.commune,
        sector: t.sector,
        kilometer: t.kilometer,
        orientation: t.orientation,
        dateEvent: t.dateEvent.toISOString(),
        createdAt: t.createdAt.toISOString(),
        updatedAt: t.updatedAt.toISOString(),
        history,
      };
      return { payload: view };
    },
  );
}
