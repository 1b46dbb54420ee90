import { object, ref, string } from 'yup';
import { PASSWORD_MIN_LENGTH, ROLES } from '../constants';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';
import { normalizePhone } from './normalize';

const EMAIL_MAX = 50;
const NAME_MAX = 50;
const PASSWORD_MAX = 128;
const PHONE_MAX = 50;
const RUT_MAX = 50;
const ADDRESS_MAX = 100;

const email = (m: ValidationMessages) => string().trim().required(m.required).max(EMAIL_MAX, m.maxLength(EMAIL_MAX)).email(m.email);
const name = (m: ValidationMessages) => string().trim().required(m.required).max(NAME_MAX, m.maxLength(NAME_MAX));
const password = (m: ValidationMessages) =>
  string().required(m.required).min(PASSWORD_MIN_LENGTH, m.passwordMin(PASSWORD_MIN_LENGTH)).max(PASSWORD_MAX, m.maxLength(PASSWORD_MAX));
/** An admin's user form: empty keeps the current password (or sends the invitation). */
const optionalPassword = (m: ValidationMessages) =>
  string()
    .optional()
    .test('password-min', m.passwordMin(PASSWORD_MIN_LENGTH), (v) => !v || v.length >= PASSWORD_MIN_LENGTH)
    .max(PASSWORD_MAX, m.maxLength(PASSWORD_MAX));
/** A form's second copy of the password; the server never sees it. */
const confirmPassword = (m: ValidationMessages) =>
  string()
    .required(m.required)
    .max(PASSWORD_MAX, m.maxLength(PASSWORD_MAX))
    .oneOf([ref('password')], m.passwordsMatch);

export function createLoginSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    email: email(m),
    password: password(m),
  });
}

export function createRecoverSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    email: email(m),
  });
}

export function createRegisterSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    firstName: name(m),
    lastName: name(m),
    email: email(m),
    password: password(m),
  });
}

/** The register form adds a confirmation the server never sees. */
export function createRegisterFormSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return createRegisterSchema(m).shape({ confirmPassword: confirmPassword(m) });
}

const userFields = (m: ValidationMessages) => ({
  email: email(m),
  firstName: name(m),
  lastName: name(m),
  profileCode: string()
    .required(m.required)
    .max(20, m.oneOf)
    .oneOf([...ROLES], m.oneOf),
  // Typed as a reporter types it ("+56 9 1234 5678"), kept as digits: the event form's rule (issue 37).
  phone: string()
    .trim()
    .transform((v: unknown) => (typeof v === 'string' ? normalizePhone(v) : v))
    .required(m.required)
    .max(PHONE_MAX, m.maxLength(PHONE_MAX))
    .matches(/^\d+$/, m.digitsOnly),
  rut: string()
    .trim()
    .required(m.required)
    .max(RUT_MAX, m.maxLength(RUT_MAX))
    .matches(/^[0-9A-Za-z.-]+$/, m.rutFormat),
  realAddress: string().trim().max(ADDRESS_MAX, m.maxLength(ADDRESS_MAX)).default(''),
});

/** A new user: without a password, the user gets an e-mail to choose one (issue 25). */
export function createUserSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    ...userFields(m),
    password: optionalPassword(m),
  });
}

/** A new password from a one-time link (reset, or the invitation of an admin-created account). */
export function createResetPasswordSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    token: string().required(m.required).max(100, m.required),
    password: password(m),
  });
}

/** The reset form adds a confirmation the server never sees. */
export function createResetPasswordFormSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return createResetPasswordSchema(m).shape({ confirmPassword: confirmPassword(m) });
}

export function createConfirmEmailSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({ token: string().required(m.required).max(100, m.required) });
}

export function createUserUpdateSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    uuid: string().required(m.required).max(36, m.required).uuid(m.required),
    ...userFields(m),
    password: optionalPassword(m),
  });
}
