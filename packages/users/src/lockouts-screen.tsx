// ADMIN: who is being kept from signing in right now (issue 25). Failed sign-ins count per account
// and address: an address is slowed after 3 failures and locked out of that account after 5, for
// 15 minutes; the owner elsewhere is never locked out. Read-only: the window ends it.
import { Link as RouterLink } from 'react-router-dom';
import { loadStateOf, lockoutsQueryOptions, useQuery } from '@vigia/api-client/query';
import type { SignInLockout } from '@vigia/domain';
import {
  Badge,
  Card,
  EmptyState,
  ErrorState,
  Flex,
  Heading,
  Link,
  LoadingState,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@vigia/design-system';
import { formatDateTime, useTranslation } from '@vigia/i18n';

export function LockoutsScreen() {
  const { t, i18n } = useTranslation('users');
  const layout = useBreakpointValue({ base: 'cards', md: 'table' }) ?? 'cards';
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
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t('lockouts.title')}
        </Heading>
        <Link asChild color="brand.fg">
          <RouterLink to="..">{t('outbox.backToUsers')}</RouterLink>
        </Link>
      </Flex>
      <Text color="fg.muted">{t('lockouts.explain')}</Text>
      {state.status === 'loading' && <LoadingState label={t('common:loading')} />}
      {state.status === 'error' && (
        <ErrorState message={t('lockouts.loadError')} retryLabel={t('common:retry')} onRetry={() => void query.refetch()} />
      )}
      {state.status === 'ready' && state.data.length === 0 && <EmptyState title={t('lockouts.empty')} />}
      {state.status === 'ready' && state.data.length > 0 && layout === 'table' && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={t('lockouts.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('lockouts.columns.account')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('lockouts.columns.ip')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('lockouts.columns.failures')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('lockouts.columns.last')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('lockouts.columns.state')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {state.data.map((l) => (
                <Table.Row key={`${l.account} ${l.ip}`}>
                  <Table.Cell>{l.account}</Table.Cell>
                  <Table.Cell>{l.ip}</Table.Cell>
                  <Table.Cell>{l.failures}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{when(l.lastAt)}</Table.Cell>
                  <Table.Cell>{badge(l)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {state.status === 'ready' && state.data.length > 0 && layout === 'cards' && (
        <Stack as="ul" aria-label={t('lockouts.title')} gap="3" listStyleType="none" m="0" p="0">
          {state.data.map((l) => (
            <Card.Root as="li" key={`${l.account} ${l.ip}`} size="sm">
              <Card.Body gap="1">
                <Text fontWeight="semibold" wordBreak="break-all">
                  {l.account}
                </Text>
                <Text fontSize="sm">{t('lockouts.card', { ip: l.ip, failures: l.failures, last: when(l.lastAt) })}</Text>
                <div>{badge(l)}</div>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
