// The parts the auth screens share: the form frame (the failed submit's alert, the fields, one
// full-width submit), the underlined in-app link, the notice of what came of it, and the new
// password asked twice (register, reset, invitation).
import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Link, Stack } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { TextField } from './text-field';
import type { FieldProps } from './use-auth-form';

export interface AuthFormProps {
  /** The form's accessible name (the screen's title). */
  label: string;
  failure: string | null;
  submitting: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function AuthForm({ label, failure, submitting, submitLabel, onSubmit, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="4">
        {failure && <DoneNotice message={failure} failed />}
        {children}
        <Button type="submit" loading={submitting} w="full">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** What a screen says once its work is done: a status, or an alert when it failed. */
export function DoneNotice({ message, failed = false }: { message: string; failed?: boolean }) {
  return (
    <Alert.Root status={failed ? 'error' : 'success'} role={failed ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

export interface NewPasswordFieldsProps {
  passwordLabel: string;
  password: FieldProps;
  confirmPassword: FieldProps;
}

export function NewPasswordFields({ passwordLabel, password, confirmPassword }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField label={passwordLabel} type="password" autoComplete="new-password" required {...password} helperText={t('passwordHint')} />
      <TextField label={t('fields.confirmPassword')} type="password" autoComplete="new-password" required {...confirmPassword} />
    </>
  );
}
