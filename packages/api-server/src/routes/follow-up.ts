// Public reporter follow-up: the event number and the reporter's e-mail must both match. The
// answer carries the status and a public history only: no personal fields, no names or e-mails of
// staff, no assignee. A wrong number and a wrong e-mail get the same 404, and the route is rate
// limited per IP (the sign-in budget: it is a credential check).
import type { FastifyInstance } from 'fastify';
import { createFollowUpSchema } from '@vigia/domain/schemas';
import { CLOSED_STATUS, type FollowUpEntry, type FollowUpView, type Orientation } from '@vigia/domain';
import { HttpError } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { followUpTicket, statusNames } from '../repositories/reports.ts';
import { okResponses } from './schemas.ts';

export const FOLLOW_UP_NOT_FOUND = 'No encontramos un evento con ese número y correo electrónico';

const followUpBody = createFollowUpSchema();

const str = { type: 'string' } as const;
const viewSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    statusCode: str,
    statusName: str,
    closed: { type: 'boolean' },
    categoryName: str,
    subcategoryName: str,
    classificationName: str,
    commune: str,
    sector: str,
    kilometer: { type: 'number' },
    orientation: str,
    dateEvent: str,
    createdAt: str,
    updatedAt: str,
    history: {
      type: 'array',
      items: { type: 'object', properties: { at: str, kind: str, statusCode: str, statusName: str, comment: str } },
    },
  },
};

export async function followUpRoutes(app: FastifyInstance) {
  app.post(
    '/api/ticket/follow-up',
    {
      config: { rateLimit: { max: app.settings.rateLimits.authPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['tickets'],
        summary: "Reporter follow-up: an event's status and public history by number + reporter e-mail",
        docBody: bodyDoc(followUpBody),
        response: okResponses(viewSchema),
      },
    },
    async (request) => {
      const { id, email } = await validateBody(followUpBody, request.body);
      const found = await followUpTicket(app.db, id, email);
      if (!found) throw new HttpError(404, FOLLOW_UP_NOT_FOUND);
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
      const t = found.ticket;
      const view: FollowUpView = {
        id: t.id,
        statusCode: t.statusCode,
        statusName: t.statusName,
        closed: t.statusCode === CLOSED_STATUS,
        categoryName: t.categoryName,
        subcategoryName: t.subcategoryName,
        classificationName: t.classificationName,
        commune: t.commune,
        sector: t.sector,
        kilometer: t.kilometer,
        orientation: t.orientation as Orientation,
        dateEvent: t.dateEvent.toISOString(),
        createdAt: t.createdAt.toISOString(),
        updatedAt: t.updatedAt.toISOString(),
        history,
      };
      return { payload: view };
    },
  );
}
