import type es from '../es/validation';
import type { Shape } from '../shape';

export default {
  required: 'This field is required',
  email: 'Enter a valid e-mail address',
  maxLength: 'Maximum {{max}} characters',
  fullNameMax: 'The maximum length is 100 characters',
  digitsOnly: 'Only digits are allowed',
  lettersAndSpaces: 'Only letters and spaces are allowed',
  alphanumeric: 'Only letters and digits are allowed',
  rutFormat: 'Only letters, digits, dashes and dots are allowed',
  addressFormat: 'Only letters, digits, accents, dashes, dots, commas and spaces are allowed',
  orientationRequired: 'The orientation is required',
  kilometerMin: 'The minimum kilometer must be {{min}} or more',
  kilometerMax: 'The maximum kilometer is {{max}}',
  number: 'Must be a number',
  dateInFuture: 'The date cannot be in the future',
  date: 'Must be a valid date',
  passwordMin: 'The password must have at least {{min}} characters',
  passwordsMatch: 'The passwords do not match',
  oneOf: 'Value not allowed',
  slaMax: 'At most {{max}} minutes',
  slaOrder: 'The time to close cannot be shorter than the time to take',
  closeReasonRequired: 'Give the reason for closing',
  rutCheckDigit: 'The RUT is not valid: check its verification digit',
} satisfies Shape<typeof es>;
