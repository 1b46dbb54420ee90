// The event (ticket) as the API returns it, and what goes with one: comments, photos, history. Its
// type for the client is `Static` of these (../types/answers.ts); the routes serialize with them.
import { Type } from '@sinclair/typebox';
import {
  COMMENT_AUTHOR_KINDS,
  COMMENT_VISIBILITIES,
  LANE_STATES,
  MILESTONE_CODES,
  ORIENTATIONS,
  SEVERITIES,
  SLA_CLOCKS,
  SLA_STATES,
} from '../constants';
import { DOCUMENT_KINDS } from '../document-kinds';
import { FOLLOW_UP_KINDS, HISTORY_ACTIONS } from '../types/tickets';
import { NullableInteger, NullableNumber, NullableString, StringEnum } from './common';

/** The fields a caller sends (../ticket-fields.ts, from the yup schema) but alternateAddress, never stored. */
export const TicketInputProperties = {
  description: Type.String({ description: 'HTML of the rich-text editor; sanitized on the server' }),
  kilometer: Type.Number(),
  sector: Type.String(),
  commune: Type.String(),
  orientation: StringEnum(ORIENTATIONS),
  dateEvent: Type.String({ format: 'date-time' }),
  channelCode: Type.String({ description: 'always stored: the server sets it on creation' }),
  classificationId: Type.Integer(),
  category: Type.String({ description: 'category code, derived from the classification' }),
  subcategory: Type.Integer({ description: 'subcategory id, derived from the classification' }),
  realAddress: Type.String(),
  email: Type.String(),
  fullName: Type.String(),
  phone: Type.String(),
  documentKind: StringEnum(DOCUMENT_KINDS, {
    description: 'which document `rut` holds: a Chilean RUT (check digit verified) or OTHER (passport, foreign id)',
  }),
  rut: Type.String({ description: 'the number of the reporter’s document (documentKind)' }),
  patente: Type.String(),
};

export const LanesBlockedShape = Type.Object({ NORTH: StringEnum(LANE_STATES), SOUTH: StringEnum(LANE_STATES) });

/** One recorded milestone; `corrected` when it was recorded later with a past time (and a reason). */
export const MilestoneShape = Type.Object({ code: StringEnum(MILESTONE_CODES), at: Type.String(), corrected: Type.Boolean() });

/** The lifecycle part of an event (issue 26). Minutes count from T1 (creation); null until reached. */
export const TicketLifecycleProperties = {
  milestones: Type.Array(MilestoneShape),
  responseMinutes: NullableNumber({ description: 'T1 → T4 (on scene)' }),
  roadwayClearanceMinutes: NullableNumber({ description: 'T1 → T5 (all lanes open)' }),
  incidentClearanceMinutes: NullableNumber({ description: 'T1 → T6 (cleared)' }),
  duplicateOf: NullableInteger({ description: 'the master event this one was merged into as a duplicate' }),
  duplicates: Type.Array(Type.Integer(), { description: 'the duplicates merged into this one' }),
  primaryId: NullableInteger({ description: 'the primary incident this one is secondary to' }),
  secondaryIds: Type.Array(Type.Integer()),
};

export const TicketLifecycleShape = Type.Object(TicketLifecycleProperties);

