// The form's values and the body they send. Times are typed as Santiago wall-clock times (what a
// planner reads on the road), and sent with their Santiago offset. Validation is the domain's body
// schema (the one the server runs), its errors moved onto the form's fields.
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { LaneState, Orientation, ValidationMessages, Work, WorkInput } from '@vigia/domain';
import { workSchema } from '@vigia/domain/schemas';
import {
  isDailySchedule,
  parseCalendarDate,
  parseWallTime,
  santiagoWallToInstant,
  toSantiagoIso,
  type WeekDay,
  type WorkSchedule,
} from '@vigia/domain/work-schedule';

export type ScheduleKind = 'PERIOD' | 'DAILY';

export interface WorkFormValues {
  title: string;
  kmFrom: string;
  kmTo: string;
  orientations: Orientation[];
  lanesClosed: { NORTH: LaneState; SOUTH: LaneState };
  shoulderClosed: boolean;
  speedLimit: string;
  contractor: string;
  contact: string;
  kind: ScheduleKind;
  /** datetime-local values (YYYY-MM-DDTHH:MM), Santiago time. */
  start: string;
  end: string;
  from: string;
  to: string;
  days: WeekDay[];
  windowStart: string;
  windowEnd: string;
}

export const EMPTY_WORK: WorkFormValues = {
  title: '',
  kmFrom: '',
  kmTo: '',
  orientations: ['NORTH', 'SOUTH'],
  lanesClosed: { NORTH: 'PARTIAL', SOUTH: 'PARTIAL' },
  shoulderClosed: false,
  speedLimit: '',
  contractor: '',
  contact: '',
  kind: 'DAILY',
  start: '',
  end: '',
  from: '',
  to: '',
  days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  windowStart: '09:00',
  windowEnd: '17:00',
};

/** "2026-09-07T09:00" (Santiago) → "2026-09-07T09:00:00-03:00"; null when not a date and time. */
export function wallToIso(text: string): string | null {
  const [date, time] = text.split('T');
  const day = parseCalendarDate(date ?? '');
  const minutes = parseWallTime((time ?? '').slice(0, 5));
  if (day === null || minutes === null) return null;
  return toSantiagoIso(santiagoWallToInstant(day + minutes * 60_000));
}

/** An instant → its Santiago wall time for a datetime-local input. */
export function isoToWall(iso: string): string {
  const instant = Date.parse(iso);
  return Number.isFinite(instant) ? toSantiagoIso(instant).slice(0, 16) : '';
}

const number = (text: string): number | undefined => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
};

/** What is sent: a field left empty is left out, so the schema names it as missing. */
export function toWorkInput(v: WorkFormValues): WorkInput {
  const schedule =
    v.kind === 'DAILY'
      ? { from: v.from, to: v.to, days: v.days, windowStart: v.windowStart, windowEnd: v.windowEnd }
      : { start: wallToIso(v.start) ?? v.start, end: wallToIso(v.end) ?? v.end };
  const speed = number(v.speedLimit);
  return {
    title: v.title,
    kmFrom: number(v.kmFrom) as number,
    kmTo: number(v.kmTo) as number,
    orientations: v.orientations,
    // A carriageway left out of the work closes nothing (the schema refuses anything else).
    lanesClosed: {
      NORTH: v.orientations.includes('NORTH') ? v.lanesClosed.NORTH : 'NONE',
      SOUTH: v.orientations.includes('SOUTH') ? v.lanesClosed.SOUTH : 'NONE',
    },
    shoulderClosed: v.shoulderClosed,
    speedLimit: v.speedLimit.trim() === '' ? null : (speed ?? (v.speedLimit as unknown as number)),
    contractor: v.contractor,
    contact: v.contact,
    schedule,
  };
}

/** A work as the form shows it. */
export function fromWork(work: Work): WorkFormValues {
  const s = work.schedule as WorkSchedule;
  const daily = isDailySchedule(s);
  return {
    title: work.title,
    kmFrom: String(work.kmFrom),
    kmTo: String(work.kmTo),
    orientations: [...work.orientations],
    lanesClosed: { ...work.lanesClosed },
    shoulderClosed: work.shoulderClosed,
    speedLimit: work.speedLimit === null ? '' : String(work.speedLimit),
    contractor: work.contractor,
    contact: work.contact,
    kind: daily ? 'DAILY' : 'PERIOD',
    start: daily ? '' : isoToWall(s.start),
    end: daily ? '' : isoToWall(s.end),
    from: daily ? s.from : EMPTY_WORK.from,
    to: daily ? s.to : EMPTY_WORK.to,
    days: daily ? [...s.days] : EMPTY_WORK.days,
    windowStart: daily ? s.windowStart : EMPTY_WORK.windowStart,
    windowEnd: daily ? s.windowEnd : EMPTY_WORK.windowEnd,
  };
}

interface YupError {
  name: string;
  path?: string;
  type?: string;
  message: string;
  inner?: YupError[];
}

/** The body schema's path → the form's field ("schedule.start" → "start"; the schedule as a whole → its kind). */
export const fieldOf = (path: string): string =>
  (path === 'schedule' ? 'kind' : path.startsWith('schedule.') ? path.slice('schedule.'.length) : path).replace(/\[\d+\]$/, '');

/** react-hook-form's resolver over the domain's body schema. */
export function workResolver(messages: ValidationMessages): Resolver<WorkFormValues> {
  const schema = workSchema(messages);
  return async (values) => {
    try {
      await schema.validate(toWorkInput(values), { abortEarly: false, strict: false });
      return { values, errors: {} };
    } catch (error) {
      const failed = error as YupError;
      if (failed.name !== 'ValidationError') throw error;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const inner of failed.inner && failed.inner.length > 0 ? failed.inner : [failed]) {
        const field = fieldOf(inner.path ?? '').replace(/\[\d+\]$/, '');
        errors[field] ??= { type: inner.type ?? 'validation', message: inner.message };
      }
      return { values: {}, errors: errors as FieldErrors<WorkFormValues> };
    }
  };
}
