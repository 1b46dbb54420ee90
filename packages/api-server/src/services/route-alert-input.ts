// The body of POST /api/alerts/subscribe, as JSON or as the /alertas page's form (every value a
// string, the carriageways as repeated `orientations`). Lengths are checked before anything else;
// every error names its field, so the page can show it beside that field.
import { ROAD_KM_MAX, ROAD_KM_MIN, SEVERITIES, type Orientation, type Severity } from '@vigia/domain';
import type { SubscriptionInput } from '../repositories/route-alerts.ts';

export interface FieldError {
  field: string;
  message: string;
}

export const EMAIL_MAX = 254;
const ORIENTATIONS: readonly Orientation[] = ['NORTH', 'SOUTH'];
// Linear: no part can match what another part matches (one @, no spaces).
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const ALERT_INPUT_MESSAGES = {
  emailRequired: 'Escriba su correo electrónico',
  emailTooLong: `El correo electrónico puede tener hasta ${EMAIL_MAX} caracteres`,
  emailInvalid: 'Escriba un correo electrónico válido, por ejemplo nombre@correo.cl',
  kmInvalid: `Escriba un kilómetro entre ${ROAD_KM_MIN} y ${ROAD_KM_MAX}`,
  kmOrder: 'El kilómetro final no puede ser menor que el inicial',
  orientations: 'Elija al menos una calzada',
  severity: 'Elija una gravedad de la lista',
  works: 'Debe ser sí o no',
  nothing: 'Elija incidentes, trabajos programados o ambos',
} as const;

function km(value: unknown): number | null {
  if (typeof value === 'string') {
    if (value.length > 10 || !/^\d{3}([.,]\d{1,3})?$/.test(value.trim())) return null;
    value = Number(value.trim().replace(',', '.'));
  }
  return typeof value === 'number' && Number.isFinite(value) && value >= ROAD_KM_MIN && value <= ROAD_KM_MAX ? value : null;
}

function orientations(value: unknown): Orientation[] | null {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.length < 1 || list.length > 2) return null;
  if (!list.every((o): o is Orientation => typeof o === 'string' && (ORIENTATIONS as readonly string[]).includes(o))) return null;
  return new Set(list).size === list.length ? ORIENTATIONS.filter((o) => list.includes(o)) : null;
}

function flag(value: unknown, fromForm: boolean): boolean | null {
  if (typeof value === 'boolean') return value;
  if (fromForm) return value === undefined || value === '' ? false : value === 'true' || value === 'on' ? true : null;
  return null;
}

/** The subscription, or the errors of every field (none thrown: the caller answers 400 or the page). */
export function readSubscription(
  body: Record<string, unknown>,
  fromForm: boolean,
): { value: SubscriptionInput; errors: [] } | { value: null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const rawEmail = body['email'];
  let email = '';
  if (typeof rawEmail !== 'string' || rawEmail.trim() === '') errors.push({ field: 'email', message: ALERT_INPUT_MESSAGES.emailRequired });
  else if (rawEmail.length > EMAIL_MAX) errors.push({ field: 'email', message: ALERT_INPUT_MESSAGES.emailTooLong });
  else if (!EMAIL.test((email = rawEmail.trim().toLowerCase())))
    errors.push({ field: 'email', message: ALERT_INPUT_MESSAGES.emailInvalid });

  const kmFrom = km(body['kmFrom']);
  const kmTo = km(body['kmTo']);
  if (kmFrom === null) errors.push({ field: 'kmFrom', message: ALERT_INPUT_MESSAGES.kmInvalid });
  if (kmTo === null) errors.push({ field: 'kmTo', message: ALERT_INPUT_MESSAGES.kmInvalid });
  if (kmFrom !== null && kmTo !== null && kmTo < kmFrom) errors.push({ field: 'kmTo', message: ALERT_INPUT_MESSAGES.kmOrder });

  const sides = orientations(body['orientations']);
  if (!sides) errors.push({ field: 'orientations', message: ALERT_INPUT_MESSAGES.orientations });

  const rawSeverity = body['minSeverity'];
  let minSeverity: Severity | null = null;
  if (rawSeverity === null || rawSeverity === undefined || (fromForm && rawSeverity === '')) minSeverity = null;
  else if (typeof rawSeverity === 'string' && rawSeverity.length <= 20 && (SEVERITIES as readonly string[]).includes(rawSeverity))
    minSeverity = rawSeverity as Severity;
  else errors.push({ field: 'minSeverity', message: ALERT_INPUT_MESSAGES.severity });

  const works = flag(body['works'], fromForm);
  if (works === null) errors.push({ field: 'works', message: ALERT_INPUT_MESSAGES.works });
  else if (!works && minSeverity === null && !errors.some((e) => e.field === 'minSeverity'))
    errors.push({ field: 'minSeverity', message: ALERT_INPUT_MESSAGES.nothing });

  if (errors.length > 0 || kmFrom === null || kmTo === null || !sides || works === null) return { value: null, errors };
  return { value: { email, kmFrom, kmTo, orientations: sides, minSeverity, works }, errors: [] };
}
