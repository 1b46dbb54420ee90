import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { createLoginSchema } from '@vigia/domain/schemas';
import { HStack, Stack, Text } from '@vigia/design-system';
import { createValidationMessages, useTranslation } from '@vigia/i18n';
import { useAuth } from '@vigia/auth';
import { AuthCard } from './auth-card';
import { AuthForm, AuthLink } from './auth-form';
import { describeAuthError } from './form-error';
import { TextField } from './text-field';
import { useAfterSignIn } from './use-after-sign-in';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const { login } = useAuth();
  const afterSignIn = useAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => createLoginSchema(createValidationMessages(t)), [t]);
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: yupResolver(schema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      afterSignIn(await login(email.trim(), password));
    } catch (error) {
      setFailure(describeAuthError(error, t));
    }
  });

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <Stack gap="2" w="full" fontSize="sm">
          <Text>
            {t('login.noAccount')} <AuthLink to="/user/register">{t('login.toRegister')}</AuthLink>
          </Text>
          <Text>
            <AuthLink to="/event/form">{t('login.reportEvent')}</AuthLink>
          </Text>
        </Stack>
      }
    >
      <AuthForm
        label={t('login.title')}
        failure={failure}
        submitting={formState.isSubmitting}
        submitLabel={t('login.submit')}
        onSubmit={onSubmit}
      >
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          registration={register('email')}
          error={formState.errors.email}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          registration={register('password')}
          error={formState.errors.password}
          helperText={t('passwordHint')}
        />
        <HStack justify="space-between" wrap="wrap">
          <AuthLink to="/user/recover-password">{t('login.forgotPassword')}</AuthLink>
        </HStack>
      </AuthForm>
    </AuthCard>
  );
}
