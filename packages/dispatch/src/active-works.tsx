// Planned works under way now on the board (issue 41 item 2): "Trabajos activos ahora" as a list in
// words, and the words each work's band on the strip reads out. GET /api/works/active, read again
// every minute (a window starts or ends on the clock, not on an event).
import { useCallback } from 'react';
import { activeWorksQueryOptions, useQuery } from '@vigia/api-client/query';
import { ORIENTATIONS, type ActiveWork } from '@vigia/domain';
import { Box, Card, Heading, Stack, Text } from '@vigia/design-system';
import { formatKm, formatTime, useTranslation } from '@vigia/i18n';

export function useActiveWorks(): readonly ActiveWork[] {
  return useQuery({ ...activeWorksQueryOptions(), refetchInterval: 60_000 }).data ?? [];
}

/** "calzada norte a sur: cierre parcial; berma cerrada". */
export function useWorkLanes(): (work: ActiveWork) => string {
  const { t } = useTranslation('dispatch');
  return useCallback(
    (w) =>
      [
        ...ORIENTATIONS.filter((o) => w.orientations.includes(o)).map((o) =>
          t('board.workLane', { direction: t(`direction.${o}`).toLowerCase(), state: t(`board.workState.${w.lanesClosed[o]}`) }),
        ),
        ...(w.shoulderClosed ? [t('board.workShoulder')] : []),
      ].join('; '),
    [t],
  );
}

/** The works under way above a list of events (issue 41 item 2): nothing while there are none. */
export function ActiveWorksNow() {
  const works = useActiveWorks();
  return works.length === 0 ? null : <ActiveWorksSection works={works} />;
}

export function ActiveWorksSection({ works }: { works: readonly ActiveWork[] }) {
  const { t, i18n } = useTranslation('dispatch');
  const lanes = useWorkLanes();
  return (
    <Card.Root as="section" aria-labelledby="board-works">
      <Card.Body>
        <Stack gap="2">
          <Heading as="h2" size="md" id="board-works">
            {t('board.works')}
          </Heading>
          {works.length === 0 ? (
            <Text fontSize="sm">{t('board.worksNone')}</Text>
          ) : (
            <Stack as="ul" aria-labelledby="board-works" gap="1" ps="4">
              {works.map((w) => (
                <Box as="li" key={w.id} fontSize="sm">
                  {t('board.workItem', {
                    title: w.title,
                    from: formatKm(w.kmFrom, i18n.language),
                    to: formatKm(w.kmTo, i18n.language),
                    lanes: lanes(w),
                    end: formatTime(w.end, i18n.language),
                  })}
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
