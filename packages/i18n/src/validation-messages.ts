// The domain schemas take their words from a ValidationMessages object; this builds one from the
// active language, so forms show localized messages for the same rules the server applies.
import type { ValidationMessages } from '@vigia/domain';
import type { TFunction } from 'i18next';

type Translate = TFunction | ((key: string, options?: Record<string, unknown>) => string);

export function createValidationMessages(t: Translate): ValidationMessages {
  const tr = (key: string, options?: Record<string, unknown>) =>
    (t as (key: string, options?: Record<string, unknown>) => string)(`validation:${key}`, options);
  return {
    required: tr('required'),
    email: tr('email'),
    maxLength: (max) => tr('maxLength', { max }),
    fullNameMax: tr('fullNameMax'),
    digitsOnly: tr('digitsOnly'),
    lettersAndSpaces: tr('lettersAndSpaces'),
    alphanumeric: tr('alphanumeric'),
    rutFormat: tr('rutFormat'),
    addressFormat: tr('addressFormat'),
    orientationRequired: tr('orientationRequired'),
    kilometerMin: (min) => tr('kilometerMin', { min }),
    kilometerMax: (max) => tr('kilometerMax', { max }),
    number: tr('number'),
    dateInFuture: tr('dateInFuture'),
    date: tr('date'),
    passwordMin: (min) => tr('passwordMin', { min }),
    passwordsMatch: tr('passwordsMatch'),
    oneOf: tr('oneOf'),
    slaMax: (max) => tr('slaMax', { max }),
    slaOrder: tr('slaOrder'),
    closeReasonRequired: tr('closeReasonRequired'),
    rutCheckDigit: tr('rutCheckDigit'),
  };
}
