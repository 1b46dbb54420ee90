// The list's filters as a form: status, a km range, and "active now".
import { ROAD_KM_MAX, ROAD_KM_MIN } from '@vigia/domain';
import { WORK_STATUSES } from '@vigia/domain/work-status';
import { FiltersForm } from '@vigia/auth/list-filters';
import { FormField, Input, SelectInput } from '@vigia/design-system';
import { Checkbox } from '@vigia/design-system/controls';
import { useTranslation } from '@vigia/i18n';
import { kmRangeValid, NO_WORK_FILTERS, type WorkListFilters } from './use-work-filters';

const check = (draft: WorkListFilters) => (kmRangeValid(draft) ? null : ('badRange' as const));

export function WorkFiltersForm({ filters, onApply }: { filters: WorkListFilters; onApply: (f: WorkListFilters) => void }) {
  const { t } = useTranslation('works');
  const statuses = [{ value: '', label: t('filters.all') }, ...WORK_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))];
  const labels = { title: t('filters.title'), apply: t('filters.apply'), clear: t('filters.clear') };

  return (
    <FiltersForm filters={filters} empty={NO_WORK_FILTERS} check={check} onApply={onApply} labels={labels} alignEnd>
      {({ draft, set, problem }) => (
        <>
          <FormField label={t('filters.status')} gridColumn={{ base: 'span 2', md: 'auto' }}>
            {(p) => (
              <SelectInput {...p} name="status" value={draft.status} options={statuses} onChange={(e) => set('status')(e.target.value)} />
            )}
          </FormField>
          <FormField
            label={t('filters.kmFrom')}
            invalid={problem !== null}
            errorText={t('filters.badRange', { min: ROAD_KM_MIN, max: ROAD_KM_MAX })}
          >
            {(p) => <Input {...p} name="kmFrom" inputMode="decimal" value={draft.kmFrom} onChange={(e) => set('kmFrom')(e.target.value)} />}
          </FormField>
          <FormField label={t('filters.kmTo')} invalid={problem !== null}>
            {(p) => <Input {...p} name="kmTo" inputMode="decimal" value={draft.kmTo} onChange={(e) => set('kmTo')(e.target.value)} />}
          </FormField>
          <Checkbox.Root
            checked={draft.now}
            onCheckedChange={(e) => set('now')(e.checked === true)}
            minH="44px"
            gridColumn={{ base: 'span 2', md: 'auto' }}
          >
            <Checkbox.HiddenInput name="now" />
            <Checkbox.Control />
            <Checkbox.Label>{t('filters.activeNow')}</Checkbox.Label>
          </Checkbox.Root>
        </>
      )}
    </FiltersForm>
  );
}
