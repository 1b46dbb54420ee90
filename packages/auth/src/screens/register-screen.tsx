import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link as RouterLink } from 'react-router-dom';
import { createRegisterFormSchema } from '@vigia/domain/schemas';
import { Alert, Button, HStack, Link, SimpleGrid, Stack, Text } from '@vigia/design-system';
import { createValidationMessages, useTranslation } from '@vigia/i18n';
import { isApiError } from '@vigia/api-client';
import { useAuth } from '@vigia/auth';
import { AuthCard } from './auth-card';
import { FormFailure } from './form-failure';
import { describeAuthError } from './form-error';
import { TextField } from './text-field';
import { useAfterSignIn } from './use-after-sign-in';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const { register: registerAccount } = useAuth();
  const afterSignIn = useAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [signInFailed, setSignInFailed] = useState(false);
  const schema = useMemo(() => createRegisterFormSchema(createValidationMessages(t)), [t]);
  const { register, handleSubmit, formState, setError } = useForm<RegisterValues>({
    resolver: yupResolver(schema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    setFailure(null);
    setSignInFailed(false);
    try {
      afterSignIn(await registerAccount({ ...input, email: input.email.trim() }));
    } catch (error) {
      // Registration answers alike for a taken e-mail; the sign-in after it is refused when the
      // address had an account with another password. Said without telling which (issue 21).
      if (isApiError(error) && error.status === 401) {
        setSignInFailed(true);
        return;
      }
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fieldErrors())) {
          if (field in input) setError(field as keyof RegisterValues, { message });
        }
      }
      setFailure(describeAuthError(error, t));
    }
  });

  const e = formState.errors;
  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <Text fontSize="sm">
          {t('register.haveAccount')}{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to="/user/login">{t('register.toLogin')}</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('register.title')}>
        <Stack gap="4">
          <FormFailure message={failure} />
          {signInFailed && (
            <Alert.Root status="info" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('register.signInFailed')}</Alert.Title>
                <HStack gap="4" wrap="wrap" fontSize="sm">
                  <Link asChild color="brand.fg" textDecoration="underline">
                    <RouterLink to="/user/login">{t('register.toLogin')}</RouterLink>
                  </Link>
                  <Link asChild color="brand.fg" textDecoration="underline">
                    <RouterLink to="/user/recover-password">{t('login.forgotPassword')}</RouterLink>
                  </Link>
                </HStack>
              </Alert.Content>
            </Alert.Root>
          )}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
              registration={register('firstName')}
              error={e.firstName}
            />
            <TextField
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
              registration={register('lastName')}
              error={e.lastName}
            />
          </SimpleGrid>
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            registration={register('email')}
            error={e.email}
          />
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            required
            registration={register('password')}
            error={e.password}
            helperText={t('passwordHint')}
          />
          <TextField
            label={t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            registration={register('confirmPassword')}
            error={e.confirmPassword}
          />
          <Button type="submit" loading={formState.isSubmitting} w="full">
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
