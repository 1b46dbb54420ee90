// Service standards, compliance and observations (issue 40 items 1–2). Their types
// (../types/answers.ts) are the `Static` of these.
import { Type } from '@sinclair/typebox';
import { SEVERITIES } from '../constants';
import { OBSERVATION_OUTCOMES, OBSERVATION_STATES, STANDARD_TIMES } from '../types/standards';
import { NullableInteger, NullableNumber, NullableString, StringEnum } from './common';

/** GET/POST /api/standards: the contract's maximum minutes from the report, from a date on. */
export const ServiceStandardShape = Type.Object({
  id: Type.Integer(),
  severity: StringEnum(SEVERITIES),
  classificationId: NullableInteger({ description: 'null: every classification of the severity' }),
  classificationName: NullableString(),
  onSceneMinutes: NullableInteger({ description: 'first unit on scene (T4); null: not measured' }),
  lanesOpenMinutes: NullableInteger({ description: 'lanes open (T5)' }),
  clearedMinutes: NullableInteger({ description: 'cleared (T6)' }),
  inspectorNoticeMinutes: NullableInteger({ description: 'the Inspección Fiscal told' }),
  effectiveFrom: Type.String({ format: 'date', description: 'first day in force (Chilean calendar)' }),
  createdAt: Type.String({ format: 'date-time' }),
});

const TimeFigureShape = Type.Object({
  time: StringEnum(STANDARD_TIMES),
  limitMinutes: Type.Integer(),
  measured: Type.Integer({ description: 'events of the standard: met + breached + notMeasurable' }),
  met: Type.Integer(),
  breached: Type.Integer(),
  notMeasurable: Type.Integer({ description: 'the milestone was not reached (recorded)' }),
});

const BreachShape = Type.Object({
  ticketId: Type.Integer(),
  standardId: Type.Integer(),
  time: StringEnum(STANDARD_TIMES),
  limitMinutes: Type.Integer(),
  actualMinutes: Type.Number({ description: 'minutes from the report, one decimal' }),
  reportedAt: Type.String({ format: 'date-time' }),
});

/** GET /api/compliance: a month's events measured against the standards in force when reported. */
export const ComplianceShape = Type.Object({
  year: Type.Integer(),
  month: Type.Integer(),
  events: Type.Integer({ description: 'events reported in the month (duplicates closed as such left out)' }),
  withoutStandard: Type.Integer({ description: 'events no standard covered' }),
  standards: Type.Array(
    Type.Object({
      standard: ServiceStandardShape,
      events: Type.Integer(),
      times: Type.Array(TimeFigureShape),
    }),
  ),
  breaches: Type.Array(BreachShape),
});

/** GET/POST /api/observations: an observation of the Inspección Fiscal and its answer. */
export const ObservationShape = Type.Object({
  id: Type.Integer(),
  ticketId: Type.Integer(),
  standardId: NullableInteger(),
  state: StringEnum(OBSERVATION_STATES),
  text: Type.String(),
  proposedUtm: NullableNumber({ description: 'the fine proposed, in UTM' }),
  openedAt: Type.String({ format: 'date-time' }),
  openedByName: NullableString(),
  replyText: NullableString(),
  replyAttachmentIds: Type.Array(Type.Integer()),
  repliedAt: NullableString(),
  repliedByName: NullableString(),
  outcome: Type.Unsafe<(typeof OBSERVATION_OUTCOMES)[number] | null>({ type: ['string', 'null'], enum: [...OBSERVATION_OUTCOMES, null] }),
  reason: NullableString(),
  resolvedAt: NullableString(),
  resolvedByName: NullableString(),
  version: Type.Integer({ description: 'send it as If-Match (or `version`) to reply or resolve' }),
});
