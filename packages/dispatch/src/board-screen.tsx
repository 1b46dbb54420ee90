// "Tablero" (issue 38): the control room's units and open events on the road, live. The counts by
// status and kind, the strip (both carriageways) and the list "Unidades": code, kind, status in
// words, km, event, who drives it, and how old the position is ("sin posición reciente" after 2 min).
import { useCallback } from 'react';
import { useLocation, Link as RouterLink } from 'react-router-dom';
import type { Unit } from '@vigia/domain';
import { stripQueryOptions, unitKindsQueryOptions, unitsQueryOptions, useLiveUnits, useQuery } from '@vigia/api-client/query';
import {
  Alert,
  Badge,
  Box,
  Card,
  ErrorState,
  HStack,
  Heading,
  Link,
  LoadingState,
  EmptyState,
  ScreenTitle,
  Stack,
  Text,
} from '@vigia/design-system';
import { formatKm, useNow, useTranslation } from '@vigia/i18n';
import { ActiveWorksSection, useActiveWorks } from './active-works';
import { UnitStrip } from './unit-strip';
import { driverWords, positionAge, unitCounts } from './unit-words';

/** "hace 40 s" / "hace 3 min" / "sin posición reciente", ticking every 5 s. */
export function useAgeText(): (unit: Pick<Unit, 'positionAt'>) => string {
  const { t } = useTranslation('dispatch');
  const now = useNow(5_000);
  return useCallback(
    (unit) => {
      const age = positionAge(unit.positionAt, now);
      return age.kind === 'stale' ? t('age.stale') : t(`age.${age.kind}`, { n: age.n });
    },
    [now, t],
  );
}

/** Each kind's name in the language shown (kinds are data). */
export function useKindName(): (code: string) => string {
  const { i18n } = useTranslation();
  const { data } = useQuery(unitKindsQueryOptions());
  return useCallback(
    (code) => {
      const kind = data?.find((k) => k.code === code);
      return kind ? (i18n.language.startsWith('en') ? kind.nameEn : kind.name) : code;
    },
    [data, i18n.language],
  );
}

function Counts({ units, kindName }: { units: readonly Unit[]; kindName: (code: string) => string }) {
  const { t } = useTranslation('dispatch');
  const { byStatus, byKind } = unitCounts(units);
  return (
    <Card.Root as="section" aria-labelledby="board-counts">
      <Card.Body>
        <Heading as="h2" size="md" id="board-counts">
          {t('board.counts')}
        </Heading>
        <HStack as="ul" aria-label={t('board.counts')} wrap="wrap" gap="2" mt="2" listStyleType="none">
          {byStatus.map(({ status, count }) => (
            <Box as="li" key={status} borderWidth="1px" borderRadius="md" px="3" py="1">
              {t(`common:unitStatus.${status}`)}: <strong>{count}</strong>
            </Box>
          ))}
        </HStack>
        <HStack as="ul" aria-label={t('board.countsByKind')} wrap="wrap" gap="2" mt="2" listStyleType="none">
          {byKind.map(({ kind, count }) => (
            <Box as="li" key={kind} fontSize="sm" color="fg.muted">
              {kindName(kind)}: {count}
            </Box>
          ))}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function UnitList({
  units,
  ageOf,
  kindName,
  eventHref,
}: {
  units: readonly Unit[];
  ageOf: (unit: Unit) => string;
  kindName: (code: string) => string;
  eventHref: (id: number) => string;
}) {
  const { t, i18n } = useTranslation('dispatch');
  return (
    <Stack as="section" aria-labelledby="board-units" gap="2">
      <Heading as="h2" size="md" id="board-units">
        {t('board.units')}
      </Heading>
      <Stack as="ul" aria-label={t('board.units')} gap="2" listStyleType="none">
        {[...units]
          .sort((a, b) => a.code.localeCompare(b.code))
          .map((u) => (
            <Box as="li" key={u.id} borderWidth="1px" borderRadius="md" p="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text fontWeight="bold">
                  {u.code} · {kindName(u.kind)}
                </Text>
                {/* Status in words with an outline: never by colour alone. */}
                <Badge variant="outline" size="lg" data-status={u.status}>
                  {t(`common:unitStatus.${u.status}`)}
                </Badge>
              </HStack>
              <Text fontSize="sm">
                {u.kilometer === null ? t('noKm') : t('km', { km: formatKm(u.kilometer, i18n.language) })}
                {u.orientation ? ` · ${t(`direction.${u.orientation}`)}` : ''} · {ageOf(u)}
              </Text>
              <Text fontSize="sm">
                {u.ticketId === null ? (
                  t('noEvent')
                ) : (
                  <Link asChild color="brand.fg" textDecoration="underline">
                    <RouterLink to={eventHref(u.ticketId)}>{t('event', { id: u.ticketId })}</RouterLink>
                  </Link>
                )}
                {' · '}
                {driverWords(u, t)}
              </Text>
            </Box>
          ))}
      </Stack>
    </Stack>
  );
}

export function BoardScreen() {
  const { t } = useTranslation('dispatch');
  const { pathname } = useLocation();
  const area = pathname.split('/')[1] || 'operator';
  const eventHref = useCallback((id: number) => `/${area}/events/${id}`, [area]);
  const units = useLiveUnits(unitsQueryOptions());
  const events = useQuery(stripQueryOptions());
  const ageOf = useAgeText();
  const kindName = useKindName();
  const works = useActiveWorks();

  let body;
  // A failed refetch keeps what was shown; only no data at all is an error screen.
  const list = units.data;
  if (!list)
    body = units.isError ? (
      <ErrorState message={t('board.failed')} onRetry={() => void units.refetch()} retryLabel={t('board.retry')} />
    ) : (
      <LoadingState label={t('board.loading')} />
    );
  else if (list.length === 0) body = <EmptyState title={t('board.empty')} />;
  else
    body = (
      <>
        <Counts units={list} kindName={kindName} />
        <UnitStrip units={list} events={events.data ?? []} works={works} ageOf={ageOf} eventHref={eventHref} />
        <UnitList units={list} ageOf={ageOf} kindName={kindName} eventHref={eventHref} />
      </>
    );

  return (
    <Stack gap="4">
      <ScreenTitle title={t('board.title')} intro={t('board.intro')} />
      {!units.live && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('board.polling')}</Alert.Title>
        </Alert.Root>
      )}
      {body}
      <ActiveWorksSection works={works} />
    </Stack>
  );
}
