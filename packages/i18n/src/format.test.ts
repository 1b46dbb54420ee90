import { act, renderHook } from '@testing-library/react';
import { TIME_ZONE, formatAge, formatDate, formatDateTime, formatKm, formatNumber, formatTime, useNow } from './index';

// 03:29 UTC on 19 November 2026 is 00:29 in Santiago (summer time, UTC−3).
const LATE_NIGHT = '2026-11-19T03:29:00.000Z';
// 16:05 UTC on 10 July 2026 is 12:05 in Santiago (winter time, UTC−4).
const WINTER_NOON = '2026-07-10T16:05:00.000Z';

describe('formatDateTime', () => {
  it('writes Spanish dates as es-CL, 24-hour, four-digit year, in Chile time', () => {
    expect(TIME_ZONE).toBe('America/Santiago');
    expect(formatDateTime(LATE_NIGHT, 'es')).toBe('19-11-2026 00:29');
    expect(formatDateTime(WINTER_NOON, 'es')).toBe('10-07-2026 12:05');
    expect(formatDateTime('2026-11-19T17:45:00.000Z', 'es')).toBe('19-11-2026 14:45');
  });

  it('never writes a. m. or p. m.', () => {
    for (let hour = 0; hour < 24; hour++) {
      const text = formatDateTime(new Date(Date.UTC(2026, 0, 5, hour, 7)), 'es');
      expect(text).not.toMatch(/[ap]\.\s?m\./i);
      expect(text).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    }
  });

  it('writes English dates day first with slashes, also 24-hour', () => {
    expect(formatDateTime(LATE_NIGHT, 'en')).toBe('19/11/2026 00:29');
    expect(formatDateTime(new Date('2026-11-19T20:00:00Z'), 'en')).toBe('19/11/2026 17:00');
  });

  it('gives back what is not a date', () => {
    expect(formatDateTime('not a date', 'es')).toBe('not a date');
  });
});

describe('formatDate and formatTime', () => {
  it('formats the day in Chile time', () => {
    // 02:00 UTC on the 20th is still the 19th in Santiago.
    expect(formatDate('2026-11-20T02:00:00Z', 'es')).toBe('19-11-2026');
    expect(formatDate('2026-11-20T02:00:00Z', 'en')).toBe('19/11/2026');
  });

  it('keeps a calendar date on its day', () => {
    expect(formatDate('2026-03-01', 'es')).toBe('01-03-2026');
    expect(formatDate('2026-03-01', 'en')).toBe('01/03/2026');
  });

  it('formats the time in 24-hour form', () => {
    expect(formatTime(LATE_NIGHT, 'es')).toBe('00:29');
    expect(formatTime('2026-11-19T21:10:00Z', 'en')).toBe('18:10');
  });
});

describe('formatAge', () => {
  const now = new Date('2026-11-19T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;

  it('says how long ago in Spanish', () => {
    expect(formatAge(ago(20_000), 'es', now)).toBe('hace un momento');
    expect(formatAge(ago(12 * MIN), 'es', now)).toBe('hace 12 min');
    expect(formatAge(ago(59 * MIN + 59_000), 'es', now)).toBe('hace 59 min');
    expect(formatAge(ago(60 * MIN), 'es', now)).toBe('hace 1 h');
    expect(formatAge(ago(30 * 60 * MIN), 'es', now)).toBe('hace 30 h');
    expect(formatAge(ago(3 * 24 * 60 * MIN), 'es', now)).toBe('hace 3 días');
  });

  it('says how long ago in English', () => {
    expect(formatAge(ago(20_000), 'en', now)).toBe('just now');
    expect(formatAge(ago(12 * MIN), 'en', now)).toBe('12 min ago');
    expect(formatAge(ago(5 * 60 * MIN), 'en', now.getTime())).toBe('5 h ago');
    expect(formatAge(ago(2 * 24 * 60 * MIN), 'en', now)).toBe('2 days ago');
  });

  it('reads a future time (clock skew) as just now', () => {
    expect(formatAge(new Date(now.getTime() + 5 * MIN), 'es', now)).toBe('hace un momento');
  });
});

describe('formatNumber', () => {
  it('uses each language’s separators', () => {
    expect(formatNumber(2.5, 'es')).toBe('2,5');
    expect(formatNumber(12345.5, 'es')).toBe('12.345,5');
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
  });
});

describe('formatKm', () => {
  it("writes a kilometre post with the language's decimal mark, no grouping, whole km bare", () => {
    expect(formatKm(411.5, 'es')).toBe('411,5');
    expect(formatKm(411.5, 'es-CL')).toBe('411,5');
    expect(formatKm(411.5, 'en')).toBe('411.5');
    expect(formatKm(415, 'es')).toBe('415');
    expect(formatKm(415, 'en')).toBe('415');
    expect(formatKm(411.25, 'es')).toBe('411,25');
    expect(formatKm(1410.5, 'es')).toBe('1410,5');
    expect(formatKm(1410.5, 'en')).toBe('1410.5');
    expect(formatKm(560.2, undefined)).toBe('560,2');
  });
});

describe('useNow', () => {
  afterEach(() => jest.useRealTimers());

  it('moves on every interval', () => {
    jest.useFakeTimers({ now: new Date('2026-11-19T12:00:00Z') });
    const { result } = renderHook(() => useNow(1000));
    const first = result.current;
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(first + 1000);
  });
});
