// A service standard's body (issue 40 item 1), for the standards tests and the route proofs.
import { localDay } from '../src/repositories/reports';

/** The Chilean day `days` from now. */
export const dayOffset = (days: number) => localDay(new Date(Date.now() + days * 86_400_000));

/** A standard for MAJOR events of every classification, in force in 30 days. */
export const newStandard = (over: Record<string, unknown> = {}) => ({
  severity: 'MAJOR',
  classificationId: null,
  onSceneMinutes: 40,
  lanesOpenMinutes: 150,
  clearedMinutes: 200,
  inspectorNoticeMinutes: 30,
  effectiveFrom: dayOffset(30),
  ...over,
});