export const TicketShape = Type.Object({
  id: Type.Integer(),
  version: Type.Integer({
    description: 'incremented by every write; the ETag. Send it as If-Match to refuse a stale save (412)',
  }),
  ...TicketInputProperties,
  statusCode: Type.String(),
  assignedToId: NullableString(),
  categoryName: Type.String(),
  subcategoryName: Type.String(),
  classificationName: Type.String(),
  statusName: Type.String(),
  assignedToName: NullableString(),
  createdById: NullableString(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  severity: StringEnum(SEVERITIES, { description: 'from the classification at creation, then changed by staff' }),
  lanesBlocked: LanesBlockedShape,
  takenAt: NullableString({ description: 'first time someone was assigned; null while nobody took it' }),
  closedAt: NullableString(),
  closeReason: NullableString({ description: 'code of the reason it was closed with (null while open)' }),
  closeReasonName: NullableString(),
  slaDueAt: Type.String({
    description: 'the pending target: being taken while unassigned, else being closed; for a closed event, the close target',
  }),
  slaState: StringEnum(SLA_STATES, { description: 'for a closed event: whether it closed in time (OK or BREACHED)' }),
  slaClock: Type.Unsafe<(typeof SLA_CLOCKS)[number] | null>({
    type: ['string', 'null'],
    enum: [...SLA_CLOCKS, null],
    description: 'what slaDueAt counts for an open event: TAKE (be taken before) or CLOSE (be closed before); null once closed',
  }),
  slaMet: Type.Unsafe<boolean | null>({
    type: ['boolean', 'null'],
    description: 'for a closed event: whether it was taken and closed within its targets; null while open',
  }),
  injured: Type.Boolean({ description: 'the reporter said people are injured (false for events reported before it was kept)' }),
  inspectorNoticeDueAt: NullableString({
    description:
      'issue 39: a CRITICAL or MAJOR event must be told to the Inspección Fiscal by then (INSPECTOR_NOTICE_MINUTES from the report); null once the notice is recorded or when none is due',
  }),
  ...TicketLifecycleProperties,
  personalDataMasked: Type.Optional(
    Type.Boolean({
      description:
        "issue 40: true when the caller's role reads the reporter's identity masked ('Jua• P•••') and/or injured hidden (false); POST /api/ticket/{id}/reveal gives the values",
    }),
  ),
});

export const CommentShape = Type.Object({
  id: Type.Integer(),
  comment: Type.String(),
  visibility: StringEnum(COMMENT_VISIBILITIES),
  authorKind: StringEnum(COMMENT_AUTHOR_KINDS, {
    description: "REPORTER: written on the follow-up page (always PUBLIC, no author id; authorName is the reporter's, maybe empty)",
  }),
  authorId: NullableString(),
  authorName: Type.String(),
  createdAt: Type.String(),
});

export const AttachmentShape = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  url: Type.String(),
  createdAt: Type.String(),
});

const HistoryValue = Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'] });
export const HistoryChangeShape = Type.Object({ field: Type.String(), from: HistoryValue, to: HistoryValue });

/** GET /api/ticket/{id}/history: one change of an event, oldest first. Ids are resolved to names. */
export const TicketHistoryEntryShape = Type.Object({
  id: Type.Integer(),
  action: StringEnum(HISTORY_ACTIONS),
  changedAt: Type.String(),
  actorId: NullableString(),
  actorName: NullableString(),
  changes: Type.Array(HistoryChangeShape),
});

/** GET /api/ticket/duplicates: an open event that may be the one being reported (no personal data). */
export const PossibleDuplicateShape = Type.Object({
  id: Type.Integer(),
  kilometer: Type.Number(),
  orientation: Type.String(),
  dateEvent: Type.String(),
  categoryName: Type.String(),
  statusName: Type.String(),
});

/** One line of the reporter's follow-up history (COMMENT: the concession's public comment). */
export const FollowUpEntryShape = Type.Object({
  at: Type.String(),
  kind: StringEnum(FOLLOW_UP_KINDS, { description: 'REPORTER_COMMENT, PHOTO: what the reporter added' }),
  statusCode: Type.Optional(Type.String()),
  statusName: Type.Optional(Type.String()),
  comment: Type.Optional(Type.String()),
});

/** POST /api/ticket/follow-up: the reporter's view of their event (never personal data). */
export const FollowUpViewShape = Type.Object({
  id: Type.Integer(),
  statusCode: Type.String(),
  statusName: Type.String(),
  closed: Type.Boolean(),
  /** The category's code: screens name it in their language (issue 37). */
  category: Type.String(),
  categoryName: Type.String(),
  subcategoryName: Type.String(),
  classificationName: Type.String(),
  commune: Type.String(),
  sector: Type.String(),
  kilometer: Type.Number(),
  orientation: StringEnum(ORIENTATIONS),
  dateEvent: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  history: Type.Array(FollowUpEntryShape),
});

/** POST /api/ticket/assign: how many events changed, and which. */
/** POST /api/ticket's 201: the new event's id; null when the honeypot discarded the report. */
export const CreatedTicketIdShape = NullableInteger();

export const BulkAssignResultShape = Type.Object({ count: Type.Integer(), ticketIds: Type.Array(Type.Integer()) });
