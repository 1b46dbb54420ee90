// Imports of the session go through the package name, so they reach the one shared instance of
// `@vigia/auth` and not a second copy of its context bundled with these screens.
export { LoginScreen } from './login-screen';
export { RegisterScreen } from './register-screen';
export { RecoverPasswordScreen } from './recover-password-screen';
export { ConfirmEmailScreen } from './confirm-email-screen';
