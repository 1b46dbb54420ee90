// For tests only (issue 36): each action of the event policy by name, as one decision on one event.
// The policy's contract table (event-policy.test.ts) and the API's answers (api-server
// test/event-policy-api.test.ts) read this one map, so both try the very same rules.
import type { MilestoneCode } from './constants';
import {
  decideAssign,
  decideClose,
  decideComment,
  decideEdit,
  decideLink,
  decideMerge,
  decideMilestone,
  decideRelease,
  decideReopen,
  decideSave,
  decideStatus,
  decideTake,
  decideTriage,
  decideWork,
  mayOpen,
  type Decision,
  type PolicyEvent,
  type PolicyUser,
} from './event-policy';

export type Decide = (user: PolicyUser, event: PolicyEvent) => Decision;

export const POLICY_ACTIONS = {
  open: (user, event) => (mayOpen(user, event) ? 'allow' : 'hidden'),
  work: decideWork,
  comment: decideComment,
  edit: decideEdit,
  save: decideSave,
  close: decideClose,
  // The status rule, moving an event to EN_PROCESO.
  status: (user, event) => decideStatus(user, event, 'EN_PROCESO'),
  reopen: decideReopen,
  assign: decideAssign,
  take: decideTake,
  release: decideRelease,
  triage: decideTriage,
  merge: decideMerge,
  link: decideLink,
} satisfies Record<string, Decide>;

export type PolicyAction = keyof typeof POLICY_ACTIONS;

/** Recording milestone `code`. */
export const decideRecording =
  (code: MilestoneCode): Decide =>
  (user, event) =>
    decideMilestone(user, event, code);
