// The list's filters as a form: applied together on "Filtrar" (one URL change, one request).
import { useEffect, useState, type FormEvent } from 'react';
import { ROAD_KM_MAX, ROAD_KM_MIN } from '@vigia/domain';
import { WORK_STATUSES } from '@vigia/domain/work-status';
import { Button, Card, FormField, HStack, Input, SelectInput, SimpleGrid, Stack } from '@vigia/design-system';
import { Checkbox } from '@vigia/design-system/controls';
import { useTranslation } from '@vigia/i18n';
import { kmRangeValid, type WorkListFilters } from './use-work-filters';

const EMPTY: WorkListFilters = { status: '', kmFrom: '', kmTo: '', now: false };

export function WorkFiltersForm({ filters, onApply }: { filters: WorkListFilters; onApply: (f: WorkListFilters) => void }) {
  const { t } = useTranslation('works');
  const [draft, setDraft] = useState(filters);
  const [bad, setBad] = useState(false);
  // Back/forward or a link changes the URL: the form follows it.
  useEffect(() => setDraft(filters), [filters]);
  const set = (key: 'status' | 'kmFrom' | 'kmTo') => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = !kmRangeValid(draft);
    setBad(invalid);
    // After the submit event: a router transition inside it makes React 19 treat the form as an action form.
    if (!invalid) queueMicrotask(() => onApply(draft));
  };
  const clear = () => {
    setBad(false);
    setDraft(EMPTY);
    onApply(EMPTY);
  };
  const statuses = [{ value: '', label: t('filters.all') }, ...WORK_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))];

  return (
    <Card.Root as="form" onSubmit={submit} aria-label={t('filters.title')}>
      <Card.Body p={{ base: '3', md: '4' }}>
        <Stack gap="3">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" alignItems="end">
            <FormField label={t('filters.status')} gridColumn={{ base: 'span 2', md: 'auto' }}>
              {(p) => (
                <SelectInput {...p} name="status" value={draft.status} options={statuses} onChange={(e) => set('status')(e.target.value)} />
              )}
            </FormField>
            <FormField label={t('filters.kmFrom')} invalid={bad} errorText={t('filters.badRange', { min: ROAD_KM_MIN, max: ROAD_KM_MAX })}>
              {(p) => (
                <Input {...p} name="kmFrom" inputMode="decimal" value={draft.kmFrom} onChange={(e) => set('kmFrom')(e.target.value)} />
              )}
            </FormField>
            <FormField label={t('filters.kmTo')} invalid={bad}>
              {(p) => <Input {...p} name="kmTo" inputMode="decimal" value={draft.kmTo} onChange={(e) => set('kmTo')(e.target.value)} />}
            </FormField>
            <Checkbox.Root
              checked={draft.now}
              onCheckedChange={(e) => setDraft((d) => ({ ...d, now: e.checked === true }))}
              minH="44px"
              gridColumn={{ base: 'span 2', md: 'auto' }}
            >
              <Checkbox.HiddenInput name="now" />
              <Checkbox.Control />
              <Checkbox.Label>{t('filters.activeNow')}</Checkbox.Label>
            </Checkbox.Root>
          </SimpleGrid>
          <HStack gap="2" wrap="wrap">
            <Button type="submit" minH="44px">
              {t('filters.apply')}
            </Button>
            <Button type="button" variant="outline" minH="44px" onClick={clear}>
              {t('filters.clear')}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
