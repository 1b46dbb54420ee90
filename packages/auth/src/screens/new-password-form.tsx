// The page an e-mailed one-time link opens (`/user/recover-password?token=…`): a password reset,
// or the invitation of an account an administrator created. The server checks the link.
import { useState } from 'react';
import { isApiError, resetPassword } from '@vigia/api-client';
import { createResetPasswordFormSchema } from '@vigia/domain/schemas';
import { useTranslation } from '@vigia/i18n';
import { AuthCard } from './auth-card';
import { AuthForm, AuthLink, DoneNotice, NewPasswordFields } from './auth-form';
import { useAuthForm } from './use-auth-form';

interface NewPasswordValues {
  token: string;
  password: string;
  confirmPassword: string;
}

export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState<string | null>(null);
  const { field, setError, frame } = useAuthForm<NewPasswordValues>({
    schema: createResetPasswordFormSchema,
    defaultValues: { token, password: '', confirmPassword: '' },
    submit: async ({ password }) => setDone(await resetPassword(token, password)),
    // The server's word on the password goes under it; anything else is the form's alert.
    onError: (error) => {
      const passwordError = isApiError(error) ? error.fieldErrors()['password'] : undefined;
      if (passwordError) setError('password', { message: passwordError });
      return Boolean(passwordError);
    },
  });

  return (
    <AuthCard
      title={t('newPassword.title')}
      subtitle={t('newPassword.text')}
      footer={[
        <AuthLink to={done ? '/user/login' : '/user/recover-password'}>{t(done ? 'newPassword.toLogin' : 'newPassword.newLink')}</AuthLink>,
      ]}
    >
      {done ? (
        <DoneNotice message={done} />
      ) : (
        <AuthForm label={t('newPassword.title')} submitLabel={t('newPassword.submit')} {...frame}>
          <NewPasswordFields
            passwordLabel={t('newPassword.password')}
            password={field('password')}
            confirmPassword={field('confirmPassword')}
          />
        </AuthForm>
      )}
    </AuthCard>
  );
}
