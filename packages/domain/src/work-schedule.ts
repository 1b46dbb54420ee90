// Planned works (issue 41): a schedule expanded into its periods, in America/Santiago wall-clock
// time. Offsets come from the platform's time-zone data (Intl), never from a table of our own.
//
// The rule on the days the clocks change (Chile: back on the first Sunday of April, forward on the
// first Sunday of September, both at midnight), as RFC 5545 and Temporal's "compatible" do:
// - a wall time that does not exist (it falls in the skipped hour) is read with the offset before
//   the change, i.e. moved forward by the gap: 00:30 on the September Sunday is 01:30-03:00;
// - a wall time that exists twice (the repeated hour) is its first occurrence (the earlier offset);
// - so a window inside the skipped hour moves forward by the gap (00:15–00:45 is 01:15–01:45), and
//   one that this leaves empty (00:30–01:00: 01:30 is after 01:00) does not happen that day.
// A window whose end is not after its start on the clock (22:00–06:00) ends on the next day.

export const SANTIAGO_TIME_ZONE = 'America/Santiago';
export const WEEK_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
/** The most periods (and days of a daily schedule) one work may have: a year's worth. */
export const WORK_PERIODS_MAX = 366;

export interface OnePeriodSchedule {
  start: string;
  end: string;
}
export interface DailySchedule {
  from: string;
  to: string;
  days: WeekDay[];
  windowStart: string;
  windowEnd: string;
}
export type WorkSchedule = OnePeriodSchedule | DailySchedule;
export interface WorkPeriod {
  start: string;
  end: string;
}

export const isDailySchedule = (schedule: WorkSchedule): schedule is DailySchedule => 'from' in schedule;

const MINUTE = 60_000;
const DAY = 86_400_000;
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: SANTIAGO_TIME_ZONE, timeZoneName: 'longOffset' });

/** The Santiago offset at an instant, in minutes east of UTC ("GMT-03:00" → -180). */
export function santiagoOffsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 0; // "GMT" alone: UTC
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** An instant as an ISO time with its Santiago offset: 2026-09-07T09:00:00-03:00. */
export function toSantiagoIso(instant: number): string {
  const offset = santiagoOffsetMinutes(instant);
  const wall = new Date(instant + offset * MINUTE);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/**
 * The instant of a Santiago wall time (given as if it were UTC, in ms), by the rule above: the
 * offsets a day before and after are the only candidates (a change is never closer than that).
 */
export function santiagoWallToInstant(wallAsUtc: number): number {
  const before = santiagoOffsetMinutes(wallAsUtc - DAY);
  const after = santiagoOffsetMinutes(wallAsUtc + DAY);
  const valid = [before, after]
    .map((offset) => wallAsUtc - offset * MINUTE)
    .filter((instant) => santiagoOffsetMinutes(instant) * MINUTE === wallAsUtc - instant);
  if (valid.length === 0) return wallAsUtc - before * MINUTE; // skipped: the offset before the change
  return Math.min(...valid); // repeated: the first occurrence
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A calendar date (YYYY-MM-DD) as midnight UTC in ms; null when it is not a real date. */
export function parseCalendarDate(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = Date.UTC(year, month - 1, day);
  const check = new Date(value);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? value : null;
}

/** A wall-clock time (HH:MM, 24 h) as minutes after midnight; null otherwise. */
export function parseWallTime(text: string): number | null {
  const match = TIME.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Days from `from` to `to`, both included (0 or less: `to` comes first). */
export function scheduleDays(from: number, to: number): number {
  return Math.round((to - from) / DAY) + 1;
}

/** The weekday of a calendar date (midnight UTC in ms). */
export const weekDayOf = (date: number): WeekDay => WEEK_DAYS[(new Date(date).getUTCDay() + 6) % 7]!;

/**
 * A schedule's periods, oldest first, each with its Santiago offset. The schedule must be valid
 * (the body schema checks it): dates and times that do not parse give no periods. Linear in the
 * number of days, which the schema caps at WORK_PERIODS_MAX.
 */
export function expandSchedule(schedule: WorkSchedule): WorkPeriod[] {
  if (!isDailySchedule(schedule)) {
    const start = Date.parse(schedule.start);
    const end = Date.parse(schedule.end);
    return Number.isFinite(start) && Number.isFinite(end) && end > start ? [{ start: toSantiagoIso(start), end: toSantiagoIso(end) }] : [];
  }
  const from = parseCalendarDate(schedule.from);
  const to = parseCalendarDate(schedule.to);
  const windowStart = parseWallTime(schedule.windowStart);
  const windowEnd = parseWallTime(schedule.windowEnd);
  if (from === null || to === null || windowStart === null || windowEnd === null || windowStart === windowEnd) return [];
  const days = new Set(schedule.days);
  const overnight = windowEnd < windowStart;
  const periods: WorkPeriod[] = [];
  const count = Math.min(scheduleDays(from, to), WORK_PERIODS_MAX);
  for (let index = 0; index < count; index += 1) {
    const date = from + index * DAY;
    if (!days.has(weekDayOf(date))) continue;
    const start = santiagoWallToInstant(date + windowStart * MINUTE);
    const end = santiagoWallToInstant(date + (overnight ? DAY : 0) + windowEnd * MINUTE);
    if (end > start) periods.push({ start: toSantiagoIso(start), end: toSantiagoIso(end) });
  }
  return periods;
}
