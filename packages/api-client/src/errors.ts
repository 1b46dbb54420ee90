import type { ApiFieldError, Ticket } from '@vigia/domain';

/** A failed call: HTTP status (0 when the server could not be reached) and the envelope's errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiFieldError[];
  readonly url: string;
  /** The envelope's payload of the failed answer (a 412 carries the current event), else null. */
  readonly payload: unknown;

  constructor(status: number, url: string, errors: ApiFieldError[], message?: string, payload: unknown = null) {
    super(message ?? errors[0]?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.url = url;
    this.errors = errors;
    this.payload = payload;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** Errors keyed by API field, for forms. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.errors) if (e.field && !out[e.field]) out[e.field] = e.message;
    return out;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The current event of a save refused as stale (412), so a form can show theirs vs. yours; else null. */
export function conflictTicket(error: unknown): Ticket | null {
  if (!isApiError(error) || error.status !== 412) return null;
  const payload = error.payload as Partial<Ticket> | null;
  return payload && typeof payload === 'object' && typeof payload.id === 'number' ? (payload as Ticket) : null;
}

/** A refused write's message for one field (the server's `errors` envelope); null for a general failure. */
export function fieldMessage(error: unknown, field: string): string | null {
  if (!isApiError(error) || error.status >= 500) return null;
  return error.errors.find((e) => e.field === field)?.message ?? null;
}

/** The first message of a 4xx (what the server says went wrong), or null. */
export function refusalMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status >= 500) return null;
  return error.errors[0]?.message ?? null;
}
