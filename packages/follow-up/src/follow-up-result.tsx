// The event as the reporter sees it: status, what and where, and the public history.
import type { ReactNode } from 'react';
import type { FollowUpView } from '@vigia/domain';
import { Badge, Box, Heading, Stack, Text } from '@vigia/design-system';
import { formatAge, formatDateTime, formatKm, useLookupNames, useNow, useTranslation } from '@vigia/i18n';
import { SectionCard } from './page-parts';

export function FollowUpResult({ view }: { view: FollowUpView }) {
  const { t, i18n } = useTranslation('followUp');
  const names = useLookupNames();
  const now = useNow();
  return (
    <SectionCard title={t('result', { id: view.id })}>
      <Stack as="dl" gap="3">
        <Fact term={t('status')}>
          <Badge colorPalette={view.closed ? 'gray' : 'green'} size="lg">
            {names.status(view.statusCode, view.statusName)}
          </Badge>
          {view.closed && (
            <Text fontSize="sm" mt="1">
              {t('closed')}
            </Text>
          )}
        </Fact>
        <Fact
          term={t('category')}
        >{`${names.category(view.category, view.categoryName)} · ${view.subcategoryName} · ${view.classificationName}`}</Fact>
        <Fact term={t('place')}>
          {t('placeValue', {
            commune: view.commune,
            km: formatKm(view.kilometer, i18n.language),
            direction: t(`direction.${view.orientation}`),
          })}
        </Fact>
        <Fact term={t('reportedAt')}>
          <time dateTime={view.dateEvent}>{formatDateTime(view.dateEvent, i18n.language)}</time> (
          {formatAge(view.dateEvent, i18n.language, now)})
        </Fact>
      </Stack>
      <Heading as="h3" size="md" mt="6" mb="2" id="follow-up-history">
        {t('history')}
      </Heading>
      <Stack as="ol" aria-labelledby="follow-up-history" gap="3" m="0" ps="4">
        {view.history.map((h, i) => (
          <Box as="li" key={`${h.at}-${i}`}>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(h.at, i18n.language)}
            </Text>
            <Text fontWeight="semibold">
              {t(`kinds.${h.kind}`, { status: h.statusCode ? names.status(h.statusCode, h.statusName) : (h.statusName ?? '') })}
            </Text>
            {h.comment && <Text>{h.comment}</Text>}
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** One line of the event's description list: what it is, then its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {term}
      </Text>
      <Box as="dd" m="0">
        {children}
      </Box>
    </Box>
  );
}
