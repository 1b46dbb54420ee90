import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useSearchParams } from 'react-router-dom';
import { requestPasswordReset } from '@vigia/api-client';
import { createRecoverSchema } from '@vigia/domain/schemas';
import { Text } from '@vigia/design-system';
import { createValidationMessages, useTranslation } from '@vigia/i18n';
import { AuthCard } from './auth-card';
import { AuthForm, AuthLink, DoneNotice } from './auth-form';
import { describeAuthError } from './form-error';
import { TextField } from './text-field';
import { NewPasswordForm } from './new-password-form';

/** Asks for the link by e-mail; opened from that link (`?token=`), sets the new password. */
export function RecoverPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}

function RequestLinkForm() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => createRecoverSchema(createValidationMessages(t)), [t]);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: yupResolver(schema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (error) {
      setFailure(describeAuthError(error, t));
    }
  });

  return (
    <AuthCard
      title={t('recover.title')}
      subtitle={t('recover.text')}
      footer={
        <Text fontSize="sm">
          <AuthLink to="/user/login">{t('recover.toLogin')}</AuthLink>
        </Text>
      }
    >
      {sent ? (
        <DoneNotice message={t('recover.success')} />
      ) : (
        <AuthForm
          label={t('recover.title')}
          failure={failure}
          submitting={formState.isSubmitting}
          submitLabel={t('recover.submit')}
          onSubmit={onSubmit}
        >
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            registration={register('email')}
            error={formState.errors.email}
          />
        </AuthForm>
      )}
    </AuthCard>
  );
}
