import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { requestPasswordReset } from '@vigia/api-client';
import { createRecoverSchema } from '@vigia/domain/schemas';
import { Alert, Button, Link, Stack, Text } from '@vigia/design-system';
import { createValidationMessages, useTranslation } from '@vigia/i18n';
import { AuthCard } from './auth-card';
import { FormFailure } from './form-failure';
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
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to="/user/login">{t('recover.toLogin')}</RouterLink>
          </Link>
        </Text>
      }
    >
      {sent ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('recover.success')}</Alert.Title>
        </Alert.Root>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('recover.title')}>
          <Stack gap="4">
            <FormFailure message={failure} />
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              registration={register('email')}
              error={formState.errors.email}
            />
            <Button type="submit" loading={formState.isSubmitting} w="full">
              {t('recover.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
