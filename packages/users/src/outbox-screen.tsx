import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { loadStateOf, outboxQueryOptions, queryKeys, useQuery, useQueryClient } from '@vigia/api-client/query';
import { DEFAULT_PAGE_SIZE, MAIL_STATUSES, type MailStatus, type OutboxMessage } from '@vigia/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Field,
  Flex,
  HStack,
  Heading,
  Link,
  NativeSelect,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@vigia/design-system';
import { PagedList } from '@vigia/design-system/controls';
import { formatDateTime, paginationLabels, useTranslation } from '@vigia/i18n';
import { OutboxMessageDialog } from './outbox-message-dialog';

const PALETTE: Record<MailStatus, string> = { PENDING: 'orange', SENT: 'green', FAILED: 'red', HELD: 'gray' };
const isStatus = (value: string | null): value is MailStatus => MAIL_STATUSES.includes(value as MailStatus);

/** ADMIN: "Correo saliente", the outbox newest first; status filter and page live in the URL. */
export function OutboxScreen() {
  const { t, i18n } = useTranslation('users');
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const layout = useBreakpointValue({ base: 'cards', md: 'table' }) ?? 'cards';
  const queryClient = useQueryClient();
  const listParams = { page, size: DEFAULT_PAGE_SIZE, status };
  const query = useQuery(outboxQueryOptions(listParams));
  const state = loadStateOf(query);

  const go = (next: { status?: MailStatus | ''; page?: number }) => {
    const p = new URLSearchParams(params);
    const ns = next.status ?? status ?? '';
    const np = next.page ?? page;
    if (ns) p.set('status', ns);
    else p.delete('status');
    if (np > 0) p.set('page', String(np));
    else p.delete('page');
    setParams(p);
  };

  const badge = (m: OutboxMessage) => (
    <Badge colorPalette={PALETTE[m.status]} title={t(`outbox.statusHint.${m.status}`)}>
      {t(`outbox.status.${m.status}`)}
    </Badge>
  );
  const subject = (m: OutboxMessage) => m.subject || t('outbox.noSubject');
  const view = (m: OutboxMessage) => (
    <Button size="xs" variant="outline" aria-label={t('outbox.viewMessage', { to: m.to })} onClick={() => setOpen(m)}>
      {t('outbox.view')}
    </Button>
  );

  return (
    <Stack gap="6" minW="0">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t('outbox.title')}
        </Heading>
        <Link asChild color="brand.fg">
          <RouterLink to="..">{t('outbox.backToUsers')}</RouterLink>
        </Link>
      </Flex>
      {state.status === 'ready' && !state.data.smtpConfigured && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('outbox.noSmtp')}</Alert.Title>
        </Alert.Root>
      )}
      {/* The server masks one-time links (issue 34): say so, or the masked links look broken. */}
      <Text fontSize="sm" color="fg.muted">
        {t('outbox.linksMasked')}
      </Text>
      <Field.Root maxW="xs">
        <Field.Label>{t('outbox.filter')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={status ?? ''} onChange={(e) => go({ status: e.target.value as MailStatus | '', page: 0 })}>
            <option value="">{t('outbox.allStatuses')}</option>
            {MAIL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`outbox.status.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      <PagedList
        state={state}
        page={page}
        size={DEFAULT_PAGE_SIZE}
        onPageChange={(p) => go({ page: p })}
        onRetry={() => void queryClient.invalidateQueries({ queryKey: queryKeys.mail.all })}
        labels={{
          loading: t('common:loading'),
          error: t('outbox.loadError'),
          retry: t('common:retry'),
          empty: t('outbox.empty'),
          pagination: paginationLabels(t),
        }}
      >
        {(messages) => (
          <>
            {layout === 'table' ? (
              <Table.ScrollArea borderWidth="1px" borderRadius="md">
                <Table.Root size="sm" aria-label={t('outbox.table')}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('outbox.columns.status')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('outbox.columns.to')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('outbox.columns.subject')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('outbox.columns.date')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('outbox.columns.actions')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {messages.map((m) => (
                      <Table.Row key={m.id}>
                        <Table.Cell>{badge(m)}</Table.Cell>
                        <Table.Cell>{m.to}</Table.Cell>
                        <Table.Cell>{subject(m)}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{formatDateTime(m.createdAt, i18n.language)}</Table.Cell>
                        <Table.Cell>{view(m)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            ) : (
              <Stack as="ul" aria-label={t('outbox.table')} gap="3" listStyleType="none" m="0" p="0">
                {messages.map((m) => (
                  <Card.Root as="li" key={m.id} size="sm">
                    <Card.Body>
                      <Stack gap="1">
                        <HStack justify="space-between" gap="2">
                          {badge(m)}
                          <Text fontSize="sm" color="fg.muted">
                            {formatDateTime(m.createdAt, i18n.language)}
                          </Text>
                        </HStack>
                        <Text fontWeight="semibold">{subject(m)}</Text>
                        <Text fontSize="sm" wordBreak="break-all">
                          {m.to}
                        </Text>
                        <HStack justify="flex-end">{view(m)}</HStack>
                      </Stack>
                    </Card.Body>
                  </Card.Root>
                ))}
              </Stack>
            )}
          </>
        )}
      </PagedList>
      {open && <OutboxMessageDialog message={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
