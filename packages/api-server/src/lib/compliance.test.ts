// Compliance on a fixture checked by hand: a standard changed mid-month, one for a classification
// beating its severity's, met (on the limit too), breached (even with another milestone missing),
// not measurable, an event no standard covers, and a standard of an earlier year left alone.
import type { StandardTime } from '@vigia/domain';
import { measureCompliance, standardsInForceDuring, type MeasuredEvent, type StandardRule } from './compliance.ts';

const limits = (onScene: number | null, lanes: number | null, cleared: number | null, notice: number | null) => ({
  ON_SCENE: onScene,
  LANES_OPEN: lanes,
  CLEARED: cleared,
  INSPECTOR_NOTICE: notice,
});

/** A standard's expected figures; each time as [time, limit, measured, met, breached, not measurable]. */
const standardFigures = (standardId: number, events: number, times: [StandardTime, number, number, number, number, number][]) => ({
  standardId,
  events,
  times: times.map(([time, limitMinutes, measured, met, breached, notMeasurable]) => ({
    time,
    limitMinutes,
    measured,
    met,
    breached,
    notMeasurable,
  })),
});

const S0: StandardRule = {
  id: 10,
  severity: 'CRITICAL',
  classificationId: null,
  effectiveFrom: '2025-06-01',
  limits: limits(45, 120, 180, 60),
};
const S1: StandardRule = {
  id: 11,
  severity: 'CRITICAL',
  classificationId: null,
  effectiveFrom: '2026-01-01',
  limits: limits(30, 90, 120, 30),
};
const S2: StandardRule = {
  id: 12,
  severity: 'CRITICAL',
  classificationId: null,
  effectiveFrom: '2026-03-15',
  limits: limits(20, 60, 100, null),
};
const S3: StandardRule = {
  id: 13,
  severity: 'CRITICAL',
  classificationId: 7,
  effectiveFrom: '2026-02-01',
  limits: limits(15, null, 60, null),
};
const S4: StandardRule = {
  id: 14,
  severity: 'MINOR',
  classificationId: null,
  effectiveFrom: '2026-04-01',
  limits: limits(null, null, 4320, null),
};
const STANDARDS = [S0, S1, S2, S3, S4];

/** An event reported at `reportedAt`, each time reached that many minutes later (null: never). */
function event(
  id: number,
  day: string,
  reportedAt: string,
  minutes: Partial<Record<StandardTime, number>>,
  more: Partial<MeasuredEvent> = {},
): MeasuredEvent {
  const t0 = new Date(reportedAt);
  const at = (m: number | undefined) => (m === undefined ? null : new Date(t0.getTime() + m * 60_000));
  return {
    id,
    severity: 'CRITICAL',
    classificationId: 1,
    day,
    reportedAt: t0,
    reached: {
      ON_SCENE: at(minutes.ON_SCENE),
      LANES_OPEN: at(minutes.LANES_OPEN),
      CLEARED: at(minutes.CLEARED),
      INSPECTOR_NOTICE: at(minutes.INSPECTOR_NOTICE),
    },
    ...more,
  };
}

const MARCH = [
  // S1: on scene in time, lanes late, never cleared, inspector told in time.
  event(1, '2026-03-10', '2026-03-10T13:00:00Z', { ON_SCENE: 25, LANES_OPEN: 95, INSPECTOR_NOTICE: 10 }),
  // S2 (from the 15th): late on scene, lanes never opened, cleared exactly on the limit.
  event(2, '2026-03-20', '2026-03-20T13:00:00Z', { ON_SCENE: 25, CLEARED: 100 }),
  // S3 (its classification beats S1 and S2): late on scene by a minute, cleared in time.
  event(3, '2026-03-05', '2026-03-05T13:00:00Z', { ON_SCENE: 16, CLEARED: 59.5 }, { classificationId: 7 }),
  // No standard: MINOR's first starts in April.
  event(4, '2026-03-05', '2026-03-05T14:00:00Z', { CLEARED: 10 }, { severity: 'MINOR' }),
  // Reported late on the 14th (Chile): still S1, though the UTC date is the 15th.
  event(5, '2026-03-14', '2026-03-15T02:30:00Z', { ON_SCENE: 31, LANES_OPEN: 90, CLEARED: 200 }),
];

describe('measureCompliance', () => {
  const march = standardsInForceDuring(STANDARDS, '2026-03-01', '2026-03-31');

  it('lists the standards in force during the month: the last before it, those starting in it', () => {
    expect(march.map((s) => s.id)).toEqual([11, 12, 13]);
  });

  it('counts met, breached and not measurable per standard and time', () => {
    const figures = measureCompliance(march, MARCH);
    expect(figures.events).toBe(5);
    expect(figures.withoutStandard).toBe(1);
    expect(figures.standards).toEqual([
      standardFigures(11, 2, [
        ['ON_SCENE', 30, 2, 1, 1, 0],
        ['LANES_OPEN', 90, 2, 1, 1, 0],
        ['CLEARED', 120, 2, 0, 1, 1],
        ['INSPECTOR_NOTICE', 30, 2, 1, 0, 1],
      ]),
      standardFigures(12, 1, [
        ['ON_SCENE', 20, 1, 0, 1, 0],
        ['LANES_OPEN', 60, 1, 0, 0, 1],
        ['CLEARED', 100, 1, 1, 0, 0],
      ]),
      standardFigures(13, 1, [
        ['ON_SCENE', 15, 1, 0, 1, 0],
        ['CLEARED', 60, 1, 1, 0, 0],
      ]),
    ]);
    expect(figures.breaches.map((b) => [b.ticketId, b.standardId, b.time, b.limitMinutes, b.actualMinutes])).toEqual([
      [1, 11, 'LANES_OPEN', 90, 95],
      [2, 12, 'ON_SCENE', 20, 25],
      [3, 13, 'ON_SCENE', 15, 16],
      [5, 11, 'ON_SCENE', 30, 31],
      [5, 11, 'CLEARED', 120, 200],
    ]);
  });

  it('measures a past month against the standard then in force, whatever came later', () => {
    const december = event(6, '2025-12-10', '2025-12-10T13:00:00Z', { ON_SCENE: 40 });
    const figures = measureCompliance(standardsInForceDuring(STANDARDS, '2025-12-01', '2025-12-31'), [december]);
    expect(figures.standards).toHaveLength(1);
    expect(figures.standards[0]).toMatchObject({ standardId: 10, events: 1 });
    expect(figures.standards[0]!.times[0]).toEqual({
      time: 'ON_SCENE',
      limitMinutes: 45,
      measured: 1,
      met: 1,
      breached: 0,
      notMeasurable: 0,
    });
    expect(figures.breaches).toEqual([]);
  });
});
