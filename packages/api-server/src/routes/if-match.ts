// The actions on one event that honour If-Match (issue 36: triage, reopen, take, assign, milestones;
// the rule: services/ticket-versions.ts checkIfMatch): the header they document and their 412 answer.
import { envelope, ticketSchema } from './schemas.ts';

export const actionIfMatchHeader = {
  type: 'object',
  properties: {
    'if-match': {
      type: 'string',
      maxLength: 200,
      description: 'the version the screen showed ("7"): a stale one gets 412 and the current event; absent, the action is unconditional',
    },
  },
} as const;

/** A stale If-Match: 412 with the current event (and its ETag). */
export const staleResponse = { 412: envelope(ticketSchema) };
