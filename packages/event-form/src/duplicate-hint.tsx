import { useEffect, useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { duplicatesQueryOptions, useLookup, type DuplicateQuery } from '@vigia/api-client/query';
import { formatDateTime, formatKm, useTranslation } from '@vigia/i18n';
import { FormNotice } from './form-notice';
import type { EventFormOutput, EventFormValues } from './form-values';

const DEBOUNCE_MS = 500;

/**
 * Beyond the spec: tells the reporter that the same thing may be reported already nearby.
 * Shown, never blocking — a second report of a crash is still welcome.
 */
export function DuplicateHint({ control }: { control: Control<EventFormValues, unknown, EventFormOutput> }) {
  const { t, i18n } = useTranslation('eventForm');
  const [category, kilometer, orientation] = useWatch({
    control,
    name: ['category', 'kilometer', 'orientation'],
  });
  const place = useMemo<DuplicateQuery | null>(() => {
    const km = Number(kilometer);
    return category && orientation && kilometer !== '' && Number.isFinite(km) ? { category, kilometer: km, orientation } : null;
  }, [category, kilometer, orientation]);
  // Asked once the reporter stops typing; the hits shown stay until the next place's arrive.
  const [asked, setAsked] = useState<DuplicateQuery | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(place), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [place]);
  const found = useLookup(duplicatesQueryOptions(asked));
  // No place (a field cleared): no hint at once, without waiting for the pause.
  const hits = place && asked ? found : [];

  if (hits.length === 0) return null;
  const items = hits.map((hit) => ({
    key: hit.id,
    text: t('duplicates.item', {
      id: hit.id,
      km: formatKm(hit.kilometer, i18n.language),
      category: hit.categoryName,
      status: hit.statusName,
      time: formatDateTime(hit.dateEvent, i18n.language),
    }),
  }));
  return (
    <FormNotice status="warning" role="status" mt="4" title={t('duplicates.title', { count: hits.length })} items={items}>
      {t('duplicates.text')}
    </FormNotice>
  );
}
