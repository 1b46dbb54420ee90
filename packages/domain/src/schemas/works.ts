// Planned works (issue 41): the bodies of /api/works, for the form and the server. The schedule is
// one period (ISO times with an offset) or daily windows in Santiago wall-clock time between two
// dates (`to` included); its expansion into periods is ../work-schedule.ts.
import { array, boolean, number, object, string, type AnySchema, type TestContext } from 'yup';
import { ORIENTATIONS, ROAD_KM_MAX, ROAD_KM_MIN, MAX_INT } from '../constants';
import {
  expandSchedule,
  parseCalendarDate,
  parseWallTime,
  scheduleDays,
  WEEK_DAYS,
  WORK_PERIODS_MAX,
  type WorkSchedule,
} from '../work-schedule';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';
import { oneOfText } from './text';
import { laneStateSchema } from './triage';

export const WORK_TITLE_MAX_LENGTH = 120;
export const WORK_CONTRACTOR_MAX_LENGTH = 120;
export const WORK_CONTACT_MAX_LENGTH = 200;
export const WORK_REASON_MAX_LENGTH = 1000;
export const WORK_SPEED_MIN = 10;
export const WORK_SPEED_MAX = 120;
/** An ISO time with seconds optional, a fraction optional and an offset required (Z or ±HH:MM). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_TIME_MAX_LENGTH = 32;

/** The texts of the rules only works have (Spanish; a form may pass its own language). */
export interface WorkMessages {
  kmOrder: string;
  timeFormat: string;
  dateFormat: string;
  wallTimeFormat: string;
  endAfterStart: string;
  toAfterFrom: string;
  sameWindow: string;
  tooLong: (max: number) => string;
  noPeriods: string;
  lanesOutside: string;
}

export const WORK_MESSAGES: WorkMessages = {
  kmOrder: 'El kilómetro final no puede ser menor que el inicial',
  timeFormat: 'Indique fecha y hora con zona horaria (ISO 8601)',
  dateFormat: 'Indique una fecha válida (AAAA-MM-DD)',
  wallTimeFormat: 'Indique una hora válida (HH:MM)',
  endAfterStart: 'El término debe ser posterior al inicio',
  toAfterFrom: 'La fecha final no puede ser anterior a la inicial',
  sameWindow: 'La hora de término debe ser distinta de la de inicio',
  tooLong: (max) => `El horario no puede abarcar más de ${max} días`,
  noPeriods: 'El horario no tiene ningún período: revise los días de la semana',
  lanesOutside: 'Solo puede cerrar pistas de las calzadas de la faena',
};

const DAY = 86_400_000;

const text = (m: ValidationMessages, max: number) => string().typeError(m.required).max(max, m.maxLength(max)).trim().required(m.required);
const km = (m: ValidationMessages) =>
  number()
    .typeError(m.number)
    .min(ROAD_KM_MIN, m.kilometerMin(ROAD_KM_MIN))
    .max(ROAD_KM_MAX, m.kilometerMax(ROAD_KM_MAX))
    .required(m.required);
const isoTime = (w: WorkMessages) =>
  string()
    .typeError(w.timeFormat)
    .max(ISO_TIME_MAX_LENGTH, w.timeFormat)
    .matches(ISO_TIME, w.timeFormat)
    .test('real', w.timeFormat, (value) => value === undefined || Number.isFinite(Date.parse(value)));
const calendarDate = (w: WorkMessages) =>
  string()
    .typeError(w.dateFormat)
    .max(10, w.dateFormat)
    .test('date', w.dateFormat, (value) => value === undefined || parseCalendarDate(value) !== null);
const wallTime = (w: WorkMessages) =>
  string()
    .typeError(w.wallTimeFormat)
    .max(5, w.wallTimeFormat)
    .test('time', w.wallTimeFormat, (value) => value === undefined || parseWallTime(value) !== null);

/**
 * A field of one kind of schedule: required in that kind, refused in the other. The kind is daily
 * when `from` is sent. (One object rather than yup's lazy(): the server measures lengths on plain
 * field schemas before validating.)
 */
function onlyIn<S extends AnySchema>(daily: boolean, schema: S, m: ValidationMessages) {
  return schema.optional().test('kind', m.required, function kind(this: TestContext, value: unknown) {
    if ((this.parent.from !== undefined) !== daily) return value === undefined || this.createError({ message: m.oneOf });
    return value !== undefined;
  });
}

