// Triage, closing and the lists ADMIN keeps (issue 23): one schema per body, for forms and server.
import { boolean, number, object, string } from 'yup';
import {
  CLOSE_REASON_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  LANE_STATES,
  REOPEN_REASON_MAX_LENGTH,
  SEVERITIES,
  SLA_MAX_MINUTES,
  TEMPLATE_TITLE_MAX_LENGTH,
} from '../constants';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';
import { oneOfText } from './text';

const severity = (m: ValidationMessages) => oneOfText(m, SEVERITIES, 20);
const lane = (m: ValidationMessages) => oneOfText(m, LANE_STATES, 20);
/** One carriageway's lanes (NONE/PARTIAL/ALL): triage's, and the lanes a planned work closes. */
export const laneStateSchema = lane;

/** PUT /api/ticket/{id}/triage: severity and/or lanes blocked per direction. */
export function createTriageSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    severity: severity(m).optional(),
    lanesBlocked: object({ NORTH: lane(m).optional(), SOUTH: lane(m).optional() })
      .typeError(m.oneOf)
      .noUnknown(m.oneOf)
      .default(undefined)
      .optional(),
  })
    .noUnknown(m.oneOf)
    .test('something', m.required, (value) => value.severity !== undefined || value.lanesBlocked !== undefined);
}

/** POST /api/ticket/{id}/reopen: why a closed event is worked again. */
export function createReopenSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    reason: string().typeError(m.required).max(REOPEN_REASON_MAX_LENGTH, m.maxLength(REOPEN_REASON_MAX_LENGTH)).trim().required(m.required),
  });
}

/** POST /api/close-reason and PUT /api/close-reason/{code}. */
export function createCloseReasonSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    name: string().typeError(m.required).max(CLOSE_REASON_MAX_LENGTH, m.maxLength(CLOSE_REASON_MAX_LENGTH)).trim().required(m.required),
    active: boolean().typeError(m.oneOf).default(true),
  });
}

const minutes = (m: ValidationMessages) =>
  number().typeError(m.number).integer(m.number).min(1, m.number).max(SLA_MAX_MINUTES, m.slaMax(SLA_MAX_MINUTES)).required(m.required);

/** PUT /api/sla-target/{severity}: minutes to take and to close; taking comes first. */
export function createSlaTargetSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    takeMinutes: minutes(m),
    closeMinutes: minutes(m).test('after-take', m.slaOrder, function check(value) {
      const take = this.parent.takeMinutes as unknown;
      return typeof take !== 'number' || value === undefined || value >= take;
    }),
  });
}

/** PUT /api/severity-rule/{classificationId}. */
export function createSeverityRuleSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({ severity: severity(m).required(m.required) });
}

/** POST /api/response-template and PUT /api/response-template/{id}: plain text. */
export function createResponseTemplateSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    title: string()
      .typeError(m.required)
      .max(TEMPLATE_TITLE_MAX_LENGTH, m.maxLength(TEMPLATE_TITLE_MAX_LENGTH))
      .trim()
      .required(m.required),
    body: string().typeError(m.required).max(COMMENT_MAX_LENGTH, m.maxLength(COMMENT_MAX_LENGTH)).trim().required(m.required),
  });
}
