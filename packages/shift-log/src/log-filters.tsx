// The log's filters as a form: days, author and event number.
import { FiltersForm } from '@vigia/auth/list-filters';
import { FormField, Input, SelectInput } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { filtersProblem, NO_LOG_FILTERS, type LogFilters } from './use-log-filters';

export interface LogFiltersFormProps {
  filters: LogFilters;
  /** Whom the author filter offers: the staff and whoever wrote what is shown. */
  authors: readonly { id: string; name: string }[];
  onApply: (filters: LogFilters) => void;
}

export function LogFiltersForm({ filters, authors, onApply }: LogFiltersFormProps) {
  const { t } = useTranslation('shiftLog');
  const options = [{ value: '', label: t('filters.anyAuthor') }, ...authors.map((a) => ({ value: a.id, label: a.name }))];
  const labels = { title: t('filters.title'), apply: t('filters.apply'), clear: t('filters.clear') };

  return (
    <FiltersForm filters={filters} empty={NO_LOG_FILTERS} check={filtersProblem} onApply={onApply} labels={labels} noPrint>
      {({ draft, set, problem }) => (
        <>
          <FormField label={t('filters.from')} invalid={problem === 'badRange'} errorText={t('filters.badRange')}>
            {(p) => <Input {...p} type="date" name="from" value={draft.from} onChange={(e) => set('from')(e.target.value)} />}
          </FormField>
          <FormField label={t('filters.to')} invalid={problem === 'badRange'}>
            {(p) => <Input {...p} type="date" name="to" value={draft.to} onChange={(e) => set('to')(e.target.value)} />}
          </FormField>
          <FormField label={t('filters.author')}>
            {(p) => (
              <SelectInput {...p} name="author" value={draft.author} options={options} onChange={(e) => set('author')(e.target.value)} />
            )}
          </FormField>
          <FormField label={t('filters.event')} invalid={problem === 'badEvent'} errorText={t('filters.badEvent')}>
            {(p) => <Input {...p} name="event" inputMode="numeric" value={draft.event} onChange={(e) => set('event')(e.target.value)} />}
          </FormField>
        </>
      )}
    </FiltersForm>
  );
}
