import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { findPossibleDuplicates } from '@vigia/api-client';
import type { PossibleDuplicate } from '@vigia/domain';
import { Alert, Box } from '@vigia/design-system';
import { formatDateTime, useTranslation } from '@vigia/i18n';
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
  const [hits, setHits] = useState<PossibleDuplicate[]>([]);

  useEffect(() => {
    const km = Number(kilometer);
    if (!category || !orientation || kilometer === '' || !Number.isFinite(km)) {
      setHits([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      findPossibleDuplicates({ category, kilometer: km, orientation }).then((found) => live && setHits(found));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [category, kilometer, orientation]);

  if (hits.length === 0) return null;
  return (
    <Alert.Root status="warning" role="status" mt="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('duplicates.title', { count: hits.length })}</Alert.Title>
        <Alert.Description>
          <Box as="ul" ps="4" my="1">
            {hits.map((hit) => (
              <li key={hit.id}>
                {t('duplicates.item', {
                  id: hit.id,
                  km: hit.kilometer,
                  category: hit.categoryName,
                  status: hit.statusName,
                  time: formatDateTime(hit.dateEvent, i18n.language),
                })}
              </li>
            ))}
          </Box>
          {t('duplicates.text')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
