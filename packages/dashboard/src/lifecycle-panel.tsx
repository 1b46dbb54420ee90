// Response and clearance times (issue 26) for SUPERVISOR, INSPECTOR and ADMIN: the median and 90th
// percentile of T1→on scene, T1→lanes open, T1→cleared and T1→closed, overall and by severity, and the share
// closed within SLA. Loaded on its own (React.lazy from dashboard-screen.tsx): it is below the fold
// and the dashboard's first load has almost no bytes left.
import type { DurationStatistic, LifecycleStatistic, LifecycleTimes } from '@vigia/domain';
import { Box, Card, Heading, SimpleGrid, Stack, Table, Text } from '@vigia/design-system';
import { addTexts, formatDate, formatNumber, useTranslation } from '@vigia/i18n';
import laterTexts from '@vigia/i18n/locales/es/dashboard-later';
import { useDurationText } from './duration-text';
import { UnitArrivalFigure } from './unit-arrival-figure';

// This panel's own texts come with its chunk (the dashboard's first load has the rest).
addTexts('dashboard', laterTexts);

const MEASURES = ['response', 'roadwayClearance', 'incidentClearance', 'close'] as const;

function useFormat() {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.language;
  const minutes = useDurationText();
  const duration = (d: DurationStatistic) =>
    d.count === 0 ? t('lifecycle.none') : t('lifecycle.duration', { median: minutes(d.median), p90: minutes(d.p90) });
  const share = (times: LifecycleTimes) =>
    times.withinSlaShare === null
      ? t('lifecycle.noClosed')
      : formatNumber(times.withinSlaShare, lng, { style: 'percent', maximumFractionDigits: 0 });
  return { t, lng, minutes, duration, share };
}

export default function LifecyclePanel({ lifecycle }: { lifecycle: LifecycleStatistic }) {
  const { t, lng, minutes, duration, share } = useFormat();
  return (
    <Stack as="section" aria-labelledby="dashboard-lifecycle-title" gap="3">
      <Heading as="h2" size="md" id="dashboard-lifecycle-title">
        {t('lifecycle.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('lifecycle.description', { from: formatDate(lifecycle.from, lng) })}
      </Text>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, xl: 5 }} gap="3" listStyleType="none" m="0" p="0">
        {MEASURES.map((key) => (
          <Card.Root as="li" key={key}>
            <Card.Body p="4" gap="1">
              <Text color="fg.muted" fontSize="sm">
                {t(`lifecycle.${key}`)}
              </Text>
              <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
                {minutes(lifecycle[key].median)}
              </Text>
              <Text fontSize="sm">
                {lifecycle[key].count === 0
                  ? t('lifecycle.noEvents')
                  : t('lifecycle.p90Of', { p90: minutes(lifecycle[key].p90), count: lifecycle[key].count })}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
        <Card.Root as="li">
          <Card.Body p="4" gap="1">
            <Text color="fg.muted" fontSize="sm">
              {t('lifecycle.withinSla')}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
              {share(lifecycle)}
            </Text>
            <Text fontSize="sm">{t('lifecycle.closedCount', { within: lifecycle.withinSla, closed: lifecycle.closed })}</Text>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <UnitArrivalFigure figure={lifecycle.unitArrival} />
      {/* Wider than a phone: it scrolls sideways by itself, reachable by keyboard. */}
      <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby="dashboard-lifecycle-caption">
        <Table.Root size="sm" minW="44rem">
          <Table.Caption id="dashboard-lifecycle-caption" captionSide="top" textAlign="start" fontWeight="semibold" mt="0" mb="2">
            {t('lifecycle.bySeverity')}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('lifecycle.severity')}</Table.ColumnHeader>
              {MEASURES.map((key) => (
                <Table.ColumnHeader key={key}>{t(`lifecycle.${key}`)}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>{t('lifecycle.withinSla')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lifecycle.bySeverity.map((row) => (
              <Table.Row key={row.severity}>
                <Table.ColumnHeader scope="row">{t(`common:severity.${row.severity}`)}</Table.ColumnHeader>
                {MEASURES.map((key) => (
                  <Table.Cell key={key}>{duration(row[key])}</Table.Cell>
                ))}
                <Table.Cell>{share(row)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {lifecycle.secondaries > 0 && <Text fontSize="sm">{t('lifecycle.secondaries', { count: lifecycle.secondaries })}</Text>}
    </Stack>
  );
}
