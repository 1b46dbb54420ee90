// The first unit's arrivals (issue 38 item 6), in words: of the period's events a unit reached, the
// share the first unit reached while the event was within its SLA, and what that means. Part of the
// lazily loaded lifecycle panel: nothing of it is in the dashboard's first load.
import type { UnitArrivalStatistic } from '@vigia/domain';
import { Card, Text } from '@vigia/design-system';
import { formatNumber, useTranslation } from '@vigia/i18n';

export function UnitArrivalFigure({ figure }: { figure: UnitArrivalStatistic }) {
  const { t, i18n } = useTranslation('dashboard');
  const share =
    figure.withinSlaShare === null
      ? null
      : formatNumber(figure.withinSlaShare, i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Card.Root as="section" aria-labelledby="dashboard-unit-arrival">
      <Card.Body p="4" gap="1">
        <Text as="h3" id="dashboard-unit-arrival" color="fg.muted" fontSize="sm">
          {t('unitArrival.title')}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
          {share ?? t('unitArrival.noneReached')}
        </Text>
        <Text fontSize="sm">
          {share === null
            ? t('unitArrival.dispatchedOnly', { count: figure.dispatched })
            : t('unitArrival.counts', { within: figure.withinSla, reached: figure.reached, dispatched: figure.dispatched })}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('unitArrival.definition')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
