// ADMIN: who is being kept from signing in right now (issue 25). Failed sign-ins count per account
// and address: an address is slowed after 3 failures and locked out of that account after 5, for
// 15 minutes; the owner elsewhere is never locked out. Read-only: the window ends it.
import { loadStateOf, lockoutsQueryOptions, useQuery } from '@vigia/api-client/query';
import type { SignInLockout } from '@vigia/domain';
import { Badge, Card, Stack, Text } from '@vigia/design-system';
import { LoadedList, ResponsiveList } from '@vigia/design-system/controls';
import { formatDateTime, listLabels, useTranslation } from '@vigia/i18n';
import { BackToUsersHeader } from './back-to-users-header';

export function LockoutsScreen() {
  const { t, i18n } = useTranslation('users');
  // Read again every half minute: a lock ends by itself when its window passes.
  const query = useQuery({ ...lockoutsQueryOptions(), refetchInterval: 30_000 });
  const state = loadStateOf(query);
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const badge = (l: SignInLockout) =>
    l.lockedUntil ? (
      <Badge colorPalette="red">{t('lockouts.locked', { until: when(l.lockedUntil) })}</Badge>
    ) : (
      <Badge colorPalette="orange">{t('lockouts.slowed')}</Badge>
    );

  return (
    <Stack gap="6" minW="0">
      <BackToUsersHeader title={t('lockouts.title')} />
      <Text color="fg.muted">{t('lockouts.explain')}</Text>
      <LoadedList
        state={state}
        onRetry={() => void query.refetch()}
        labels={listLabels(t, { error: t('lockouts.loadError'), empty: t('lockouts.empty') })}
      >
        {(lockouts) => (
          <ResponsiveList
            label={t('lockouts.title')}
            rows={lockouts}
            rowKey={(l) => `${l.account} ${l.ip}`}
            columns={[
              { header: t('lockouts.columns.account'), cell: (l) => l.account },
              { header: t('lockouts.columns.ip'), cell: (l) => l.ip },
              { header: t('lockouts.columns.failures'), cell: (l) => l.failures },
              { header: t('lockouts.columns.last'), cell: (l) => when(l.lastAt), nowrap: true },
              { header: t('lockouts.columns.state'), cell: badge },
            ]}
            card={(l) => (
              <Card.Body gap="1">
                <Text fontWeight="semibold" wordBreak="break-all">
                  {l.account}
                </Text>
                <Text fontSize="sm">{t('lockouts.card', { ip: l.ip, failures: l.failures, last: when(l.lastAt) })}</Text>
                <div>{badge(l)}</div>
              </Card.Body>
            )}
          />
        )}
      </LoadedList>
    </Stack>
  );
}
