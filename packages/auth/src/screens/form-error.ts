type TFunction = (key: string) => string;
import { isApiError, MISSING_TOKEN_MESSAGE } from '@vigia/api-client';

/** Plain-language message for a failed sign-in or sign-up call. */
export function describeAuthError(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return t('errors:network');
    if (error.status === 401) return t('auth:errors.invalidCredentials');
    if (error.status === 429) return t('auth:errors.tooManyAttempts');
    if (error.status === 403) return t('auth:errors.disabledAccount');
    if (error.errors[0]?.message) return error.errors[0].message;
    return t('errors:generic');
  }
  if (error instanceof Error && error.message === MISSING_TOKEN_MESSAGE) return t('errors:missingToken');
  return t('errors:generic');
}
