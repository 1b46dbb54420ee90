// Duplicates and related incidents (issue 26):
//   POST /api/ticket/{id}/merge { into }    the event is a duplicate of `into`: closed as DUPLICADO,
//                                          linked, its photos on the master's page, its reporter mailed
//                                          the master's public updates
//   POST /api/ticket/{id}/link { primary }  the event is a secondary incident of `primary` (null unlinks)
// Who: the event policy's decideMerge and decideLink (SUPERVISOR, ADMIN, and the OPERATOR the event is
// assigned to); the other event must be visible.
import type { FastifyInstance } from 'fastify';
import type { Ticket } from '@vigia/domain';
import { decideLink, decideMerge } from '@vigia/domain/event-policy';
import { createLinkSchema, createMergeSchema } from '@vigia/domain/schemas';
import { badRequest, HttpError, isUniqueViolation, MESSAGES, notFound } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { linkSecondary, mergeDuplicate } from '../repositories/links.ts';
import { getTicket } from '../repositories/tickets.ts';
import { canSee, enforce, enforceWho } from '../access/ticket-policy.ts';
import type { AuthUser } from '../repositories/users.ts';
import { loadVisibleTicket } from '../services/ticket-access.ts';
import { idParams, okResponses, ticketSchema, type IdParams } from './schemas.ts';

const mergeBody = createMergeSchema();
const linkBody = createLinkSchema();

export const LINK_MESSAGES = {
  itself: 'Un evento no puede vincularse consigo mismo',
  notFound: 'El evento no existe',
  masterIsDuplicate: (id: number) => `Ese evento es un duplicado del evento #${id}: únalo a ese`,
  primaryIsSecondary: (id: number) => `Ese evento es secundario del evento #${id}: vincúlelo a ese`,
  alreadyMerged: 'El evento ya se unió a otro',
} as const;

/** The other event of a merge or link, checked as `field`: it exists and the caller may see it. */
async function otherEvent(app: FastifyInstance, user: AuthUser, id: number, otherId: number, field: string): Promise<Ticket> {
  if (otherId === id) throw badRequest(LINK_MESSAGES.itself, field);
  const other = await getTicket(app.db, otherId, app.clock());
  if (!other || !canSee(user, other)) throw badRequest(LINK_MESSAGES.notFound, field);
  return other;
}

export async function linkRoutes(app: FastifyInstance) {
  const ticketNow = async (id: number) => {
    const ticket = await getTicket(app.db, id, app.clock());
    if (!ticket) throw notFound(MESSAGES.ticketNotFound);
    return ticket;
  };

  app.post<{ Params: IdParams }>(
    '/api/ticket/:id/merge',
    {
      schema: {
        tags: ['lifecycle'],
        security: [{ bearer: [] }],
        summary:
          "Merge this open event into `into` as a duplicate: closed as DUPLICADO, linked both ways, its photos listed on the master's page, its reporter mailed the master's public updates",
        params: idParams,
        docBody: bodyDoc(mergeBody),
        response: okResponses(ticketSchema),
      },
    },
    async (request) => {
      const user = request.user!;
      const { id } = request.params;
      const duplicate = await loadVisibleTicket(app.db, user, id);
      enforceWho(decideMerge(user, duplicate));
      const { into } = await validateBody(mergeBody, request.body);
      enforce(decideMerge(user, duplicate));
      const master = await otherEvent(app, user, id, into, 'into');
      if (master.duplicateOf !== null) throw badRequest(LINK_MESSAGES.masterIsDuplicate(master.duplicateOf), 'into');
      try {
        if (!(await mergeDuplicate(app.db, duplicate, into, user.id))) throw new HttpError(409, MESSAGES.ticketClosed);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, LINK_MESSAGES.alreadyMerged);
        throw error;
      }
      await app.notify(
        [duplicate.createdById, duplicate.assignedToId],
        'EVENT_CLOSED',
        id,
        `El evento #${id} se unió al evento #${into}: informan del mismo hecho`,
        user.id,
      );
      return { payload: await ticketNow(id) };
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/ticket/:id/link',
    {
      schema: {
        tags: ['lifecycle'],
        security: [{ bearer: [] }],
        summary: 'Link this event as a secondary incident of `primary` (a crash in the queue of another); null removes the link',
        params: idParams,
        docBody: bodyDoc(linkBody),
        response: okResponses(ticketSchema),
      },
    },
    async (request) => {
      const user = request.user!;
      const { id } = request.params;
      const secondary = await loadVisibleTicket(app.db, user, id);
      enforce(decideLink(user, secondary));
      const { primary } = await validateBody(linkBody, request.body);
      if (primary !== null) {
        const target = await otherEvent(app, user, id, primary, 'primary');
        if (target.primaryId !== null) throw badRequest(LINK_MESSAGES.primaryIsSecondary(target.primaryId), 'primary');
      }
      await linkSecondary(app.db, id, secondary.primaryId, primary ?? null, user.id);
      return { payload: await ticketNow(id) };
    },
  );
}
