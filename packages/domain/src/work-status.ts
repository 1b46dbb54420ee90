// Planned works (issue 41): the states and who may move a work between them. DRAFT → REQUESTED →
// APPROVED | REJECTED; an APPROVED work is ACTIVE during one of its periods and DONE after the last
// one: those two are derived from the clock on every read (never stored, so never stale); the
// database keeps APPROVED. CANCELLED ends any work that is not DONE.
import type { Role } from './constants';

/** What the database keeps. */
export const STORED_WORK_STATUSES = ['DRAFT', 'REQUESTED', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type StoredWorkStatus = (typeof STORED_WORK_STATUSES)[number];
/** What a reader sees. */
export const WORK_STATUSES = ['DRAFT', 'REQUESTED', 'APPROVED', 'REJECTED', 'ACTIVE', 'DONE', 'CANCELLED'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

export const WORK_ACTIONS = ['edit', 'request', 'approve', 'reject', 'cancel'] as const;
export type WorkAction = (typeof WORK_ACTIONS)[number];

/** Who plans works (create, edit, request, cancel) and who authorises them (the Inspección Fiscal). */
export const WORK_PLANNERS: readonly Role[] = ['SUPERVISOR', 'ADMIN'];
export const WORK_APPROVERS: readonly Role[] = ['INSPECTOR'];

interface Interval {
  start: string;
  end: string;
}

/** The status at `now` of a work kept as `stored` with these periods (ISO times, oldest first). */
export function workStatusAt(stored: StoredWorkStatus, periods: readonly Interval[], now: Date): WorkStatus {
  if (stored !== 'APPROVED') return stored;
  const time = now.getTime();
  if (periods.some((period) => Date.parse(period.start) <= time && time < Date.parse(period.end))) return 'ACTIVE';
  const last = periods.at(-1);
  return last && Date.parse(last.end) <= time ? 'DONE' : 'APPROVED';
}

/** The statuses (as read) each action starts from. An edit of a REJECTED work makes it a DRAFT again. */
const FROM: Record<WorkAction, readonly WorkStatus[]> = {
  edit: ['DRAFT', 'REJECTED'],
  request: ['DRAFT', 'REJECTED'],
  approve: ['REQUESTED'],
  reject: ['REQUESTED'],
  cancel: ['DRAFT', 'REQUESTED', 'APPROVED', 'REJECTED', 'ACTIVE'],
};

/** What each action leaves in the database. */
export const WORK_ACTION_RESULT: Record<WorkAction, StoredWorkStatus> = {
  edit: 'DRAFT',
  request: 'REQUESTED',
  approve: 'APPROVED',
  reject: 'REJECTED',
  cancel: 'CANCELLED',
};

export type WorkDecision = 'allow' | 'forbidden' | 'conflict';

/** Whether `role` may take `action` on a work that reads as `status`: the role first, then the state. */
export function decideWorkAction(role: Role, action: WorkAction, status: WorkStatus): WorkDecision {
  const roles = action === 'approve' || action === 'reject' ? WORK_APPROVERS : WORK_PLANNERS;
  if (!roles.includes(role)) return 'forbidden';
  return FROM[action].includes(status) ? 'allow' : 'conflict';
}

/** The actions `role` may take now (the screens' buttons). */
export const workActionsFor = (role: Role, status: WorkStatus): WorkAction[] =>
  WORK_ACTIONS.filter((action) => decideWorkAction(role, action, status) === 'allow');
