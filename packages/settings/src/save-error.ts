import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@vigia/api-client';
import { notify } from '@vigia/design-system';

/**
 * After a failed save: the server's field errors go on the form's fields (the message the server
 * chose); anything else becomes an error toast, with the server's message when it sent one.
 */
export function showSaveError<T extends FieldValues>(
  error: unknown,
  { fields, setError, title }: { fields: readonly Path<T>[]; setError?: UseFormSetError<T>; title: string },
): void {
  const byField = isApiError(error) ? error.fieldErrors() : {};
  const known = fields.filter((f) => byField[f]);
  if (setError && known.length > 0) {
    for (const field of known) setError(field, { type: 'server', message: byField[field] });
    return;
  }
  notify.error(title, isApiError(error) && error.errors[0] ? error.errors[0].message : undefined);
}
