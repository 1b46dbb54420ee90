// The event the unit is sent to, short (issue 38 item 3): what, where, lanes, injured, the next
// step, a photo of the scene, and the ways to the whole event and to the control room — not the
// 20-field form.
import { Link as RouterLink } from 'react-router-dom';
import { readEmergencyPhone, type Ticket } from '@vigia/domain';
import type { UnitStatus } from '@vigia/domain/unit-status';
import { ticketQueryOptions, useQuery } from '@vigia/api-client/query';
import { Badge, Box, Button, ErrorState, Heading, LoadingState, Stack, Text } from '@vigia/design-system';
import { formatKm, useLookupNames, useTranslation } from '@vigia/i18n';
import { ScenePhoto } from './scene-photo';

export function AssignedEventCard({ ticketId, status }: { ticketId: number; status: UnitStatus }) {
  const { t } = useTranslation('crew');
  const event = useQuery(ticketQueryOptions(ticketId));
  return (
    <Box as="article" aria-label={t('event')} borderWidth="2px" borderColor="border.emphasized" borderRadius="md" p="4">
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        {t('event')}
      </Text>
      <Heading as="h3" size="lg">
        {t('eventNumber', { id: ticketId })}
      </Heading>
      {event.isPending && <LoadingState label={t('common:loading')} />}
      {event.isError && <ErrorState message={t('eventLoadError')} retryLabel={t('common:retry')} onRetry={() => void event.refetch()} />}
      {event.data && <EventFacts event={event.data} status={status} />}
    </Box>
  );
}

function EventFacts({ event, status }: { event: Ticket; status: UnitStatus }) {
  const { t, i18n } = useTranslation('crew');
  const names = useLookupNames();
  const phone = readEmergencyPhone();
  const next = status === 'DISPATCHED' || status === 'EN_ROUTE' || status === 'ON_SCENE' ? t(`next.${status}`) : null;
  return (
    <Stack gap="2" mt="2">
      <Text fontSize="lg" fontWeight="semibold">
        {names.category(event.category, event.categoryName)}
      </Text>
      <Text>
        {t('km', { km: formatKm(event.kilometer, i18n.language) })} · {t(`direction.${event.orientation}`)}
      </Text>
      <Text>
        {t('lanes', {
          north: t(`common:lanes.${event.lanesBlocked.NORTH}`),
          south: t(`common:lanes.${event.lanesBlocked.SOUTH}`),
        })}
      </Text>
      {event.injured && (
        <Badge alignSelf="start" colorPalette="red" variant="solid" size="lg">
          {t('common:injured')}
        </Badge>
      )}
      {next && <Text fontWeight="semibold">{next}</Text>}
      <ScenePhoto ticketId={event.id} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="2">
        <Button asChild size="lg" minH="14" variant="outline">
          <RouterLink to={`/driver/events/${event.id}`}>{t('viewEvent')}</RouterLink>
        </Button>
        {phone && (
          <Button asChild size="lg" minH="14" variant="outline">
            <a href={`tel:${phone}`}>{t('callControl')}</a>
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
