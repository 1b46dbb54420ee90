import { useAuth } from '@vigia/auth';
import { CLOSED_STATUS } from '@vigia/domain';
import { Card, ErrorState, Heading, LoadingState, SimpleGrid, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { CountList } from './count-list';
import { useStatistics } from './use-statistics';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card.Root>
      <Card.Body>
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
        <Text fontSize="3xl" fontWeight="bold">
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Home of every area: the figures over the events the signed-in role may see. */
export function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const { state, retry } = useStatistics();

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('greeting', { name: user?.name ?? '' })}
        </Heading>
        <Text color="fg.muted">{t(`scope.${user?.role ?? 'unknown'}`)}</Text>
      </Stack>
      {state.status === 'loading' && <LoadingState label={t('common:loading')} />}
      {state.status === 'error' && <ErrorState message={t('loadError')} retryLabel={t('common:retry')} onRetry={retry} />}
      {state.status === 'ready' && (
        <>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <Figure label={t('total')} value={state.data.total} />
            <Figure
              label={t('open')}
              value={state.data.byStatus.filter((s) => s.code !== CLOSED_STATUS).reduce((n, s) => n + s.count, 0)}
            />
            <Figure label={t('closed')} value={state.data.byStatus.find((s) => s.code === CLOSED_STATUS)?.count ?? 0} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
            <CountList title={t('byStatus')} items={state.data.byStatus} total={state.data.total} />
            <CountList title={t('byCategory')} items={state.data.byCategory} total={state.data.total} />
            <CountList
              title={t('byCommune')}
              items={state.data.byCommune.map((c) => ({ ...c, code: c.code ?? c.name }))}
              total={state.data.total}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
