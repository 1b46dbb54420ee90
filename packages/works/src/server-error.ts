// A refused write's message for a field (the server's `errors` envelope), or null for a general failure.
import { isApiError } from '@vigia/api-client';

export function fieldMessage(error: unknown, field: string): string | null {
  if (!isApiError(error) || error.status >= 500) return null;
  return error.errors.find((e) => e.field === field)?.message ?? null;
}

/** The first message of a 4xx (what the server says went wrong), or null. */
export function refusalMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status >= 500) return null;
  return error.errors[0]?.message ?? null;
}
