// The queue narrowed by km range, commune and category (issue 37 item 8). Applied into the URL; a
// draft that cannot be sent says why at its field and keeps what was typed. On a phone the form
// folds behind a "Filtros" button that counts the active filters (issue 37): the queue comes first.
import { useId, useState } from 'react';
import { useFiltersDraft } from '@vigia/auth/list-filters';
import { categoriesQueryOptions, useLookup } from '@vigia/api-client/query';
import { COMMUNES } from '@vigia/domain';
import { Box, Button, FormField, HStack, Input, SimpleGrid, Stack, useBreakpointValue } from '@vigia/design-system';
import { SelectField } from '@vigia/design-system/controls';
import { useLookupNames, useTranslation } from '@vigia/i18n';
import { placeProblem, type PlaceDraft, type PlaceKey } from './queue-query';

export function QueueFilters({ value, onApply }: { value: PlaceDraft; onApply: (draft: PlaceDraft) => void }) {
  const { t } = useTranslation('assignments');
  const names = useLookupNames();
  const uid = useId();
  const { form, draft, set, problem, submit, clear } = useFiltersDraft({ value, check: placeProblem, onApply, empty: {} });
  const categories = useLookup(categoriesQueryOptions());
  // Wide screens always show the form; a narrow one only once opened (folded, it keeps what was typed).
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const [open, setOpen] = useState(false);
  const active = Object.values(value).filter((v) => v !== undefined && v !== '').length;
  const change = (key: PlaceKey) => (event: { target: { value: string } }) => set(key)(event.target.value);
  const select = (key: 'commune' | 'categoria', label: string, options: { value: string; label: string }[]) => (
    <SelectField
      label={label}
      fieldId={`${uid}-${key}`}
      value={draft[key] ?? ''}
      onChange={set(key)}
      placeholder={t('placeFilters.any')}
      options={options}
    />
  );
  const km = (key: 'kmFrom' | 'kmTo') => (
    <FormField
      label={t(`placeFilters.${key}`)}
      id={`${uid}-${key}`}
      invalid={problem?.field === key}
      errorText={problem?.field === key ? t(`placeFilters.${problem.message}`) : undefined}
    >
      <Input inputMode="decimal" value={draft[key] ?? ''} onChange={change(key)} placeholder={t('placeFilters.kmHint')} maxLength={8} />
    </FormField>
  );

  return (
    <Stack gap="2">
      {!wide && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          alignSelf="flex-start"
          aria-expanded={open}
          aria-controls={`${uid}-form`}
          onClick={() => setOpen((o) => !o)}
        >
          {active > 0 ? t('placeFilters.toggleActive', { count: active }) : t('placeFilters.toggle')}
        </Button>
      )}
      <form
        ref={form}
        id={`${uid}-form`}
        hidden={!wide && !open}
        role="search"
        aria-label={t('placeFilters.title')}
        onSubmit={submit}
        noValidate
      >
        <Box borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
          {/* Two columns on a phone: the km pair side by side, then commune and category. */}
          <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
            {km('kmFrom')}
            {km('kmTo')}
            {select(
              'commune',
              t('placeFilters.commune'),
              COMMUNES.map((c) => ({ value: c.name, label: c.name })),
            )}
            {select(
              'categoria',
              t('placeFilters.category'),
              categories.map((c) => ({ value: c.code, label: names.category(c.code, c.name) })),
            )}
          </SimpleGrid>
          <HStack gap="2" mt="3" justify="flex-end" wrap="wrap">
            <Button type="button" variant="ghost" size="sm" onClick={clear}>
              {t('placeFilters.clear')}
            </Button>
            <Button type="submit" size="sm">
              {t('placeFilters.apply')}
            </Button>
          </HStack>
        </Box>
      </form>
    </Stack>
  );
}
