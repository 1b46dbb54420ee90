import type es from '../es/auth';
import type { Shape } from '../shape';

export default {
  login: {
    title: 'Sign in',
    subtitle: 'Enter your e-mail and password',
    submit: 'Sign in',
    forgotPassword: 'Forgot your password?',
    noAccount: "Don't have an account?",
    toRegister: 'Create account',
    reportEvent: 'Report an event without signing in',
  },
  register: {
    title: 'Create account',
    subtitle: 'New accounts are driver accounts; an administrator can change your role.',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    toLogin: 'Sign in',
    signInFailed:
      'If the e-mail can be used, your account was created and you can sign in. If you already had an account with this e-mail, use "Forgot your password?".',
  },
  recover: {
    title: 'Recover password',
    text: 'Enter your e-mail and we will send you instructions to recover your password.',
    submit: 'Send instructions',
    success: 'If the e-mail is registered, we have sent you instructions to recover your password.',
    toLogin: 'Back to sign in',
  },
  newPassword: {
    title: 'Choose a new password',
    text: 'Choose the password you will sign in with from now on. Sessions open on other devices will be closed.',
    password: 'New password',
    submit: 'Save password',
    toLogin: 'Sign in',
    newLink: 'Ask for a new link',
  },
  confirm: {
    title: 'Confirm e-mail',
    working: 'Confirming your e-mail…',
    missing: 'The link is incomplete. Open it directly from the e-mail we sent you.',
    toHome: 'Go to the home page',
    toLogin: 'Sign in',
  },
  fields: {
    email: 'E-mail',
    password: 'Password',
    confirmPassword: 'Confirm password',
    firstName: 'First name',
    lastName: 'Last name',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  passwordHint: 'At least 6 characters',
  errors: {
    invalidCredentials: 'Incorrect e-mail or password',
    tooManyAttempts: 'Too many attempts. Wait a few minutes and try again.',
    disabledAccount: 'Your account is disabled. Contact the administrator.',
  },
} satisfies Shape<typeof es>;
