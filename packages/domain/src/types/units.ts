// Dispatch (issue 38): units, their kinds, history and a ticket's dispatch options.
import type { Static } from '@sinclair/typebox';
import type {
  DispatchOptionShape,
  EventUnitShape,
  UnitArrivalStatisticShape,
  UnitHistoryEntryShape,
  UnitKindShape,
  UnitPositionAnswerShape,
  UnitShape,
} from '../shapes/units';

export type Unit = Static<typeof UnitShape>;
export type UnitKind = Static<typeof UnitKindShape>;
export type UnitHistoryEntry = Static<typeof UnitHistoryEntryShape>;
export type UnitPositionAnswer = Static<typeof UnitPositionAnswerShape>;
export type DispatchOption = Static<typeof DispatchOptionShape>;
export type EventUnit = Static<typeof EventUnitShape>;
export type UnitArrivalStatistic = Static<typeof UnitArrivalStatisticShape>;
