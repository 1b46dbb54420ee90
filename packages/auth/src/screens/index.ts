// The sign-in screens' Spanish texts come with them, not in the shell's first load (decision 015):
// this entry is marked as having side effects so that this runs whenever it is imported.
import { addTexts } from '@vigia/i18n';
import texts from '@vigia/i18n/locales/es/auth';

addTexts('auth', texts);

// Imports of the session go through the package name, so they reach the one shared instance of
// `@vigia/auth` and not a second copy of its context bundled with these screens.
export { LoginScreen } from './login-screen';
export { RegisterScreen } from './register-screen';
export { RecoverPasswordScreen } from './recover-password-screen';
export { ConfirmEmailScreen } from './confirm-email-screen';
