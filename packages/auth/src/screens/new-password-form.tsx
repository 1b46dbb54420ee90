// The page an e-mailed one-time link opens (`/user/recover-password?token=…`): a password reset,
// or the invitation of an account an administrator created. The server checks the link.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError, resetPassword } from '@vigia/api-client';
import { createResetPasswordFormSchema } from '@vigia/domain/schemas';
import { Alert, Button, Link, Stack, Text } from '@vigia/design-system';
import { createValidationMessages, useTranslation } from '@vigia/i18n';
import { AuthCard } from './auth-card';
import { FormFailure } from './form-failure';
import { describeAuthError } from './form-error';
import { TextField } from './text-field';

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
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={done ? '/user/login' : '/user/recover-password'}>
              {t(done ? 'newPassword.toLogin' : 'newPassword.newLink')}
            </RouterLink>
          </Link>
        </Text>
      }
    >
      {done ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{done}</Alert.Title>
        </Alert.Root>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('newPassword.title')}>
          <Stack gap="4">
            <FormFailure message={failure} />
            <TextField
              label={t('newPassword.password')}
              type="password"
              autoComplete="new-password"
              required
              helperText={t('passwordHint')}
              registration={register('password')}
              error={formState.errors.password}
            />
            <TextField
              label={t('fields.confirmPassword')}
              type="password"
              autoComplete="new-password"
              required
              registration={register('confirmPassword')}
              error={formState.errors.confirmPassword}
            />
            <Button type="submit" loading={formState.isSubmitting} w="full">
              {t('newPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
