// Events per day as SVG columns in the theme's brand colour, with axes that say what they count
// (events, 0 to a round top, and the days, a mark a week) and a table for screen readers. Loaded on
// its own (React.lazy from dashboard-screen.tsx): it is below the fold.
import { useId } from 'react';
import { Box, Card, Flex, Heading, Table, Text, VisuallyHidden } from '@vigia/design-system';
import { formatDate, useTranslation } from '@vigia/i18n';

const shortDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const WIDTH = 300;
const HEIGHT = 100;
/** Days between two labels of the horizontal axis. */
const DAY_STEP = 7;

/** The vertical axis' top: the peak rounded up to an even number, so its middle is a whole count. */
export const axisTop = (max: number) => (max <= 1 ? 2 : max + (max % 2));

export default function PerDayChart({ days }: { days: { date: string; count: number }[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const id = useId();
  const total = days.reduce((n, d) => n + d.count, 0);
  const peak = days.reduce((best, d) => (d.count > best.count ? d : best), days[0] ?? { date: '', count: 0 });
  const top = axisTop(peak.count);
  const slot = WIDTH / Math.max(1, days.length);
  // A mark a week, counted back from today (the last day is always labelled).
  const ticks = days.map((d, i) => ({ ...d, i })).filter((d) => (days.length - 1 - d.i) % DAY_STEP === 0);
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
        <Box aria-hidden data-testid="per-day-chart">
          <Flex gap="1">
            <Flex
              direction="column"
              justify="space-between"
              h="120px"
              fontSize="xs"
              color="fg.muted"
              textAlign="end"
              minW="5"
              lineHeight="1"
            >
              <span data-testid="axis-top">{top}</span>
              <span>{top / 2}</span>
              <span>0</span>
            </Flex>
            <Box flex="1" minW="0">
              <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height="120" preserveAspectRatio="none" focusable="false">
                {[0, HEIGHT / 2].map((y) => (
                  <line key={y} x1="0" y1={y + 0.5} x2={WIDTH} y2={y + 0.5} stroke="var(--chakra-colors-border)" strokeDasharray="2 2" />
                ))}
                <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="var(--chakra-colors-border-emphasized)" />
                {days.map((d, i) => {
                  const h = (d.count / top) * HEIGHT;
                  return (
                    <rect
                      key={d.date}
                      x={i * slot + slot * 0.15}
                      y={HEIGHT - h}
                      width={slot * 0.7}
                      height={h}
                      fill="var(--chakra-colors-brand-solid)"
                    >
                      <title>{`${shortDay(d.date)}: ${d.count}`}</title>
                    </rect>
                  );
                })}
              </svg>
              <Box position="relative" h="4" fontSize="xs" color="fg.muted">
                {ticks.map((d) => (
                  <Box
                    as="span"
                    key={d.date}
                    position="absolute"
                    top="0"
                    style={{ left: `${((d.i + 0.5) / Math.max(1, days.length)) * 100}%` }}
                    transform={d.i === days.length - 1 ? 'translateX(-100%)' : 'translateX(-50%)'}
                    whiteSpace="nowrap"
                  >
                    {shortDay(d.date)}
                  </Box>
                ))}
              </Box>
            </Box>
          </Flex>
          <Text fontSize="xs" color="fg.muted" mt="2">
            {t('perDayAxes')}
          </Text>
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
