// Filters of the staff's search (OPERATOR, SUPERVISOR, INSPECTOR, ADMIN): number, free text, km
// range, commune, category, severity, status and dates (issue 37 item 8), channel (issue 39). Applied into the URL; a
// draft that cannot be sent (a km that is not one, a range that runs backwards) says why at its field
// and keeps what was typed.
import { useId } from 'react';
import { useFiltersDraft } from '@vigia/auth/list-filters';
import { categoriesQueryOptions, channelsQueryOptions, statusesQueryOptions, useLookup } from '@vigia/api-client/query';
import { COMMUNES, SEVERITIES } from '@vigia/domain';
import { Box, Button, FormField, HStack, Input, SimpleGrid } from '@vigia/design-system';
import { SelectField } from '@vigia/design-system/controls';
import { useLookupNames, useTranslation } from '@vigia/i18n';
import { FILTER_KEYS, filtersProblem, parseKm, type FilterKey, type Filters } from './list-query';

export function EventFilters({ value, onApply }: { value: Filters; onApply: (filters: Filters) => void }) {
  const { t } = useTranslation('events');
  const names = useLookupNames();
  const uid = useId();
  // Applied trimmed, a km as a number.
  const clean = (typed: Filters) => {
    const applied: Filters = {};
    for (const key of FILTER_KEYS) {
      const text = typed[key]?.trim();
      if (text) applied[key] = key === 'kmFrom' || key === 'kmTo' ? String(parseKm(text)) : text;
    }
    return applied;
  };
  const { form, draft, set, problem, submit, clear } = useFiltersDraft({ value, check: filtersProblem, onApply, empty: {}, clean });
  // Shared with the event form (SPEC §8: a failed lookup is logged and leaves the list empty).
  const categories = useLookup(categoriesQueryOptions());
  const statuses = useLookup(statusesQueryOptions());
  const channels = useLookup(channelsQueryOptions());

  const change = (key: FilterKey) => (event: { target: { value: string } }) => set(key)(event.target.value);
  const errorOf = (key: FilterKey) => (problem?.field === key ? t(`finder.${problem.message}`) : undefined);
  const select = (key: FilterKey, label: string, options: { value: string; label: string }[]) => (
    <SelectField
      label={label}
      fieldId={`${uid}-${key}`}
      value={draft[key] ?? ''}
      onChange={set(key)}
      placeholder={t('filters.any')}
      options={options}
    />
  );
  const km = (key: 'kmFrom' | 'kmTo') => (
    <FormField label={t(`finder.${key}`)} id={`${uid}-${key}`} invalid={problem?.field === key} errorText={errorOf(key)}>
      <Input inputMode="decimal" value={draft[key] ?? ''} onChange={change(key)} placeholder={t('finder.kmHint')} maxLength={8} />
    </FormField>
  );

  return (
    <form ref={form} role="search" aria-label={t('filters.title')} onSubmit={submit} noValidate>
      <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.panel">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          <FormField label={t('filters.q')} id={`${uid}-q`}>
            <Input type="search" value={draft.q ?? ''} onChange={change('q')} placeholder={t('filters.qPlaceholder')} maxLength={100} />
          </FormField>
          <FormField label={t('filters.id')} id={`${uid}-id`}>
            <Input inputMode="numeric" pattern="[0-9]*" value={draft.id ?? ''} onChange={change('id')} maxLength={10} />
          </FormField>
          {km('kmFrom')}
          {km('kmTo')}
          {select(
            'commune',
            t('finder.commune'),
            COMMUNES.map((c) => ({ value: c.name, label: c.name })),
          )}
          {select(
            'categoria',
            t('filters.category'),
            categories.map((c) => ({ value: c.code, label: names.category(c.code, c.name) })),
          )}
          {select(
            'severity',
            t('finder.severity'),
            SEVERITIES.map((s) => ({ value: s, label: t(`common:severity.${s}`) })),
          )}
          {select(
            'estado',
            t('filters.status'),
            statuses.map((s) => ({ value: s.code, label: names.status(s.code, s.name) })),
          )}
          {select(
            'channel',
            t('filters.channel'),
            channels.map((c) => ({ value: c.code, label: names.channel(c.code, c.name) })),
          )}
          <FormField label={t('filters.from')} id={`${uid}-from`} invalid={problem?.field === 'from'} errorText={errorOf('from')}>
            <Input type="date" value={draft.from ?? ''} onChange={change('from')} />
          </FormField>
          <FormField label={t('filters.to')} id={`${uid}-to`}>
            <Input type="date" value={draft.to ?? ''} onChange={change('to')} />
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
