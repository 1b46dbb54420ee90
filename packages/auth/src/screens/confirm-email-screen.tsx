// The page a self-registration's confirmation link opens (`/user/confirm?token=…`). It confirms on
// arrival: a mail scanner fetching the link runs no script, so only the person's visit counts.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { confirmEmail } from '@vigia/api-client';
import { Spinner, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { useAuth } from '@vigia/auth';
import { AuthCard } from './auth-card';
import { AuthLink, DoneNotice } from './auth-form';
import { describeAuthError } from './form-error';

type Outcome = { status: 'working' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

export function ConfirmEmailScreen() {
  const { t } = useTranslation('auth');
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ status: 'working' });

  useEffect(() => {
    let live = true;
    if (!token) {
      setOutcome({ status: 'failed', message: t('confirm.missing') });
      return;
    }
    confirmEmail(token).then(
      (message) => live && setOutcome({ status: 'done', message }),
      (error: unknown) => live && setOutcome({ status: 'failed', message: describeAuthError(error, t) }),
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  return (
    <AuthCard
      title={t('confirm.title')}
      footer={[<AuthLink to={isAuthenticated ? '/' : '/user/login'}>{t(isAuthenticated ? 'confirm.toHome' : 'confirm.toLogin')}</AuthLink>]}
    >
      {outcome.status === 'working' ? (
        <Stack direction="row" gap="3" align="center" role="status">
          <Spinner size="sm" />
          <Text>{t('confirm.working')}</Text>
        </Stack>
      ) : (
        <DoneNotice message={outcome.message} failed={outcome.status === 'failed'} />
      )}
    </AuthCard>
  );
}
