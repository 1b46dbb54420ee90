import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { COMMUNES, ORIENTATIONS, findCommune, type Category } from '@vigia/domain';
import { Box, SimpleGrid } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { CascadeSelect } from './cascade-select';
import { DateEventInput } from './date-event-input';
import { DuplicateHint } from './duplicate-hint';
import { WorksHint } from './works-hint';
import type { FieldKit } from './field-kit';
import { FormField } from './form-field';
import { FormSection } from './form-section';
import type { EventFormValues } from './form-values';
import { LocationFinder } from './location-finder';
import { StatusField } from './status-field';
import { SelectField, TextField } from './text-field';
import { useCommuneFromKm, type AutoCommune } from './use-commune-from-km';
import { useClassifications, useSubcategories } from './use-event-lookups';

interface DetailSectionProps {
  kit: FieldKit;
  setValue: UseFormSetValue<EventFormValues>;
  categories: Category[];
  mode: 'create' | 'edit';
  /** Edit mode, staff who work events: the status list, with its value and the stored status. */
  status?: { value: string; from: string; onChange: (code: string) => void };
  /** The commune the form set itself, shared with the photo's place offer. */
  autoCommune: AutoCommune;
}

/** "Detalle del evento": what happened, where and when. */
export function DetailSection({ kit, setValue, categories, mode, status, autoCommune }: DetailSectionProps) {
  const { t } = useTranslation('eventForm');
  const selectPlaceholder = t('placeholders.select');

  // Cascade (SPEC §4): the selected parent decides which options load.
  const [categoryCode, subcategoryValue, communeName] = useWatch({
    control: kit.control,
    name: ['category', 'subcategory', 'commune'],
  });
  const commune = findCommune(communeName);
  const categoryId = categories.find((c) => c.code === categoryCode)?.id ?? null;
  const subcategoryId = subcategoryValue ? Number(subcategoryValue) : null;
  const subcategories = useSubcategories(categoryId);
  const classifications = useClassifications(subcategoryId);
  useCommuneFromKm(kit.control, setValue, autoCommune);

  /** A level below the category: its options load once its parent is chosen. */
  const lowerLevel = (
    name: 'subcategory' | 'classificationId',
    level: { loading: boolean; options: { id: number; name: string }[] },
    parentChosen: boolean,
    chooseParentFirst: string,
    onPicked?: () => void,
  ) => (
    <CascadeSelect
      kit={kit}
      name={name}
      options={level.options.map((o) => ({ value: String(o.id), label: o.name }))}
      busy={level.loading}
      placeholder={level.loading ? t('placeholders.loadingOptions') : parentChosen ? selectPlaceholder : chooseParentFirst}
      onPicked={onPicked}
    />
  );

  return (
    <FormSection legend={t('sections.detail')} disabled={kit.locked}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <CascadeSelect
          kit={kit}
          name="category"
          options={categories.map((c) => ({ value: c.code, label: c.name }))}
          placeholder={selectPlaceholder}
          onPicked={() => {
            // A new category invalidates both lower levels.
            setValue('subcategory', '');
            setValue('classificationId', '');
          }}
        />
        {lowerLevel('subcategory', subcategories, categoryId !== null, t('placeholders.selectCategoryFirst'), () =>
          setValue('classificationId', ''),
        )}
        {lowerLevel('classificationId', classifications, subcategoryId !== null, t('placeholders.selectSubcategoryFirst'))}
        {/* A new report is made where it happened; an edit is not. */}
        {mode === 'create' && (
          <LocationFinder control={kit.control} setValue={setValue} markCommuneAuto={autoCommune.mark} disabled={kit.locked} />
        )}
        <SelectField
          kit={kit}
          name="commune"
          required
          options={COMMUNES.map((c) => ({ value: c.name, label: c.name }))}
          // The kilometer range depends on the commune.
          registerOptions={{ deps: ['kilometer'] }}
        />
        <TextField kit={kit} name="sector" required />
        <TextField
          kit={kit}
          name="kilometer"
          required
          helper={
            commune
              ? t('hints.kilometerRange', {
                  commune: commune.name,
                  min: commune.kmMin,
                  max: commune.kmMax,
                })
              : t('hints.kilometerAny')
          }
          input={{ type: 'number', inputMode: 'decimal', step: 'any' }}
        />
        <SelectField
          kit={kit}
          name="orientation"
          required
          options={ORIENTATIONS.map((o) => ({ value: o, label: t(`orientation.${o}`) }))}
        />
        <FormField
          id={kit.id('dateEvent')}
          label={t('fields.dateEvent')}
          error={kit.error('dateEvent')}
          helper={t('hints.dateEvent')}
          required
          // Fixed once the event exists (SPEC §4).
          disabled={kit.locked || mode === 'edit'}
        >
          {(a11y) => <DateEventInput {...a11y} {...kit.register('dateEvent')} />}
        </FormField>
      </SimpleGrid>
      {mode === 'create' && <DuplicateHint control={kit.control} />}
      {mode === 'create' && <WorksHint control={kit.control} />}
      {status && (
        <Box mt="4" maxW={{ md: '50%' }} pe={{ md: '2' }}>
          <StatusField id={kit.id('statusCode')} value={status.value} from={status.from} onChange={status.onChange} disabled={kit.locked} />
        </Box>
      )}
    </FormSection>
  );
}
