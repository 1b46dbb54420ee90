// The control room's day (issue 39 items 4–6): agencies, an event's agency entries, the shift log and
// the shift handover. Their types (../types/answers.ts) are the `Static` of these.
import { Type } from '@sinclair/typebox';
import { ORIENTATIONS, SEVERITIES, SLA_STATES } from '../constants';
import { SHIFT_LOG_KINDS } from '../types/control-room';
import { UNIT_STATUSES } from '../unit-status';
import { NullableInteger, NullableString, StringEnum } from './common';

/** GET /api/agency: an outside agency (data). */
export const AgencyShape = Type.Object({
  code: Type.String(),
  name: Type.String(),
  phone: Type.String({ description: 'empty when none is kept' }),
  email: Type.String({ description: 'empty when none is kept; the Inspección Fiscal’s comes from INSPECTOR_EMAIL' }),
});

/** GET /api/ticket/{id}/agency: an agency told of the event, oldest notice first. */
export const TicketAgencyShape = Type.Object({
  id: Type.Integer(),
  ticketId: Type.Integer(),
  agencyCode: Type.String(),
  agencyName: Type.String(),
  notifiedAt: Type.String({ format: 'date-time' }),
  recordedAt: Type.String({ format: 'date-time', description: 'when it was recorded; later than notifiedAt when back-dated' }),
  recordedByName: NullableString(),
  backdated: Type.Boolean({ description: 'recorded with a past notifiedAt (and its reason)' }),
  reason: NullableString({ description: 'why notifiedAt is in the past' }),
  reference: NullableString({ description: 'the agency’s own number for the case' }),
  arrivedAt: NullableString(),
  leftAt: NullableString(),
  version: Type.Integer({ description: 'the ETag of PATCH: send it as If-Match' }),
});

/** GET /api/log: one entry of the shift log ("libro de novedades"). */
export const ShiftLogEntryShape = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  authorId: Type.String(),
  authorName: Type.String(),
  kind: StringEnum(SHIFT_LOG_KINDS),
  text: Type.String(),
  ticketId: NullableInteger(),
  unitId: NullableInteger(),
  unitCode: NullableString(),
  corrects: NullableInteger({ description: 'the entry this one corrects' }),
  correctedBy: Type.Array(Type.Integer(), { description: 'the entries that correct this one' }),
  handoverId: NullableInteger(),
});

const HandoverEventShape = Type.Object({
  id: Type.Integer(),
  categoryName: Type.String(),
  classificationName: Type.String(),
  kilometer: Type.Number(),
  orientation: StringEnum(ORIENTATIONS),
  statusName: Type.String(),
  assignedToName: NullableString(),
  slaState: StringEnum(SLA_STATES),
  slaDueAt: Type.String(),
  inspectorNoticeDueAt: NullableString(),
});

/** What a handover states at the change of shift. */
export const HandoverSummaryShape = Type.Object({
  note: NullableString(),
  openEvents: Type.Array(
    Type.Object({
      severity: StringEnum(SEVERITIES),
      total: Type.Integer({ description: 'open events of this severity; `events` lists the most urgent 100' }),
      events: Type.Array(HandoverEventShape),
    }),
  ),
  units: Type.Array(
    Type.Object({
      status: StringEnum(UNIT_STATUSES),
      units: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), kind: Type.String(), ticketId: NullableInteger() })),
    }),
  ),
  awaitedAgencies: Type.Array(
    Type.Object({
      entryId: Type.Integer(),
      ticketId: Type.Integer(),
      agencyName: Type.String(),
      notifiedAt: Type.String(),
      reference: NullableString(),
    }),
  ),
  log: Type.Array(
    Type.Object({
      id: Type.Integer(),
      at: Type.String(),
      authorName: Type.String(),
      kind: StringEnum(SHIFT_LOG_KINDS),
      text: Type.String(),
    }),
  ),
});

/** GET /api/shift/handover/{id}: a handover, its summary and whether its hash still verifies. */
export const HandoverShape = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  createdById: Type.String(),
  createdByName: Type.String(),
  since: Type.String({ format: 'date-time', description: 'the shift it covers began here (the last acknowledged handover)' }),
  hash: Type.String({ description: 'SHA-256 of the summary as built; also in its shift-log entry' }),
  verified: Type.Boolean({ description: 'the stored summary still matches its hash' }),
  acknowledgedAt: NullableString(),
  acknowledgedById: NullableString(),
  acknowledgedByName: NullableString(),
  summary: HandoverSummaryShape,
});
