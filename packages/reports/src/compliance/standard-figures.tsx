// The month's figures per standard: one table each, a row per time it limits.
import type { Compliance } from '@vigia/domain';
import { Box, Card, EmptyState, Heading, Stack, Table, Text } from '@vigia/design-system';
import { formatDate, useTranslation } from '@vigia/i18n';

export function StandardFigures({ rows }: { rows: Compliance['standards'] }) {
  const { t, i18n } = useTranslation('reports');
  if (rows.length === 0) return <EmptyState title={t('compliance.noStandards')} />;
  return (
    <Stack gap="4">
      {rows.map(({ standard: s, events, times }) => {
        const severity = t(`compliance.severities.${s.severity}`);
        const title = s.classificationName
          ? t('compliance.standardOf', { id: s.id, severity, classification: s.classificationName })
          : t('compliance.standard', { id: s.id, severity });
        const headingId = `standard-${s.id}`;
        return (
          <Card.Root key={s.id} as="section" aria-labelledby={headingId}>
            <Card.Body>
              <Heading as="h2" size="sm" id={headingId}>
                {title}
              </Heading>
              <Text fontSize="sm" color="fg.muted" mb="2">
                {t('compliance.since', { date: formatDate(s.effectiveFrom, i18n.language), events })}
              </Text>
              <Box overflowX="auto">
                <Table.Root size="sm" aria-labelledby={headingId}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('compliance.time')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('compliance.limit')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('compliance.met')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('compliance.breached')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('compliance.notMeasurable')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {times.map((row) => (
                      <Table.Row key={row.time}>
                        <Table.Cell>{t(`compliance.times.${row.time}`)}</Table.Cell>
                        <Table.Cell textAlign="end">{row.limitMinutes}</Table.Cell>
                        <Table.Cell textAlign="end">{row.met}</Table.Cell>
                        <Table.Cell textAlign="end">{row.breached}</Table.Cell>
                        <Table.Cell textAlign="end">{row.notMeasurable}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
