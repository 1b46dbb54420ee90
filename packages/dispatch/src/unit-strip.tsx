// The road from km 410 to 580, one band per carriageway, with its units (code and status in words)
// and its open events. Labels never overlap: a marker closer than `gap` % to the previous one in its
// row goes to the next row; on a phone the gap is wider and the km ticks fewer.
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ActiveWork, StripEvent, Unit } from '@vigia/domain';
import { ORIENTATIONS, ROAD_KM_MAX, ROAD_KM_MIN, type Orientation } from '@vigia/domain';
import { Box, Card, Heading, Link, Stack, Text, useBreakpointValue } from '@vigia/design-system';
import { formatKm, useTranslation } from '@vigia/i18n';
import { useWorkLanes } from './active-works';

const SPAN = ROAD_KM_MAX - ROAD_KM_MIN;
export const kmPercent = (km: number) => ((Math.min(Math.max(km, ROAD_KM_MIN), ROAD_KM_MAX) - ROAD_KM_MIN) / SPAN) * 100;
const TICKS = [410, 430, 450, 470, 490, 510, 530, 550, 580];
const PHONE_TICKS = [410, 450, 490, 530, 580];
const ROW_PX = 40;
/** Below the markers' rows: the band of each work under way, with its short label. */
const WORKS_PX = 22;

/** Row of each item (in km order) so that two items of a row are at least `gap` % apart. */
export function stackRows(percents: readonly number[], gap: number): number[] {
  const lastInRow: number[] = [];
  return percents.map((p) => {
    let row = lastInRow.findIndex((last) => p - last >= gap);
    if (row === -1) row = lastInRow.length;
    lastInRow[row] = p;
    return row;
  });
}

type Marker = { key: string; km: number; unit?: Unit; event?: StripEvent };

export function UnitStrip({
  units,
  events,
  ageOf,
  eventHref,
  works = [],
}: {
  units: readonly Unit[];
  events: readonly StripEvent[];
  /** Planned works under way now: a hatched band over their km range, labelled in words. */
  works?: readonly ActiveWork[];
  ageOf: (unit: Unit) => string;
  eventHref: (id: number) => string;
}) {
  const { t, i18n } = useTranslation('dispatch');
  const titleId = useId();
  const phone = useBreakpointValue({ base: true, md: false }) ?? true;
  const gap = phone ? 24 : 7;
  const ticks = phone ? PHONE_TICKS : TICKS;
  const km = (value: number) => formatKm(value, i18n.language);
  const workLanes = useWorkLanes();

  const lane = (o: Orientation) => {
    const markers: Marker[] = [
      ...units
        .filter((u) => u.kilometer !== null && u.orientation === o)
        .map((u) => ({ key: `u${u.id}`, km: u.kilometer as number, unit: u })),
      ...events.filter((e) => e.orientation === o).map((e) => ({ key: `e${e.id}`, km: e.kilometer, event: e })),
    ].sort((a, b) => a.km - b.km);
    const rows = stackRows(
      markers.map((m) => kmPercent(m.km)),
      gap,
    );
    const laneWorks = works.filter((w) => w.orientations.includes(o));
    const markersHeight = Math.max(1, ...rows.map((r) => r + 1)) * ROW_PX;
    const height = markersHeight + (laneWorks.length > 0 ? WORKS_PX : 0);
    const laneName = t('board.lane', { direction: t(`direction.${o}`) });
    return (
      <Box key={o}>
        <Text fontSize="sm" fontWeight="semibold" id={`${titleId}-${o}`}>
          {laneName}
        </Text>
        <Box
          as="ul"
          aria-labelledby={`${titleId}-${o}`}
          position="relative"
          h={`${height}px`}
          bg="bg.muted"
          borderRadius="md"
          listStyleType="none"
          mx="6"
        >
          {laneWorks.map((w) => (
            <Box
              as="li"
              key={`w${w.id}`}
              position="absolute"
              top={`${markersHeight}px`}
              left={`${kmPercent(w.kmFrom)}%`}
              w={`max(${kmPercent(w.kmTo) - kmPercent(w.kmFrom)}%, 6px)`}
              aria-label={t('board.workMarkerLabel', { title: w.title, from: km(w.kmFrom), to: km(w.kmTo), lanes: workLanes(w) })}
            >
              <Box
                h="6px"
                borderWidth="1px"
                borderColor="fg"
                bgImage="repeating-linear-gradient(45deg, currentColor 0 2px, transparent 2px 5px)"
              />
              <Text as="span" display="block" fontSize="2xs" whiteSpace="nowrap" aria-hidden>
                {t('board.workMarker', { id: w.id })}
              </Text>
            </Box>
          ))}
          {markers.map((m, i) => {
            const left = `${kmPercent(m.km)}%`;
            const top = `${(rows[i] ?? 0) * ROW_PX + 2}px`;
            const common = { position: 'absolute' as const, left, top, transform: 'translateX(-50%)', whiteSpace: 'nowrap' as const };
            if (m.unit) {
              const u = m.unit;
              const status = t(`common:unitStatus.${u.status}`);
              return (
                <Box
                  as="li"
                  key={m.key}
                  {...common}
                  aria-label={t(u.driverName ? 'board.unitMarkerDriven' : 'board.unitMarker', {
                    code: u.code,
                    status,
                    driver: u.driverName,
                    km: km(m.km),
                    age: ageOf(u),
                  })}
                  title={u.driverName ?? undefined}
                >
                  <Box borderWidth="2px" borderColor="fg" bg="bg" borderRadius="sm" px="1" lineHeight="1.1" textAlign="center">
                    <Text as="span" display="block" fontSize="xs" fontWeight="bold">
                      {u.code}
                    </Text>
                    <Text as="span" display="block" fontSize="2xs">
                      {status}
                    </Text>
                  </Box>
                </Box>
              );
            }
            const e = m.event!;
            return (
              <Box as="li" key={m.key} {...common}>
                <Link
                  asChild
                  display="inline-flex"
                  minH="36px"
                  alignItems="center"
                  px="1"
                  borderRadius="full"
                  bg="red.solid"
                  color="red.contrast"
                  fontSize="xs"
                  fontWeight="bold"
                >
                  <RouterLink
                    to={eventHref(e.id)}
                    aria-label={t('board.eventMarker', { id: e.id, category: e.categoryName, km: km(e.kilometer) })}
                  >
                    ▲{e.id}
                  </RouterLink>
                </Link>
              </Box>
            );
          })}
        </Box>
      </Box>
    );
  };

  const unplaced = units.filter((u) => u.kilometer === null).map((u) => u.code);
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id={titleId}>
            {t('board.strip')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('board.stripDescription')}
          </Text>
          {ORIENTATIONS.map(lane)}
          {/* The km scale: fewer ticks on a phone so the numbers never touch; the ends align inward. */}
          <Box position="relative" h="5" mx="6" aria-hidden>
            {ticks.map((tick) => (
              <Text
                key={tick}
                as="span"
                position="absolute"
                left={`${kmPercent(tick)}%`}
                transform={tick === ROAD_KM_MIN ? 'none' : tick === ROAD_KM_MAX ? 'translateX(-100%)' : 'translateX(-50%)'}
                fontSize="xs"
                color="fg.muted"
              >
                {tick}
              </Text>
            ))}
          </Box>
          {unplaced.length > 0 && <Text fontSize="sm">{t('board.noPosition', { codes: unplaced.join(', ') })}</Text>}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
