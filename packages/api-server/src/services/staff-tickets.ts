// POST /api/ticket/staff (issue 39): an event the control room heard on the phone, from an SOS post,
// Carabineros or a camera, or that a patrol saw on the road. The public creation's path (the group
// commit: event, CREATED history row and the supervisors' notices in one statement, announced to the
// live queue on commit); the severity rule, SLA clock and status as for any new event. Created by a
// control-room user, it counts as verified (repositories/road-events.ts `published`).
import type { FastifyInstance } from 'fastify';
import { communeForKm, formatKm, INITIAL_STATUS } from '@vigia/domain';
import { createStaffEventSchema, PUBLIC_CHANNEL, staffChannelsFor } from '@vigia/domain/schemas';
import { badRequest, HttpError } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import { channelExists, findSosPost } from '../repositories/call-taking.ts';
import { classificationPath } from '../repositories/lookups.ts';
import type { TicketValues } from '../repositories/ticket-create.ts';
import type { AuthUser } from '../repositories/users.ts';
import { eventLabel } from './assignments.ts';

export const staffEventSchema = createStaffEventSchema();

export const STAFF_MESSAGES = {
  publicChannel: 'El canal «Formulario web» es el del formulario público: elija el canal por el que llegó el aviso',
  unknownChannel: 'El canal no existe',
  patrolOnly: 'Una patrulla registra solo avisos del canal «Patrulla»',
  unknownPost: 'El poste SOS no existe',
  unknownClassification: 'La clasificación no existe',
  postKm: (post: number, km: number) => `El poste SOS ${post} está en el km ${formatKm(km)}: corrija el km o el poste`,
  postDirection: (post: number) => `El poste SOS ${post} está en la otra calzada: corrija la dirección o el poste`,
} as const;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Validates the body, applies the channel and SOS-post rules, and creates the event: its id. */
export async function createStaffTicket(app: FastifyInstance, user: AuthUser, body: unknown): Promise<number> {
  const input = await validateBody(staffEventSchema, body);
  const channel = input.channelCode;
  if (channel === PUBLIC_CHANNEL) throw badRequest(STAFF_MESSAGES.publicChannel, 'channelCode');
  if (!(await channelExists(app.db, channel))) throw badRequest(STAFF_MESSAGES.unknownChannel, 'channelCode');
  // The list is data, the rule per role is code: a channel added to the table is the control room's.
  const allowed = staffChannelsFor(user.role) as readonly string[];
  if (user.role === 'DRIVER' ? !allowed.includes(channel) : allowed.length === 0)
    throw new HttpError(403, STAFF_MESSAGES.patrolOnly, 'channelCode');

  let kilometer = input.kilometer;
  let orientation = input.orientation;
  if (input.sosPost !== undefined) {
    const post = await findSosPost(app.db, input.sosPost);
    if (!post) throw badRequest(STAFF_MESSAGES.unknownPost, 'sosPost');
    if (kilometer !== undefined && kilometer !== post.kilometer)
      throw badRequest(STAFF_MESSAGES.postKm(post.number, post.kilometer), 'kilometer');
    if (orientation !== undefined && orientation !== post.orientation)
      throw badRequest(STAFF_MESSAGES.postDirection(post.number), 'orientation');
    kilometer = post.kilometer;
    orientation = post.orientation;
  }
  // The schema asked for both when no post was given; a post's km is in the road's range (sos-csv.ts).
  const place = kilometer === undefined ? null : communeForKm(kilometer);
  if (!place || !orientation) throw badRequest(STAFF_MESSAGES.unknownPost, 'sosPost');

  const path = await classificationPath(app.db, input.classificationId);
  if (!path) throw badRequest(STAFF_MESSAGES.unknownClassification, 'classificationId');

  const values: TicketValues = {
    // The caller's name and phone when given; no e-mail, document or plate (the public form's rules).
    email: '',
    patente: '',
    rut: '',
    realAddress: '',
    fullName: input.callerName,
    phone: input.callerPhone,
    kilometer: place.kilometer,
    orientation,
    commune: place.commune,
    // The commune names the stretch until the place is refined on the event's page.
    sector: place.commune,
    description: `<p>${escapeHtml(input.description)}</p>`,
    dateEvent: app.clock(),
    classificationId: input.classificationId,
    channelCode: channel,
    statusCode: INITIAL_STATUS,
    assignedToId: null,
    createdById: user.id,
    injured: input.injured,
    ...(input.injured ? { severity: 'CRITICAL' as const } : {}),
    lanesNorth: input.lanesBlocked.NORTH,
    lanesSouth: input.lanesBlocked.SOUTH,
  };
  const { id } = await app.ticketWriter.write({
    values,
    actorId: user.id,
    notice: {
      role: 'SUPERVISOR',
      type: 'EVENT_CREATED',
      before: 'Nuevo evento #',
      after: ` (${eventLabel({ categoryName: path.categoryName, kilometer: place.kilometer })}) en ${place.commune}`,
    },
  });
  return id;
}
