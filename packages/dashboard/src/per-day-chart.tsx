import { useId } from 'react';
import { Box, Card, Flex, Heading, Table, Text, VisuallyHidden } from '@vigia/design-system';
import { formatDate, useTranslation } from '@vigia/i18n';

const shortDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** Events per day as SVG columns in the theme's brand colour, with a table for screen readers. */
export function PerDayChart({ days }: { days: { date: string; count: number }[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const id = useId();
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((n, d) => n + d.count, 0);
  const peak = days.reduce((best, d) => (d.count > best.count ? d : best), days[0] ?? { date: '', count: 0 });
  const width = 300;
  const height = 100;
  const slot = width / Math.max(1, days.length);
  return (
    <Card.Root as="section" aria-labelledby={`${id}-title`}>
      <Card.Header>
        <Heading as="h2" size="md" id={`${id}-title`}>
          {t('perDay')}
        </Heading>
        <Text color="fg.muted" fontSize="sm" id={`${id}-summary`}>
          {t('perDaySummary', { total, max: peak.count, maxDay: shortDay(peak.date) })}
        </Text>
      </Card.Header>
      <Card.Body>
        <Box aria-hidden>
          <svg viewBox={`0 0 ${width} ${height}`} width="100%" height="120" preserveAspectRatio="none" focusable="false">
            <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} stroke="var(--chakra-colors-border-emphasized)" strokeWidth="1" />
            {days.map((d, i) => {
              const h = (d.count / max) * (height - 4);
              return (
                <rect
                  key={d.date}
                  x={i * slot + slot * 0.15}
                  y={height - h}
                  width={slot * 0.7}
                  height={h}
                  rx="1"
                  fill="var(--chakra-colors-brand-solid)"
                >
                  <title>{`${shortDay(d.date)}: ${d.count}`}</title>
                </rect>
              );
            })}
          </svg>
          <Flex justify="space-between" fontSize="xs" color="fg.muted">
            <span>{days[0] && shortDay(days[0].date)}</span>
            <span>{days.at(-1) && shortDay(days.at(-1)!.date)}</span>
          </Flex>
        </Box>
        <VisuallyHidden>
          <Table.Root>
            <Table.Caption>{t('perDay')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('day')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('count')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {days.map((d) => (
                <Table.Row key={d.date}>
                  <Table.Cell>{formatDate(d.date, i18n.language)}</Table.Cell>
                  <Table.Cell>{d.count}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </VisuallyHidden>
      </Card.Body>
    </Card.Root>
  );
}
