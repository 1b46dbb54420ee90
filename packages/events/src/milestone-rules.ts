// Which milestone comes next (issue 26). The server takes them once each and in order in time, but
// lets steps be skipped (a driver may be on scene before anyone verified): the next one is the first
// not recorded after the latest recorded step. Who may record one: the event policy (decideMilestone).
import { CLOSED_STATUS, MILESTONE_CODES, type MilestoneCode, type Ticket } from '@vigia/domain';
import { decideMilestone } from '@vigia/domain/event-policy';

type Lifecycle = Pick<Ticket, 'milestones' | 'statusCode'>;

const rank = (code: MilestoneCode) => MILESTONE_CODES.indexOf(code);

export function nextMilestone(ticket: Lifecycle): MilestoneCode | null {
  if (ticket.statusCode === CLOSED_STATUS) return null;
  const last = Math.max(-1, ...ticket.milestones.map((m) => rank(m.code)));
  return MILESTONE_CODES[last + 1] ?? null;
}

/** The milestones not recorded yet (a past one skipped may still be recorded with its own time). */
export function unrecordedMilestones(ticket: Lifecycle): MilestoneCode[] {
  if (ticket.statusCode === CLOSED_STATUS) return [];
  return MILESTONE_CODES.filter((code) => !ticket.milestones.some((m) => m.code === code));
}

/**
 * A DRIVER marks "en el lugar" (the one milestone the server lets them record, at its own time) on an
 * open event they reported or were sent to, while nothing after it is recorded.
 */
export function driverMayMarkOnScene(
  user: { id: string; role: string } | null | undefined,
  ticket: Lifecycle & Pick<Ticket, 'createdById' | 'assignedToId'>,
) {
  if (!user || user.role !== 'DRIVER' || decideMilestone(user, ticket, 'ON_SCENE') !== 'allow') return false;
  return !ticket.milestones.some((m) => rank(m.code) >= rank('ON_SCENE'));
}
