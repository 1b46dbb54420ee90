// "Unidades enviadas" on the staff event page (issue 38 item 6): every unit sent to the event with its
// times — dispatched, en route, on scene, free (the status words) as HH:MM in Chile's time — and how
// long it took to reach the scene and how long it worked the event (h:mm). For the control room and
// the inspector; refreshed by the stream's unit events like the board.
import type { EventUnit } from '@vigia/domain';
import { eventUnitsQueryOptions, useQuery, useUnitEvents } from '@vigia/api-client/query';
import { Box, Heading, Stack, Text } from '@vigia/design-system';
import { formatTime, useTranslation } from '@vigia/i18n';
import { useKindName } from './board-screen';
import { SectionList } from './section-list';
import { hoursMinutes } from './unit-words';

export interface SentUnitsSectionProps {
  ticketId: number;
}

const STEPS = [
  ['DISPATCHED', 'dispatchedAt'],
  ['EN_ROUTE', 'enRouteAt'],
  ['ON_SCENE', 'onSceneAt'],
  ['AVAILABLE', 'releasedAt'],
] as const;

function SentUnit({ unit, kindName }: { unit: EventUnit; kindName: (code: string) => string }) {
  const { t, i18n } = useTranslation('dispatch');
  const toScene = hoursMinutes(unit.dispatchedAt, unit.onSceneAt);
  const worked = hoursMinutes(unit.dispatchedAt, unit.releasedAt);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="bold">
        {unit.code} · {kindName(unit.kind)}
      </Text>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" mt="1" fontSize="sm">
        {STEPS.map(([status, field]) => (
          <Box key={status} display="contents">
            <Box as="dt" color="fg.muted">
              {t(`common:unitStatus.${status}`)}
            </Box>
            <Box as="dd">{unit[field] ? formatTime(unit[field], i18n.language) : t('sentUnits.notYet')}</Box>
          </Box>
        ))}
      </Box>
      <Text fontSize="sm" mt="1">
        {toScene === null ? t('sentUnits.notReached') : t('sentUnits.toScene', { duration: toScene })}
        {' · '}
        {worked === null ? t('sentUnits.working') : t('sentUnits.worked', { duration: worked })}
      </Text>
    </Box>
  );
}

export function SentUnitsSection({ ticketId }: SentUnitsSectionProps) {
  const { t } = useTranslation('dispatch');
  useUnitEvents();
  const sent = useQuery(eventUnitsQueryOptions(ticketId));
  const kindName = useKindName();
  return (
    <Stack as="section" aria-labelledby="sent-units" gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h2" size="md" id="sent-units">
        {t('sentUnits.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('sentUnits.intro')}
      </Text>
      <SectionList query={sent} texts="sentUnits" as="ul">
        {(unit) => <SentUnit key={`${unit.unitId}-${unit.dispatchedAt}`} unit={unit} kindName={kindName} />}
      </SectionList>
    </Stack>
  );
}
