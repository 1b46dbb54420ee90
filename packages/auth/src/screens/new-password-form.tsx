// The page an e-mailed one-time link opens (`/user/recover-password?token=…`): a password reset,
// or the invitation of an account an administrator created. The server checks the link.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { isApiError, resetPassword } from '@vigia/api-client';
import { createResetPasswordFormSchema } from '@vigia/domain/schemas';
import { Text } from '@vigia/design-system';
import { createValidationMessages, useTranslation } from '@vigia/i18n';
import { AuthCard } from './auth-card';
import { AuthForm, AuthLink, DoneNotice, NewPasswordFields } from './auth-form';
import { describeAuthError } from './form-error';

interface NewPasswordValues {
  token: string;
  password: string;
  confirmPassword: string;
}

export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => createResetPasswordFormSchema(createValidationMessages(t)), [t]);
  const { register, handleSubmit, formState, setError } = useForm<NewPasswordValues>({
    resolver: yupResolver(schema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      setDone(await resetPassword(token, password));
    } catch (error) {
      const passwordError = isApiError(error) ? error.fieldErrors()['password'] : undefined;
      if (passwordError) setError('password', { message: passwordError });
      else setFailure(describeAuthError(error, t));
    }
  });

  return (
    <AuthCard
      title={t('newPassword.title')}
      subtitle={t('newPassword.text')}
      footer={
        <Text fontSize="sm">
          <AuthLink to={done ? '/user/login' : '/user/recover-password'}>
            {t(done ? 'newPassword.toLogin' : 'newPassword.newLink')}
          </AuthLink>
        </Text>
      }
    >
      {done ? (
        <DoneNotice message={done} />
      ) : (
        <AuthForm
          label={t('newPassword.title')}
          failure={failure}
          submitting={formState.isSubmitting}
          submitLabel={t('newPassword.submit')}
          onSubmit={onSubmit}
        >
          <NewPasswordFields
            passwordLabel={t('newPassword.password')}
            password={register('password')}
            confirmPassword={register('confirmPassword')}
            errors={formState.errors}
          />
        </AuthForm>
      )}
    </AuthCard>
  );
}
