import { useId, type ReactNode } from 'react';
import { COMMUNES, ORIENTATIONS, ROAD_KM_MAX, ROAD_KM_MIN, type Orientation, type StripEvent } from '@vigia/domain';
import { Box, Card, Flex, Heading, Stack, Text } from '@vigia/design-system';
import { formatKm, useTranslation } from '@vigia/i18n';
import { LaneMarkers } from './strip-markers';

const SPAN = ROAD_KM_MAX - ROAD_KM_MIN;
/** Position along the road, 0–100 %, clamped to the concession. */
export const kmPercent = (km: number) => ((Math.min(Math.max(km, ROAD_KM_MIN), ROAD_KM_MAX) - ROAD_KM_MIN) / SPAN) * 100;
const TICKS = [410, 430, 450, 470, 490, 510, 530, 550, 580];
// On a phone the whole road fits the screen's width: every other tick, so the numbers do not touch.
const PHONE_TICKS = new Set([410, 450, 490, 530, 580]);

export interface HighwayStripProps {
  /**
   * Not there yet: the strip is drawn empty, with a loading line, in the height it will have, so the
   * page below does not move when the events arrive. Not to be had: `error` instead of the strip.
   */
  events: StripEvent[] | undefined;
  error?: ReactNode;
  /** Link target of a marker, e.g. `/supervisor/events/12`. */
  hrefOf: (event: StripEvent) => string;
  colors: Map<string, string>;
  categories: { code: string; name: string }[];
}

/**
 * The control room's map without a map service: the concession from km 410 to 580 with its seven
 * communes as bands, one lane per direction, and the open events as focusable markers.
 */
export function HighwayStrip({ events, error, hrefOf, colors, categories }: HighwayStripProps) {
  const { t, i18n } = useTranslation('dashboard');
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const descId = `${baseId}-desc`;
  const direction = (o: Orientation) => t(`direction.${o}`);
  const label = (e: StripEvent) =>
    t('strip.marker', {
      id: e.id,
      category: e.categoryName,
      classification: e.classificationName,
      km: formatKm(e.kilometer, i18n.language),
      direction: direction(e.orientation),
      status: e.statusName,
    });
  const shown = events ?? [];
  const usedCategories = categories.filter((c) => shown.some((e) => e.category === c.code));

  return (
    <Card.Root as="section" aria-labelledby={titleId} aria-busy={events === undefined && !error}>
      <Card.Header>
        <Heading as="h2" size="md" id={titleId}>
          {t('strip.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm" id={descId}>
          {t('strip.description')}
        </Text>
      </Card.Header>
      <Card.Body>
        {error ? (
          error
        ) : (
          <>
            <Text fontSize="sm" mb="2" aria-live="polite" color={events ? undefined : 'fg.muted'}>
              {events === undefined
                ? t('common:loading')
                : events.length === 0
                  ? t('strip.none')
                  : t('strip.count', { count: events.length })}
            </Text>
            {/* The whole 170 km in the width there is, a phone's too: nothing to scroll to. */}
            <Box pb="2">
              <Box position="relative" px="2" data-testid="highway-strip">
                {/* Communes as bands */}
                <Box position="relative" h="8" aria-hidden>
                  {COMMUNES.map((c, i) => {
                    const end = COMMUNES[i + 1]?.kmMin ?? ROAD_KM_MAX;
                    return (
                      <Box
                        key={c.name}
                        position="absolute"
                        top="0"
                        bottom="0"
                        left={`${kmPercent(c.kmMin)}%`}
                        w={`${kmPercent(end) - kmPercent(c.kmMin)}%`}
                        bg={i % 2 === 0 ? 'bg.muted' : 'bg.emphasized'}
                        borderInlineStartWidth="1px"
                        borderColor="border.emphasized"
                        px="1"
                        overflow="hidden"
                      >
                        <Text fontSize="xs" fontWeight="semibold" truncate title={c.name} display={{ base: 'none', md: 'block' }}>
                          {c.name}
                        </Text>
                      </Box>
                    );
                  })}
                </Box>
                {ORIENTATIONS.map((o) => (
                  <Box key={o} role="group" aria-label={t('strip.lane', { direction: direction(o) })} data-lane={o} mt="2">
                    <Text fontSize="xs" color="fg.muted" mb="1" aria-hidden>
                      {t('strip.lane', { direction: direction(o) })} {o === 'NORTH' ? '↓' : '↑'}
                    </Text>
                    <Box position="relative" h="8" bg="bg.subtle" borderRadius="md" borderWidth="1px" borderColor="border">
                      <Box
                        position="absolute"
                        left="0"
                        right="0"
                        top="50%"
                        borderTopWidth="2px"
                        borderStyle="dashed"
                        borderColor="border.emphasized"
                        aria-hidden
                      />
                      <LaneMarkers
                        events={shown.filter((e) => e.orientation === o)}
                        hrefOf={hrefOf}
                        colors={colors}
                        label={label}
                        direction={direction(o)}
                        kmPercent={kmPercent}
                        idPrefix={`${baseId}-${o}`}
                      />
                    </Box>
                  </Box>
                ))}
                {/* Kilometer scale */}
                <Box position="relative" h="5" mt="1" aria-hidden>
                  {TICKS.map((km) => (
                    <Text
                      key={km}
                      position="absolute"
                      left={`${kmPercent(km)}%`}
                      transform={km === ROAD_KM_MIN ? 'none' : km === ROAD_KM_MAX ? 'translateX(-100%)' : 'translateX(-50%)'}
                      fontSize="xs"
                      color="fg.muted"
                      display={{ base: PHONE_TICKS.has(km) ? 'block' : 'none', sm: 'block' }}
                    >
                      {km}
                    </Text>
                  ))}
                </Box>
              </Box>
            </Box>
            {/* The legend's first line, kept while loading. */}
            {events === undefined && <Box h="14" mt="3" aria-hidden />}
            {usedCategories.length > 0 && (
              <Stack gap="1" mt="3">
                <Text fontSize="sm" fontWeight="semibold" id={`${baseId}-legend`}>
                  {t('strip.legend')}
                </Text>
                <Flex as="ul" aria-labelledby={`${baseId}-legend`} wrap="wrap" gap="3" listStyleType="none" m="0" p="0">
                  {usedCategories.map((c) => (
                    <Flex as="li" key={c.code} align="center" gap="1.5" fontSize="sm">
                      <Box boxSize="3" borderRadius="full" bg={colors.get(c.code) ?? 'gray.500'} aria-hidden />
                      {c.name}
                    </Flex>
                  ))}
                </Flex>
              </Stack>
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
