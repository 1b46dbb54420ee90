// One item of createTickets (the batched creation, no HTTP), built from a form body like
// validEvent()'s: an open event, nobody's, created by `actorId`, announced to the supervisors.
import type { NewTicket } from '../src/repositories/ticket-create';
import type { validEvent } from './payloads';

export function batchItem(
  event: Omit<ReturnType<typeof validEvent>, 'category' | 'subcategory'>,
  actorId: string | null,
  { severity, after = '' }: { severity?: 'CRITICAL' | undefined; after?: string } = {},
): NewTicket {
  return {
    values: {
      ...event,
      orientation: 'NORTH',
      dateEvent: new Date(event.dateEvent),
      statusCode: 'ABIERTO',
      assignedToId: null,
      createdById: actorId,
      ...(severity ? { severity } : {}),
    },
    actorId,
    notice: { role: 'SUPERVISOR', type: 'EVENT_CREATED', before: 'Nuevo evento #', after },
  };
}
