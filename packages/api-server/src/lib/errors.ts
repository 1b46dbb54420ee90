// Errors the handlers throw; the envelope plugin turns them into `{ payload: null, errors }`.
import type { ApiFieldError } from '@vigia/domain';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: ApiFieldError[];
  /** The envelope's payload (null for most errors; a 412 carries the current event). */
  payload: unknown = null;
  /** Response headers that go with the error (a 412's current ETag). */
  headers: Record<string, string> = {};

  constructor(statusCode: number, message: string, field?: string) {
    super(message);
    this.statusCode = statusCode;
    this.errors = [field ? { field, message } : { message }];
  }

  static fromErrors(statusCode: number, errors: ApiFieldError[]): HttpError {
    const error = new HttpError(statusCode, errors[0]?.message ?? 'Error');
    error.errors.splice(0, 1, ...errors);
    return error;
  }
}

/** A property of a thrown value of unknown kind (driver and SDK errors carry `code`, `cause`, …). */
export function errorProperty(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? Reflect.get(error, key) : undefined;
}

/** A driver's error code (`23505`, `ECONNRESET`…), when the thrown value has one. */
export function errorCode(error: unknown): string | undefined {
  const code = errorProperty(error, 'code');
  return typeof code === 'string' ? code : undefined;
}

/** A thrown value's message, or the value as text. */
export function errorMessage(error: unknown): string {
  const message = errorProperty(error, 'message');
  return typeof message === 'string' ? message : String(error);
}

/** A unique index refused the write (PostgreSQL 23505); drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  return errorCode(error) === '23505' || errorCode(errorProperty(error, 'cause')) === '23505';
}

/** `work`, with a unique index's refusal answered as `conflict`: the race a check before it cannot see. */
export async function unlessTaken<T>(conflict: HttpError, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? conflict : error;
  }
}

export const MESSAGES = {
  unauthorized: 'Debe iniciar sesión',
  forbidden: 'No tiene permisos para realizar esta acción',
  notFound: 'Recurso no encontrado',
  ticketNotFound: 'El evento no existe',
  userNotFound: 'El usuario no existe',
  badCredentials: 'Correo electrónico o contraseña incorrectos',
  tooManyAttempts: 'Demasiados intentos fallidos. Intente nuevamente en 15 minutos',
  tooManyRequests: 'Demasiadas solicitudes. Intente nuevamente más tarde',
  emailTaken: 'El correo electrónico ya está registrado',
  invalidBody: 'El cuerpo de la solicitud no es válido',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido',
  invalidValue: 'Valor no válido',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  payloadTooLarge: 'La solicitud supera el tamaño máximo permitido',
  requestTimeout: 'La solicitud tardó demasiado en llegar. Intente nuevamente',
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes',
  invalidRequest: 'La solicitud no es válida',
  internal: 'Ha ocurrido un error interno',
  selfAction: 'No puede realizar esta acción sobre su propia cuenta',
  ticketClosed: 'El evento está cerrado',
  dateEventLocked: 'La fecha del evento no se puede modificar',
  fileRequired: 'Debe adjuntar un archivo en el campo file',
  fileTooLarge: 'El archivo supera el máximo de 2 MB',
  fileType: 'Solo se permiten imágenes PNG o JPG',
  tooManyFiles: 'Se alcanzó el máximo de imágenes para este evento',
  uploadToken: 'Se requiere una autorización de carga válida para este evento',
  unavailable: 'El servicio no está disponible en este momento. Intente nuevamente en unos segundos',
} as const;

// The database went away (restart, failover, a terminated connection, refused connections): the
// request may be retried, so it is a 503, not a 500. node-postgres says "Connection terminated"
// without a code when a connection dies under a query.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', 'ECONNREFUSED', 'ECONNRESET']);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 3; e = errorProperty(e, 'cause'), depth++) {
    const code = errorCode(e);
    const message = errorProperty(e, 'message');
    if ((code && UNAVAILABLE_CODES.has(code)) || (typeof message === 'string' && /^Connection terminated/.test(message))) return true;
  }
  return false;
}

export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const forbidden = () => new HttpError(403, MESSAGES.forbidden);
export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
