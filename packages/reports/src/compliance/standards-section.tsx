// "Estándares de servicio": the standards in force today and the ones announced for later, by
// severity and classification; ADMIN adds one below (INSPECTOR and SUPERVISOR read).
import { standardsQueryOptions, useQuery } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { Badge, Box, EmptyState, ErrorState, Heading, LoadingState, Stack, Table } from '@vigia/design-system';
import { formatDate, useTranslation } from '@vigia/i18n';
import { LIMIT_FIELDS, StandardForm } from './standard-form';
import { chileToday, standardsInForce } from './standards-in-force';

export function StandardsSection({ now = () => new Date() }: { now?: () => Date }) {
  const { t, i18n } = useTranslation('reports');
  const { user } = useAuth();
  const standards = useQuery(standardsQueryOptions());
  const rows = standards.data ? standardsInForce(standards.data, chileToday(now())) : [];

  return (
    <Stack as="section" aria-labelledby="standards-title" gap="3">
      <Heading as="h2" size="md" id="standards-title">
        {t('compliance.standards')}
      </Heading>
      {standards.isPending ? (
        <LoadingState label={t('compliance.standardsLoading')} />
      ) : standards.isError ? (
        <ErrorState message={t('compliance.standardsFailed')} retryLabel={t('compliance.retry')} onRetry={() => void standards.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('compliance.noStandardsYet')} />
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-labelledby="standards-title">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('compliance.standardForm.severity')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('compliance.standardForm.classification')}</Table.ColumnHeader>
                {LIMIT_FIELDS.map((f) => (
                  <Table.ColumnHeader key={f} textAlign="end">
                    {t(`compliance.standardForm.${f}`)}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader>{t('compliance.standardForm.effectiveFrom')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map(({ standard: s, future }) => (
                <Table.Row key={s.id}>
                  <Table.Cell>{t(`compliance.severityNames.${s.severity}`)}</Table.Cell>
                  <Table.Cell>{s.classificationName ?? t('compliance.standardForm.everyClassification')}</Table.Cell>
                  {LIMIT_FIELDS.map((f) => (
                    <Table.Cell key={f} textAlign="end">
                      {s[f] ?? '—'}
                    </Table.Cell>
                  ))}
                  <Table.Cell>
                    {formatDate(s.effectiveFrom, i18n.language)}{' '}
                    <Badge colorPalette={future ? 'blue' : 'green'}>{t(future ? 'compliance.future' : 'compliance.inForce')}</Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {user?.role === 'ADMIN' && <StandardForm now={now} />}
    </Stack>
  );
}
