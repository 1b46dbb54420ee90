// The lists ADMIN keeps for triage (issue 23) and the queue's counts per saved view.
import { Type } from '@sinclair/typebox';
import { SEVERITIES } from '../constants';
import { StringEnum } from './common';

export const CloseReasonShape = Type.Object({ code: Type.String(), name: Type.String(), active: Type.Boolean() });

export const SlaTargetShape = Type.Object({
  severity: StringEnum(SEVERITIES),
  takeMinutes: Type.Integer(),
  closeMinutes: Type.Integer(),
});

export const SeverityRuleShape = Type.Object({
  classificationId: Type.Integer(),
  categoryName: Type.String(),
  subcategoryName: Type.String(),
  classificationName: Type.String(),
  severity: StringEnum(SEVERITIES),
});

export const ResponseTemplateShape = Type.Object({ id: Type.Integer(), title: Type.String(), body: Type.String() });

/** How many open events each saved view (QUEUE_VIEWS) holds for the caller. */
export const QueueCountsShape = Type.Object({
  mine: Type.Integer(),
  unassigned: Type.Integer(),
  'at-risk': Type.Integer(),
  open: Type.Integer(),
});