/** The schedule: daily windows when it names `from`, one period otherwise. */
export function workScheduleSchema(m: ValidationMessages = SPANISH_MESSAGES, w: WorkMessages = WORK_MESSAGES) {
  return object({
    start: onlyIn(false, isoTime(w), m),
    end: onlyIn(
      false,
      isoTime(w)
        .test('after', w.endAfterStart, function after(value) {
          const start = Date.parse(String(this.parent.start));
          return value === undefined || !Number.isFinite(start) || Date.parse(value) > start;
        })
        .test('span', w.tooLong(WORK_PERIODS_MAX), function span(value) {
          const start = Date.parse(String(this.parent.start));
          return value === undefined || !Number.isFinite(start) || Date.parse(value) - start <= WORK_PERIODS_MAX * DAY;
        }),
      m,
    ),
    from: calendarDate(w).optional(),
    to: onlyIn(
      true,
      calendarDate(w)
        .test('order', w.toAfterFrom, function order(value) {
          const [from, to] = [parseCalendarDate(String(this.parent.from)), parseCalendarDate(String(value))];
          return from === null || to === null || to >= from;
        })
        .test('span', w.tooLong(WORK_PERIODS_MAX), function span(value) {
          const [from, to] = [parseCalendarDate(String(this.parent.from)), parseCalendarDate(String(value))];
          return from === null || to === null || scheduleDays(from, to) <= WORK_PERIODS_MAX;
        }),
      m,
    ),
    days: onlyIn(
      true,
      array(oneOfText(m, WEEK_DAYS, 3).required(m.required))
        .typeError(m.oneOf)
        .min(1, m.required)
        .max(WEEK_DAYS.length, m.oneOf)
        .test('unique', m.oneOf, (value) => !value || new Set(value).size === value.length),
      m,
    ),
    windowStart: onlyIn(true, wallTime(w), m),
    windowEnd: onlyIn(
      true,
      wallTime(w).test('differs', w.sameWindow, function differs(value) {
        return value === undefined || value !== this.parent.windowStart;
      }),
      m,
    ),
  })
    .typeError(m.required)
    .noUnknown(m.oneOf)
    .required(m.required)
    .test('periods', w.noPeriods, (value) => {
      // A daily schedule whose fields are right (its span capped) yet with no day at all.
      if (value.from === undefined) return true;
      const [from, to] = [parseCalendarDate(String(value.from)), parseCalendarDate(String(value.to))];
      if (from === null || to === null || to < from || scheduleDays(from, to) > WORK_PERIODS_MAX) return true;
      if (
        !Array.isArray(value.days) ||
        parseWallTime(String(value.windowStart)) === null ||
        parseWallTime(String(value.windowEnd)) === null
      )
        return true;
      return expandSchedule(value as WorkSchedule).length > 0;
    });
}

/** POST /api/works and PUT /api/works/{id} (SUPERVISOR, ADMIN). */
export function workSchema(m: ValidationMessages = SPANISH_MESSAGES, w: WorkMessages = WORK_MESSAGES) {
  return object({
    title: text(m, WORK_TITLE_MAX_LENGTH),
    kmFrom: km(m),
    kmTo: km(m).test('order', w.kmOrder, function order(value) {
      const from = this.parent.kmFrom as unknown;
      return typeof from !== 'number' || value >= from;
    }),
    orientations: array(oneOfText(m, ORIENTATIONS, 5).required(m.required))
      .typeError(m.orientationRequired)
      .min(1, m.orientationRequired)
      .max(ORIENTATIONS.length, m.oneOf)
      .test('unique', m.oneOf, (value) => !value || new Set(value).size === value.length)
      .required(m.orientationRequired),
    lanesClosed: object({ NORTH: laneStateSchema(m).required(m.required), SOUTH: laneStateSchema(m).required(m.required) })
      .typeError(m.oneOf)
      .noUnknown(m.oneOf)
      .required(m.required)
      .test('inside', w.lanesOutside, function inside(value) {
        const orientations = this.parent.orientations as unknown;
        if (!Array.isArray(orientations)) return true;
        return ORIENTATIONS.every((side) => orientations.includes(side) || value[side] === 'NONE');
      }),
    shoulderClosed: boolean().typeError(m.oneOf).default(false),
    speedLimit: number()
      .typeError(m.number)
      .integer(m.number)
      .min(WORK_SPEED_MIN, m.number)
      .max(WORK_SPEED_MAX, m.number)
      .nullable()
      .default(null),
    contractor: text(m, WORK_CONTRACTOR_MAX_LENGTH),
    contact: text(m, WORK_CONTACT_MAX_LENGTH),
    schedule: workScheduleSchema(m, w),
    version: number().typeError(m.number).integer(m.number).min(1, m.number).max(MAX_INT, m.number).optional(),
  }).noUnknown(m.oneOf);
}

/** POST /api/works/{id}/reject (INSPECTOR): why. */
export function workRejectSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    reason: text(m, WORK_REASON_MAX_LENGTH),
    version: number().typeError(m.number).integer(m.number).min(1, m.number).max(MAX_INT, m.number).optional(),
  }).noUnknown(m.oneOf);
}
