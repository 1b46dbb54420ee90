// The markers of one lane of the highway strip. On a phone the whole road is a few hundred pixels
// wide, so events within the same kilometre share one marker with their count, which opens a list.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StripEvent } from '@vigia/domain';
import { Box, Link, Stack, Text } from '@vigia/design-system';
import { formatKm, useTranslation } from '@vigia/i18n';

export interface MarkerGroup {
  /** The kilometre the marker stands at: the event's own, or the group's whole kilometre. */
  km: number;
  events: StripEvent[];
}

/** Events of one lane by whole kilometre (485.2 and 485.4 share a marker), in road order. */
export function groupByKm(events: StripEvent[]): MarkerGroup[] {
  const byKm = new Map<number, StripEvent[]>();
  for (const e of events) {
    const km = Math.round(e.kilometer);
    byKm.set(km, [...(byKm.get(km) ?? []), e]);
  }
  return [...byKm].sort(([a], [b]) => a - b).map(([km, list]) => ({ km: list.length === 1 ? list[0]!.kilometer : km, events: list }));
}

// A pop-up near either end of the road opens inwards, so it never leaves the strip.
const popTransform = (pct: number) => (pct > 70 ? 'translateX(-100%)' : pct < 30 ? 'none' : 'translateX(-50%)');

const popStyle = {
  position: 'absolute',
  bottom: 'calc(100% + 6px)',
  bg: 'bg.panel',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  borderRadius: 'md',
  boxShadow: 'md',
  px: '3',
  py: '2',
  fontSize: 'xs',
  zIndex: 3,
  minW: '180px',
} as const;

const dotStyle = {
  position: 'absolute',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'bg.panel',
  boxShadow: 'sm',
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const;

export interface LaneMarkersProps {
  events: StripEvent[];
  hrefOf: (event: StripEvent) => string;
  colors: Map<string, string>;
  /** The marker's accessible name, e.g. "Evento #12: Accidente, Choque, km 485, Norte a sur, Abierto". */
  label: (event: StripEvent) => string;
  direction: string;
  kmPercent: (km: number) => number;
  idPrefix: string;
}

export function LaneMarkers({ events, hrefOf, colors, label, direction, kmPercent, idPrefix }: LaneMarkersProps) {
  const { t, i18n } = useTranslation('dashboard');
  const km = (value: number) => formatKm(value, i18n.language);
  const [active, setActive] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const tipId = `${idPrefix}-tip`;

  return (
    <>
      {groupByKm(events).map((g) => {
        const pct = kmPercent(g.km);
        if (g.events.length === 1) {
          const e = g.events[0]!;
          return (
            <Box
              key={e.id}
              asChild
              {...dotStyle}
              boxSize="4"
              bg={colors.get(e.category) ?? 'gray.500'}
              _hover={{ transform: 'translate(-50%, -50%) scale(1.4)' }}
              zIndex={active === e.id ? 2 : 1}
            >
              <RouterLink
                to={hrefOf(e)}
                style={{ left: `${pct}%` }}
                aria-label={label(e)}
                aria-describedby={active === e.id ? tipId : undefined}
                data-km={e.kilometer}
                data-orientation={e.orientation}
                onMouseEnter={() => setActive(e.id)}
                onMouseLeave={() => setActive((a) => (a === e.id ? null : a))}
                onFocus={() => setActive(e.id)}
                onBlur={() => setActive((a) => (a === e.id ? null : a))}
                onKeyDown={(ev) => ev.key === 'Escape' && setActive(null)}
              />
            </Box>
          );
        }
        const listId = `${idPrefix}-km-${g.km}`;
        const isOpen = open === g.km;
        return (
          <Box key={`km-${g.km}`}>
            <Box
              asChild
              {...dotStyle}
              boxSize="6"
              bg="fg"
              color="bg"
              fontSize="2xs"
              fontWeight="bold"
              lineHeight="1"
              cursor="pointer"
              zIndex={isOpen ? 2 : 1}
            >
              <button
                type="button"
                style={{ left: `${pct}%` }}
                aria-label={t('strip.group', { count: g.events.length, km: km(g.km), direction })}
                aria-expanded={isOpen}
                aria-controls={isOpen ? listId : undefined}
                data-km={g.km}
                onClick={() => setOpen(isOpen ? null : g.km)}
                onKeyDown={(ev) => ev.key === 'Escape' && setOpen(null)}
              >
                {g.events.length}
              </button>
            </Box>
            {isOpen && (
              <Box id={listId} {...popStyle} left={`${pct}%`} transform={popTransform(pct)} minW="220px">
                <Text fontWeight="bold" mb="1">
                  {t('strip.group', { count: g.events.length, km: km(g.km), direction })}
                </Text>
                <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                  {g.events.map((e) => (
                    <li key={e.id}>
                      <Link asChild color="brand.fg">
                        <RouterLink to={hrefOf(e)} aria-label={label(e)}>
                          #{e.id} · {e.categoryName} · {t('strip.km', { km: km(e.kilometer) })} · {e.statusName}
                        </RouterLink>
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Box>
            )}
          </Box>
        );
      })}
      {events
        .filter((e) => e.id === active)
        .map((e) => (
          <Box
            key={`tip-${e.id}`}
            id={tipId}
            role="tooltip"
            {...popStyle}
            left={`${kmPercent(e.kilometer)}%`}
            transform={popTransform(kmPercent(e.kilometer))}
            pointerEvents="none"
          >
            <Text fontWeight="bold">
              #{e.id} · {e.categoryName}
            </Text>
            <Text>{e.classificationName}</Text>
            <Text>
              {t('strip.km', { km: km(e.kilometer) })} · {e.commune} · {direction}
            </Text>
            <Text>{e.statusName}</Text>
          </Box>
        ))}
    </>
  );
}
