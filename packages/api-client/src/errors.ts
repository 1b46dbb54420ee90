import type { ApiFieldError } from '@vigia/domain';

/** A failed call: HTTP status (0 when the server could not be reached) and the envelope's errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiFieldError[];
  readonly url: string;

  constructor(status: number, url: string, errors: ApiFieldError[], message?: string) {
    super(message ?? errors[0]?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.url = url;
    this.errors = errors;
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
