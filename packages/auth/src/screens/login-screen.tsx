import { createLoginSchema } from '@vigia/domain/schemas';
import { HStack } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { useAuth } from '@vigia/auth';
import { AuthCard } from './auth-card';
import { AuthForm, AuthLink } from './auth-form';
import { TextField } from './text-field';
import { useAfterSignIn } from './use-after-sign-in';
import { useAuthForm } from './use-auth-form';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const { login } = useAuth();
  const afterSignIn = useAfterSignIn();
  const { field, frame } = useAuthForm<LoginValues>({
    schema: createLoginSchema,
    defaultValues: { email: '', password: '' },
    submit: async ({ email, password }) => afterSignIn(await login(email.trim(), password)),
  });

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={[
        <>
          {t('login.noAccount')} <AuthLink to="/user/register">{t('login.toRegister')}</AuthLink>
        </>,
        <AuthLink to="/event/form">{t('login.reportEvent')}</AuthLink>,
      ]}
    >
      <AuthForm label={t('login.title')} submitLabel={t('login.submit')} {...frame}>
        <TextField label={t('fields.email')} type="email" autoComplete="username" required {...field('email')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
          helperText={t('passwordHint')}
        />
        <HStack justify="space-between" wrap="wrap">
          <AuthLink to="/user/recover-password">{t('login.forgotPassword')}</AuthLink>
        </HStack>
      </AuthForm>
    </AuthCard>
  );
}
