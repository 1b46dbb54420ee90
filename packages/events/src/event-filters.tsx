// Filters of the search list (SUPERVISOR, INSPECTOR, ADMIN): id, categoria, estado, q, from, to.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { categoriesQueryOptions, statusesQueryOptions, useLookup } from '@vigia/api-client/query';
import { Box, Button, FormField, HStack, Input, SelectInput, SimpleGrid } from '@vigia/design-system';
import { useLookupNames, useTranslation } from '@vigia/i18n';
import { FILTER_KEYS, type Filters } from './list-query';

export function EventFilters({ value, onApply }: { value: Filters; onApply: (filters: Filters) => void }) {
  const { t } = useTranslation('events');
  const names = useLookupNames();
  const uid = useId();
  const [draft, setDraft] = useState<Filters>(value);
  // Shared with the event form (SPEC §8: a failed lookup is logged and leaves the list empty).
  const categories = useLookup(categoriesQueryOptions());
  const statuses = useLookup(statusesQueryOptions());
  const valueKey = JSON.stringify(value);

  useEffect(() => setDraft(JSON.parse(valueKey) as Filters), [valueKey]);

  const set = (key: keyof Filters) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean: Filters = {};
    for (const key of FILTER_KEYS) if (draft[key]?.trim()) clean[key] = draft[key]!.trim();
    // Navigate after the submit event: a router transition started inside it makes React 19 treat
    // the form as an action form (and build FormData from it).
    queueMicrotask(() => onApply(clean));
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };

  return (
    <form role="search" aria-label={t('filters.title')} onSubmit={submit}>
      <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.panel">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          <FormField label={t('filters.q')} id={`${uid}-q`}>
            <Input type="search" value={draft.q ?? ''} onChange={set('q')} placeholder={t('filters.qPlaceholder')} maxLength={100} />
          </FormField>
          <FormField label={t('filters.id')} id={`${uid}-id`}>
            <Input inputMode="numeric" pattern="[0-9]*" value={draft.id ?? ''} onChange={set('id')} />
          </FormField>
          <FormField label={t('filters.category')} id={`${uid}-categoria`}>
            {(p) => (
              <SelectInput
                {...p}
                value={draft.categoria ?? ''}
                onChange={set('categoria')}
                placeholder={t('filters.any')}
                options={categories.map((c) => ({ value: c.code, label: names.category(c.code, c.name) }))}
              />
            )}
          </FormField>
          <FormField label={t('filters.status')} id={`${uid}-estado`}>
            {(p) => (
              <SelectInput
                {...p}
                value={draft.estado ?? ''}
                onChange={set('estado')}
                placeholder={t('filters.any')}
                options={statuses.map((s) => ({ value: s.code, label: names.status(s.code, s.name) }))}
              />
            )}
          </FormField>
          <FormField label={t('filters.from')} id={`${uid}-from`}>
            <Input type="date" value={draft.from ?? ''} onChange={set('from')} />
          </FormField>
          <FormField label={t('filters.to')} id={`${uid}-to`}>
            <Input type="date" value={draft.to ?? ''} onChange={set('to')} />
          </FormField>
        </SimpleGrid>
        <HStack gap="2" mt="4" justify="flex-end" wrap="wrap">
          <Button type="button" variant="ghost" onClick={clear}>
            {t('filters.clear')}
          </Button>
          <Button type="submit">{t('filters.apply')}</Button>
        </HStack>
      </Box>
    </form>
  );
}
