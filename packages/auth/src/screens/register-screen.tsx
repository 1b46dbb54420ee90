import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { createRegisterFormSchema } from '@vigia/domain/schemas';
import { Alert, HStack, SimpleGrid, Text } from '@vigia/design-system';
import { createValidationMessages, useTranslation } from '@vigia/i18n';
import { isApiError } from '@vigia/api-client';
import { useAuth } from '@vigia/auth';
import { AuthCard } from './auth-card';
import { AuthForm, AuthLink, NewPasswordFields } from './auth-form';
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
          {t('register.haveAccount')} <AuthLink to="/user/login">{t('register.toLogin')}</AuthLink>
        </Text>
      }
    >
      <AuthForm
        label={t('register.title')}
        failure={failure}
        submitting={formState.isSubmitting}
        submitLabel={t('register.submit')}
        onSubmit={onSubmit}
      >
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
        <TextField label={t('fields.email')} type="email" autoComplete="email" required registration={register('email')} error={e.email} />
        <NewPasswordFields
          passwordLabel={t('fields.password')}
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={e}
        />
      </AuthForm>
    </AuthCard>
  );
}
