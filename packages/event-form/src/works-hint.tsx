// Issue 41 item 3: a reporter whose km lies in a work zone under way is told so ("Hay trabajos
// programados en este tramo"), with the work and its lanes; the report is never blocked. The list of
// works under way is asked once a km is typed (public, cached by the server), then filtered here;
// offline or on a failed answer there is simply no notice.
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { activeWorksQueryOptions, useLookup } from '@vigia/api-client/query';
import { ORIENTATIONS, type ActiveWork } from '@vigia/domain';
import { formatKm, useTranslation } from '@vigia/i18n';
import { FormNotice } from './form-notice';
import type { EventFormOutput, EventFormValues } from './form-values';

/** The works under way at `km`, on the reporter's carriageway when it is known. */
export function worksAt(works: readonly ActiveWork[], km: number, orientation: string): ActiveWork[] {
  return works.filter(
    (w) => km >= w.kmFrom && km <= w.kmTo && (!orientation || w.orientations.includes(orientation as ActiveWork['orientations'][number])),
  );
}

export function WorksHint({ control }: { control: Control<EventFormValues, unknown, EventFormOutput> }) {
  const { t, i18n } = useTranslation('eventForm');
  const [kilometer, orientation] = useWatch({ control, name: ['kilometer', 'orientation'] });
  const km = kilometer === '' || kilometer === undefined ? Number.NaN : Number(kilometer);
  const known = Number.isFinite(km);
  const works = useLookup(activeWorksQueryOptions(known));
  const here = useMemo(() => (known ? worksAt(works, km, orientation ?? '') : []), [works, km, known, orientation]);

  if (here.length === 0) return null;
  const lanes = (w: ActiveWork) =>
    [
      ...ORIENTATIONS.filter((side) => w.orientations.includes(side)).map((side) =>
        t('works.lane', { side: t(`orientation.${side}`), state: t(`works.state.${w.lanesClosed[side]}`) }),
      ),
      ...(w.shoulderClosed ? [t('works.shoulder')] : []),
    ].join('; ');
  const items = here.map((w) => ({
    key: w.id,
    text: t('works.item', {
      title: w.title,
      from: formatKm(w.kmFrom, i18n.language),
      to: formatKm(w.kmTo, i18n.language),
      lanes: lanes(w),
    }),
  }));
  return (
    <FormNotice status="info" role="status" mt="4" title={t('works.title')} items={items}>
      {t('works.text')}
    </FormNotice>
  );
}
