// A service standard as the API sends it (critical events, every classification): a test names
// only what it is about.
import type { ServiceStandard } from '@vigia/domain';

export const makeStandard = (over: Partial<ServiceStandard> = {}): ServiceStandard => ({
  id: 1,
  severity: 'CRITICAL',
  classificationId: null,
  classificationName: null,
  onSceneMinutes: 30,
  lanesOpenMinutes: null,
  clearedMinutes: 120,
  inspectorNoticeMinutes: 15,
  effectiveFrom: '2026-01-01',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
