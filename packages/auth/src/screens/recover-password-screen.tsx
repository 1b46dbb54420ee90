import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { requestPasswordReset } from '@vigia/api-client';
import { createRecoverSchema } from '@vigia/domain/schemas';
import { useTranslation } from '@vigia/i18n';
import { AuthCard } from './auth-card';
import { AuthForm, AuthLink, DoneNotice } from './auth-form';
import { TextField } from './text-field';
import { NewPasswordForm } from './new-password-form';
import { useAuthForm } from './use-auth-form';

/** Asks for the link by e-mail; opened from that link (`?token=`), sets the new password. */
export function RecoverPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}

function RequestLinkForm() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const { field, frame } = useAuthForm<{ email: string }>({
    schema: createRecoverSchema,
    defaultValues: { email: '' },
    submit: async ({ email }) => {
      await requestPasswordReset(email.trim());
      setSent(true);
    },
  });

  return (
    <AuthCard
      title={t('recover.title')}
      subtitle={t('recover.text')}
      footer={[<AuthLink to="/user/login">{t('recover.toLogin')}</AuthLink>]}
    >
      {sent ? (
        <DoneNotice message={t('recover.success')} />
      ) : (
        <AuthForm label={t('recover.title')} submitLabel={t('recover.submit')} {...frame}>
          <TextField label={t('fields.email')} type="email" autoComplete="email" required {...field('email')} />
        </AuthForm>
      )}
    </AuthCard>
  );
}
