// The dashboard's key figures (issue 37): the audited ones, each saying what it measures and over
// which period: open now (by severity), the median and p90 of response (report → on scene) and of
// closing (report → closed) over the last 30 days, and the share closed within the targets.
import type { ReactNode } from 'react';
import type { ReportStatistic } from '@vigia/domain';
import { Card, SimpleGrid, Text } from '@vigia/design-system';
import { formatNumber, useTranslation } from '@vigia/i18n';
import { useDurationText } from './duration-text';

const PENDING = '–';

/** `wordy`: a value in words ("Sin cierres"), drawn smaller in the same height, so that on a phone it
 * does not wrap and push the page down when the figures arrive. `detail`: one line under the value. */
function Figure({ label, value, detail, wordy = false }: { label: string; value: string | number; detail?: ReactNode; wordy?: boolean }) {
  return (
    <Card.Root as="li">
      <Card.Body p="4">
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
        <Text
          fontSize={wordy ? 'lg' : '3xl'}
          fontWeight="bold"
          lineHeight="short"
          minH="calc({fontSizes.3xl} * {lineHeights.short})"
          display="flex"
          alignItems="center"
        >
          {value}
        </Text>
        <Text fontSize="xs" color="fg.muted" minH="1lh">
          {detail}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** While `figures` is null the cards are there with their labels and no value (no layout shift). */
export function KeyFigures({ figures, seesUnassigned }: { figures: ReportStatistic | null; seesUnassigned: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const duration = useDurationText();
  const life = figures?.lifecycle;
  const openNow = life?.openNow.filter((s) => s.count > 0) ?? [];
  const share = life?.withinSlaShare ?? null;
  return (
    <SimpleGrid
      as="ul"
      aria-hidden={figures ? undefined : true}
      columns={{ base: 2, md: seesUnassigned ? 5 : 4 }}
      gap="3"
      listStyleType="none"
      m="0"
      p="0"
    >
      <Figure
        label={t('openNow')}
        value={figures?.open ?? PENDING}
        detail={openNow.map((s) => `${t(`common:severity.${s.severity}`)} ${s.count}`).join(' · ')}
      />
      {seesUnassigned && <Figure label={t('unassigned')} value={figures?.unassigned ?? PENDING} />}
      <Figure
        label={t('medianResponse')}
        value={life ? (life.response.count ? duration(life.response.median) : t('noArrivals')) : PENDING}
        wordy={life?.response.count === 0}
        detail={life && life.response.count > 0 && t('p90', { value: duration(life.response.p90) })}
      />
      <Figure
        label={t('medianClose')}
        value={life ? (life.close.count ? duration(life.close.median) : t('noClosed')) : PENDING}
        wordy={life?.close.count === 0}
        detail={life && life.close.count > 0 && t('p90', { value: duration(life.close.p90) })}
      />
      <Figure
        label={t('withinSla')}
        value={life ? (share === null ? t('noClosed') : formatNumber(share, i18n.language, { style: 'percent' })) : PENDING}
        wordy={life !== undefined && share === null}
        detail={life && life.closed > 0 && t('lifecycle.closedCount', { within: life.withinSla, closed: life.closed })}
      />
    </SimpleGrid>
  );
}
