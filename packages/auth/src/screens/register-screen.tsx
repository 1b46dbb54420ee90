import { useState } from 'react';
import { createRegisterFormSchema } from '@vigia/domain/schemas';
import { Alert, HStack, SimpleGrid } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { isApiError } from '@vigia/api-client';
import { useAuth } from '@vigia/auth';
import { AuthCard } from './auth-card';
import { AuthForm, AuthLink, NewPasswordFields } from './auth-form';
import { TextField } from './text-field';
import { useAfterSignIn } from './use-after-sign-in';
import { useAuthForm } from './use-auth-form';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The fields the server gets (and may answer about). */
const SENT_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const { register: registerAccount } = useAuth();
  const afterSignIn = useAfterSignIn();
  const [signInFailed, setSignInFailed] = useState(false);
  const { field, setError, frame } = useAuthForm<RegisterValues>({
    schema: createRegisterFormSchema,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    submit: async ({ confirmPassword: _confirm, ...input }) => {
      setSignInFailed(false);
      afterSignIn(await registerAccount({ ...input, email: input.email.trim() }));
    },
    onError: (error) => {
      // Registration answers alike for a taken e-mail; the sign-in after it is refused when the
      // address had an account with another password. Said without telling which (issue 21).
      if (isApiError(error) && error.status === 401) {
        setSignInFailed(true);
        return true;
      }
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fieldErrors())) {
          if ((SENT_FIELDS as readonly string[]).includes(field)) setError(field as keyof RegisterValues, { message });
        }
      }
      return false;
    },
  });

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={[
        <>
          {t('register.haveAccount')} <AuthLink to="/user/login">{t('register.toLogin')}</AuthLink>
        </>,
      ]}
    >
      <AuthForm label={t('register.title')} submitLabel={t('register.submit')} {...frame}>
        {signInFailed && (
          <Alert.Root status="info" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('register.signInFailed')}</Alert.Title>
              <HStack gap="4" wrap="wrap" fontSize="sm">
                <AuthLink to="/user/login">{t('register.toLogin')}</AuthLink>
                <AuthLink to="/user/recover-password">{t('login.forgotPassword')}</AuthLink>
              </HStack>
            </Alert.Content>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label={t('fields.firstName')} autoComplete="given-name" required {...field('firstName')} />
          <TextField label={t('fields.lastName')} autoComplete="family-name" required {...field('lastName')} />
        </SimpleGrid>
        <TextField label={t('fields.email')} type="email" autoComplete="email" required {...field('email')} />
        <NewPasswordFields passwordLabel={t('fields.password')} password={field('password')} confirmPassword={field('confirmPassword')} />
      </AuthForm>
    </AuthCard>
  );
}
