// The log's filters as a form: applied together on "Filtrar" (one URL change, one request).
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, FormField, HStack, Input, SelectInput, SimpleGrid, Stack } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { filtersProblem, type LogFilters } from './use-log-filters';

export interface LogFiltersFormProps {
  filters: LogFilters;
  /** Whom the author filter offers: the staff and whoever wrote what is shown. */
  authors: readonly { id: string; name: string }[];
  onApply: (filters: LogFilters) => void;
}

const EMPTY: LogFilters = { from: '', to: '', author: '', event: '' };

export function LogFiltersForm({ filters, authors, onApply }: LogFiltersFormProps) {
  const { t } = useTranslation('shiftLog');
  const [draft, setDraft] = useState(filters);
  const [problem, setProblem] = useState<ReturnType<typeof filtersProblem>>(null);
  // Back/forward or a link changes the URL: the form follows it.
  useEffect(() => setDraft(filters), [filters]);
  const set = (key: keyof LogFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = filtersProblem(draft);
    setProblem(found);
    // After the submit event: a router transition inside it makes React 19 treat the form as an action form.
    if (!found) queueMicrotask(() => onApply(draft));
  };
  const clear = () => {
    setProblem(null);
    setDraft(EMPTY);
    onApply(EMPTY);
  };
  const options = [{ value: '', label: t('filters.anyAuthor') }, ...authors.map((a) => ({ value: a.id, label: a.name }))];

  return (
    <Card.Root as="form" onSubmit={submit} aria-label={t('filters.title')} _print={{ display: 'none' }}>
      <Card.Body p={{ base: '3', md: '4' }}>
        <Stack gap="3">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
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
