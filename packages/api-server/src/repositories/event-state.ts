// The columns and history changes the status and lanes rule (@vigia/domain/event-state, issue 37)
// gives for one write: each write path folds them into its own UPDATE and history row, so the event's
// version moves once and one history line says everything the action changed.
import type { LaneState, Ticket } from '@vigia/domain';
import { eventStateChanges, nextEventState, type EventChange, type EventFacts } from '@vigia/domain/event-state';
import type { TicketChanges } from './ticket-history.ts';

/** What the rule reads of a (locked) event. */
export type EventStateRow = Pick<Ticket, 'statusCode' | 'lanesBlocked' | 'assignedToId' | 'milestones'>;

export interface EventStateWrite {
  /** Only the columns that change. */
  values: { statusCode?: string; lanesNorth?: LaneState; lanesSouth?: LaneState };
  changes: TicketChanges;
}

export const factsOf = (event: EventStateRow): EventFacts => ({
  statusCode: event.statusCode,
  lanesBlocked: event.lanesBlocked,
  assignedToId: event.assignedToId,
  milestones: event.milestones.map((m) => m.code),
});

/** The stored status and lanes after `change` to `event`, as it is now. */
export function eventStateWrite(event: EventStateRow, change: EventChange): EventStateWrite {
  const after = nextEventState(factsOf(event), change);
  const changes = eventStateChanges(event, after);
  const values: EventStateWrite['values'] = {};
  if (changes['statusCode']) values.statusCode = after.statusCode;
  if (changes['lanesNorth']) values.lanesNorth = after.lanesBlocked.NORTH;
  if (changes['lanesSouth']) values.lanesSouth = after.lanesBlocked.SOUTH;
  return { values, changes };
}
