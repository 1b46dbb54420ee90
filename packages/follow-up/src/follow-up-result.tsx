// The event as the reporter sees it: status, what and where, and the public history.
import type { FollowUpView } from '@vigia/domain';
import { Badge, Box, Card, Heading, Stack, Text } from '@vigia/design-system';
import { formatAge, formatDateTime, useLookupNames, useNow, useTranslation } from '@vigia/i18n';

export function FollowUpResult({ view }: { view: FollowUpView }) {
  const { t, i18n } = useTranslation('followUp');
  const names = useLookupNames();
  const now = useNow();
  return (
    <Card.Root as="section" aria-labelledby="follow-up-result">
      <Card.Header>
        <Heading as="h2" size="lg" id="follow-up-result">
          {t('result', { id: view.id })}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="dl" gap="3">
          <Box>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {t('status')}
            </Text>
            <Box as="dd" m="0">
              <Badge colorPalette={view.closed ? 'gray' : 'green'} size="lg">
                {names.status(view.statusCode, view.statusName)}
              </Badge>
              {view.closed && (
                <Text fontSize="sm" mt="1">
                  {t('closed')}
                </Text>
              )}
            </Box>
          </Box>
          <Box>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {t('category')}
            </Text>
            <Text as="dd" m="0">{`${view.categoryName} · ${view.subcategoryName} · ${view.classificationName}`}</Text>
          </Box>
          <Box>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {t('place')}
            </Text>
            <Text as="dd" m="0">
              {t('placeValue', { commune: view.commune, km: view.kilometer, direction: t(`direction.${view.orientation}`) })}
            </Text>
          </Box>
          <Box>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {t('reportedAt')}
            </Text>
            <Text as="dd" m="0">
              <time dateTime={view.dateEvent}>{formatDateTime(view.dateEvent, i18n.language)}</time> (
              {formatAge(view.dateEvent, i18n.language, now)})
            </Text>
          </Box>
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
      </Card.Body>
    </Card.Root>
  );
}
