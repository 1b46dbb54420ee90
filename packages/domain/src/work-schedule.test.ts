// Planned works' schedules in Santiago time (issue 41), across both clock changes of 2026: back on
// Sunday 5 April (00:00 -03:00 becomes 23:00 -04:00 of the 4th), forward on Sunday 6 September
// (00:00 -04:00 becomes 01:00 -03:00).
import { expandSchedule, santiagoWallToInstant, toSantiagoIso, type DailySchedule } from './work-schedule';

const daily = (over: Partial<DailySchedule>): DailySchedule => ({
  from: '2026-09-07',
  to: '2026-09-07',
  days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
  windowStart: '09:00',
  windowEnd: '17:00',
  ...over,
});
const hours = (period: { start: string; end: string }) => (Date.parse(period.end) - Date.parse(period.start)) / 3_600_000;

describe('expandSchedule', () => {
  it('writes each window with its Santiago offset', () => {
    expect(expandSchedule(daily({}))).toEqual([{ start: '2026-09-07T09:00:00-03:00', end: '2026-09-07T17:00:00-03:00' }]);
  });

  it('keeps only the days named, `to` included: Monday to Friday for three weeks is 15 windows', () => {
    const periods = expandSchedule(daily({ from: '2026-10-05', to: '2026-10-25', days: ['MON', 'TUE', 'WED', 'THU', 'FRI'] }));
    expect(periods).toHaveLength(15);
    expect(periods[0]!.start).toBe('2026-10-05T09:00:00-03:00');
    expect(periods.at(-1)!.end).toBe('2026-10-23T17:00:00-03:00');
    expect(periods.map((p) => new Date(p.start).getUTCDay())).not.toContain(0);
  });

  it('moves from -03:00 to -04:00 across the first Sunday of April, each window 8 real hours', () => {
    const periods = expandSchedule(daily({ from: '2026-04-03', to: '2026-04-06' }));
    expect(periods.map((p) => p.start)).toEqual([
      '2026-04-03T09:00:00-03:00',
      '2026-04-04T09:00:00-03:00',
      '2026-04-05T09:00:00-04:00',
      '2026-04-06T09:00:00-04:00',
    ]);
    expect(periods.map(hours)).toEqual([8, 8, 8, 8]);
  });

  it('moves from -04:00 to -03:00 across the first Sunday of September', () => {
    const periods = expandSchedule(daily({ from: '2026-09-05', to: '2026-09-06' }));
    expect(periods).toEqual([
      { start: '2026-09-05T09:00:00-04:00', end: '2026-09-05T17:00:00-04:00' },
      { start: '2026-09-06T09:00:00-03:00', end: '2026-09-06T17:00:00-03:00' },
    ]);
  });

  it('reads a wall time of the skipped hour with the offset before the change (moved forward)', () => {
    expect(expandSchedule(daily({ from: '2026-09-06', to: '2026-09-06', windowStart: '00:30', windowEnd: '03:00' }))).toEqual([
      { start: '2026-09-06T01:30:00-03:00', end: '2026-09-06T03:00:00-03:00' },
    ]);
  });

  it('moves a window wholly in the skipped hour forward by the gap, and drops one left empty', () => {
    const moved = expandSchedule(daily({ from: '2026-09-05', to: '2026-09-07', windowStart: '00:15', windowEnd: '00:45' }));
    expect(moved.map((p) => p.start)).toEqual(['2026-09-05T00:15:00-04:00', '2026-09-06T01:15:00-03:00', '2026-09-07T00:15:00-03:00']);
    // 00:30 reads as 01:30, after 01:00: nothing is left of that window on the Sunday.
    const empty = expandSchedule(daily({ from: '2026-09-05', to: '2026-09-07', windowStart: '00:30', windowEnd: '01:00' }));
    expect(empty.map((p) => p.start)).toEqual(['2026-09-05T00:30:00-04:00', '2026-09-07T00:30:00-03:00']);
  });

  it('takes the first of a repeated wall time (the earlier offset)', () => {
    expect(expandSchedule(daily({ from: '2026-04-04', to: '2026-04-04', windowStart: '23:00', windowEnd: '23:30' }))).toEqual([
      { start: '2026-04-04T23:00:00-03:00', end: '2026-04-04T23:30:00-03:00' },
    ]);
  });

  it('ends an overnight window on the next day, across the change: 22:00–06:00 is 9 real hours that night', () => {
    const [night] = expandSchedule(daily({ from: '2026-04-04', to: '2026-04-04', windowStart: '22:00', windowEnd: '06:00' }));
    expect(night).toEqual({ start: '2026-04-04T22:00:00-03:00', end: '2026-04-05T06:00:00-04:00' });
    expect(hours(night!)).toBe(9);
  });

  it('writes one period given in any offset in Santiago time', () => {
    expect(expandSchedule({ start: '2026-09-07T12:00:00Z', end: '2026-09-07T20:30:00Z' })).toEqual([
      { start: '2026-09-07T09:00:00-03:00', end: '2026-09-07T17:30:00-03:00' },
    ]);
    expect(expandSchedule({ start: '2026-09-07T12:00:00Z', end: '2026-09-07T11:00:00Z' })).toEqual([]);
  });

  it('stops at 366 days however far `to` is', () => {
    expect(expandSchedule(daily({ from: '2026-01-01', to: '2099-12-31' }))).toHaveLength(366);
  });
});

describe('santiagoWallToInstant', () => {
  it('agrees with the platform round trip on ordinary times', () => {
    const instant = santiagoWallToInstant(Date.UTC(2026, 6, 15, 9, 0));
    expect(toSantiagoIso(instant)).toBe('2026-07-15T09:00:00-04:00');
  });
});
