// The history of a work (GET /api/works/{id}/history): each change, who and when, oldest first.
import { useQuery, workHistoryQueryOptions } from '@vigia/api-client/query';
import { Alert, Heading, LoadingState, Stack, Text } from '@vigia/design-system';
import { formatDateTime, useTranslation } from '@vigia/i18n';

export function WorkHistory({ id }: { id: number }) {
  const { t, i18n } = useTranslation('works');
  const history = useQuery(workHistoryQueryOptions(id));
  const known = (action: string) => ['CREATED', 'EDITED', 'REQUEST', 'APPROVE', 'REJECT', 'CANCEL'].includes(action);
  return (
    <Stack as="section" gap="2" aria-labelledby="work-history-title">
      <Heading as="h2" size="md" id="work-history-title">
        {t('history.title')}
      </Heading>
      {history.status === 'pending' && <LoadingState label={t('detail.loading')} />}
      {history.status === 'error' && <Text>{t('history.failed')}</Text>}
      {history.data?.chain === 'BROKEN' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('history.broken')}</Alert.Description>
        </Alert.Root>
      )}
      {history.data && history.data.entries.length === 0 && <Text>{t('history.empty')}</Text>}
      {history.data && history.data.entries.length > 0 && (
        <Stack as="ol" gap="2" ps="4">
          {history.data.entries.map((entry) => {
            const reason = typeof entry.changes.reason === 'string' ? entry.changes.reason : null;
            return (
              <li key={entry.id}>
                <Text fontWeight="medium">{known(entry.action) ? t(`history.action.${entry.action}`) : entry.action}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('history.by', { at: formatDateTime(entry.changedAt, i18n.language), name: entry.actorName ?? t('history.system') })}
                </Text>
                {reason && <Text fontSize="sm">{t('history.reason', { reason })}</Text>}
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
