// A work in words (never colour alone): where, which carriageways and lanes, the speed, the status
// and the window that matters now (the one under way, else the next one). Santiago times.
import { useCallback } from 'react';
import { ORIENTATIONS, type Work } from '@vigia/domain';
import { formatDateTime, formatKm, formatTime, useTranslation } from '@vigia/i18n';

/** The period under way at `now`, else the next one, else null. */
export function currentOrNextPeriod(work: Pick<Work, 'periods'>, now: number) {
  for (const period of work.periods) {
    const end = Date.parse(period.end);
    if (end > now) return { ...period, under: Date.parse(period.start) <= now };
  }
  return null;
}

const sameDay = (a: string, b: string) => a.slice(0, 10) === b.slice(0, 10);

export function useWorkWords() {
  const { t, i18n } = useTranslation('works');
  const lng = i18n.language;
  return {
    km: useCallback((w: Pick<Work, 'kmFrom' | 'kmTo'>) => t('item.km', { from: formatKm(w.kmFrom), to: formatKm(w.kmTo) }), [t]),
    carriageways: useCallback(
      (w: Pick<Work, 'orientations'>) =>
        t('item.carriageways', {
          list: ORIENTATIONS.filter((o) => w.orientations.includes(o))
            .map((o) => t(`direction.${o}`))
            .join(t('item.and')),
        }),
      [t],
    ),
    lanes: useCallback(
      (w: Pick<Work, 'orientations' | 'lanesClosed' | 'shoulderClosed'>) =>
        [
          ...ORIENTATIONS.filter((o) => w.orientations.includes(o)).map((o) =>
            t('item.lanes', { side: t(`direction.${o}`), state: t(`laneState.${w.lanesClosed[o]}`) }),
          ),
          ...(w.shoulderClosed ? [t('item.shoulder')] : []),
        ].join('; '),
      [t],
    ),
    speed: useCallback(
      (w: Pick<Work, 'speedLimit'>) => (w.speedLimit === null ? t('item.noSpeed') : t('item.speed', { speed: w.speedLimit })),
      [t],
    ),
    status: useCallback((w: Pick<Work, 'status'>) => t(`status.${w.status}`), [t]),
    period: useCallback(
      (p: { start: string; end: string }) =>
        `${formatDateTime(p.start, lng)} – ${sameDay(p.start, p.end) ? formatTime(p.end, lng) : formatDateTime(p.end, lng)}`,
      [lng],
    ),
    window: useCallback(
      (w: Pick<Work, 'periods'>, now: number) => {
        const p = currentOrNextPeriod(w, now);
        if (!p) return t('item.noNext');
        if (p.under) return t('item.now', { end: formatDateTime(p.end, lng) });
        return t('item.next', {
          start: formatDateTime(p.start, lng),
          end: sameDay(p.start, p.end) ? formatTime(p.end, lng) : formatDateTime(p.end, lng),
        });
      },
      [t, lng],
    ),
  };
}
