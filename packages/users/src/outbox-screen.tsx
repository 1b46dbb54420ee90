import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { loadStateOf, outboxQueryOptions, queryKeys, useQuery, useQueryClient } from '@vigia/api-client/query';
import { DEFAULT_PAGE_SIZE, MAIL_STATUSES, type MailStatus, type OutboxMessage } from '@vigia/domain';
import { Alert, Badge, Button, Card, Field, HStack, SelectInput, Stack, Text } from '@vigia/design-system';
import { PagedList, ResponsiveList } from '@vigia/design-system/controls';
import { formatDateTime, pagedListLabels, useTranslation } from '@vigia/i18n';
import { OutboxMessageDialog } from './outbox-message-dialog';
import { withParams } from './url-params';
import { BackToUsersHeader } from './back-to-users-header';

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
  const queryClient = useQueryClient();
  const listParams = { page, size: DEFAULT_PAGE_SIZE, status };
  const query = useQuery(outboxQueryOptions(listParams));
  const state = loadStateOf(query);

  const go = (next: { status?: MailStatus | ''; page?: number }) =>
    setParams(withParams(params, { status: next.status ?? status ?? '', page: next.page ?? page }));

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
      <BackToUsersHeader title={t('outbox.title')} />
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
        <SelectInput
          value={status ?? ''}
          onChange={(e) => go({ status: e.target.value as MailStatus | '', page: 0 })}
          placeholder={t('outbox.allStatuses')}
          options={MAIL_STATUSES.map((s) => ({ value: s, label: t(`outbox.status.${s}`) }))}
        />
      </Field.Root>

      <PagedList
        state={state}
        page={page}
        size={DEFAULT_PAGE_SIZE}
        onPageChange={(p) => go({ page: p })}
        onRetry={() => void queryClient.invalidateQueries({ queryKey: queryKeys.mail.all })}
        labels={pagedListLabels(t, { error: t('outbox.loadError'), empty: t('outbox.empty') })}
      >
        {(messages) => (
          <ResponsiveList
            label={t('outbox.table')}
            rows={messages}
            rowKey={(m) => m.id}
            columns={[
              { header: t('outbox.columns.status'), cell: badge },
              { header: t('outbox.columns.to'), cell: (m) => m.to },
              { header: t('outbox.columns.subject'), cell: subject },
              { header: t('outbox.columns.date'), cell: (m) => formatDateTime(m.createdAt, i18n.language), nowrap: true },
              { header: t('outbox.columns.actions'), cell: view },
            ]}
            card={(m) => (
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
            )}
          />
        )}
      </PagedList>
      {open && <OutboxMessageDialog message={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
