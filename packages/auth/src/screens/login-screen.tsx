import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link as RouterLink } from 'react-router-dom';
import { createLoginSchema } from '@vigia/domain/schemas';
import { Button, HStack, Link, Stack, Text } from '@vigia/design-system';
import { createValidationMessages, useTranslation } from '@vigia/i18n';
import { useAuth } from '@vigia/auth';
import { AuthCard } from './auth-card';
import { FormFailure } from './form-failure';
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
            {t('login.noAccount')}{' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to="/user/register">{t('login.toRegister')}</RouterLink>
            </Link>
          </Text>
          <Text>
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to="/event/form">{t('login.reportEvent')}</RouterLink>
            </Link>
          </Text>
        </Stack>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
        <Stack gap="4">
          <FormFailure message={failure} />
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
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to="/user/recover-password">{t('login.forgotPassword')}</RouterLink>
            </Link>
          </HStack>
          <Button type="submit" loading={formState.isSubmitting} w="full">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
