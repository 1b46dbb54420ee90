// The work's form (react-hook-form over the domain's body schema): what, where, lanes per
// carriageway, speed, who, and the schedule — one period or daily windows, in Santiago time.
import type { FormEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ORIENTATIONS, LANE_STATES } from '@vigia/domain';
import { WEEK_DAYS } from '@vigia/domain/work-schedule';
import { Button, Fieldset, FormField, HStack, Input, SelectInput, SimpleGrid, Stack, Text, chakra } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import type { WorkFormValues } from './work-form-values';

export interface WorkFormProps {
  form: UseFormReturn<WorkFormValues>;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  onBack: () => void;
  titleId: string;
}

/** A native checkbox or radio with its label: one big target, keyboard as the platform does it. */
const Choice = chakra('label', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    minH: '11',
    px: '3',
    borderWidth: '1px',
    borderRadius: 'md',
    cursor: 'pointer',
    _focusWithin: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
});

// The fields typed as text, each required.
type InputName = 'title' | 'kmFrom' | 'kmTo' | 'contractor' | 'contact' | 'start' | 'end' | 'from' | 'to' | 'windowStart' | 'windowEnd';

export function WorkForm({ form, onSubmit, busy, onBack, titleId }: WorkFormProps) {
  const { t } = useTranslation('works');
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const kind = useWatch({ control, name: 'kind' });
  const orientations = useWatch({ control, name: 'orientations' }) ?? [];
  const error = (name: keyof WorkFormValues) =>
    errors[name]?.message ?? (errors[name] as { root?: { message?: string } } | undefined)?.root?.message;
  const requiredInput = (name: InputName, label: string, input: { type?: string; inputMode?: 'decimal' } = {}) => (
    <FormField label={label} required invalid={Boolean(errors[name])} errorText={error(name)}>
      <Input {...input} {...register(name)} />
    </FormField>
  );
  // Native radios (the schedule's kind: one of) or checkboxes (any of) under one legend: in a row
  // from `sm` up, or on a grid of `columns`.
  const choices = <V extends string>(
    name: 'orientations' | 'kind' | 'days',
    legend: string,
    values: readonly V[],
    label: (value: V) => string,
    columns?: { base: number; sm: number; md: number },
  ) => {
    const items = values.map((v) => (
      <Choice key={v} flex={columns ? undefined : '1'}>
        <input type={name === 'kind' ? 'radio' : 'checkbox'} value={v} {...register(name)} />
        {label(v)}
      </Choice>
    ));
    return (
      <Fieldset.Root invalid={Boolean(errors[name])}>
        <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
        {columns ? (
          <SimpleGrid columns={columns} gap="2" mt="2">
            {items}
          </SimpleGrid>
        ) : (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2" mt="2">
            {items}
          </Stack>
        )}
        {errors[name] && <Fieldset.ErrorText>{error(name)}</Fieldset.ErrorText>}
      </Fieldset.Root>
    );
  };
  const laneError = errors.lanesClosed?.message ?? errors.lanesClosed?.NORTH?.message ?? errors.lanesClosed?.SOUTH?.message;
  const lanes = LANE_STATES.map((s) => ({ value: s, label: t(`laneState.${s}`) }));

  return (
    <chakra.form onSubmit={onSubmit} aria-labelledby={titleId} noValidate>
      <Stack gap="4">
        {requiredInput('title', t('form.name'))}
        <SimpleGrid columns={2} gap="3">
          {requiredInput('kmFrom', t('form.kmFrom'), { inputMode: 'decimal' })}
          {requiredInput('kmTo', t('form.kmTo'), { inputMode: 'decimal' })}
        </SimpleGrid>
        {choices('orientations', t('form.orientations'), ORIENTATIONS, (o) => t(`direction.${o}`))}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {ORIENTATIONS.filter((o) => orientations.includes(o)).map((o) => (
            <FormField key={o} label={t('form.lanesFor', { side: t(`direction.${o}`) })} invalid={Boolean(laneError)} errorText={laneError}>
              {(p) => <SelectInput {...p} {...register(`lanesClosed.${o}`)} options={lanes} />}
            </FormField>
          ))}
        </SimpleGrid>
        <Choice alignSelf="start">
          <input type="checkbox" {...register('shoulderClosed')} />
          {t('form.shoulder')}
        </Choice>
        <FormField
          label={t('form.speed')}
          helperText={t('form.speedHelp')}
          invalid={Boolean(errors.speedLimit)}
          errorText={error('speedLimit')}
          maxW="xs"
        >
          <Input {...register('speedLimit')} inputMode="numeric" />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {requiredInput('contractor', t('form.contractor'))}
          {requiredInput('contact', t('form.contact'))}
        </SimpleGrid>
        {choices('kind', t('form.schedule'), ['PERIOD', 'DAILY'] as const, (k) => t(`form.kind.${k}`))}
        {kind === 'PERIOD' ? (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {requiredInput('start', t('form.start'), { type: 'datetime-local' })}
            {requiredInput('end', t('form.end'), { type: 'datetime-local' })}
          </SimpleGrid>
        ) : (
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {requiredInput('from', t('form.from'), { type: 'date' })}
              {requiredInput('to', t('form.to'), { type: 'date' })}
            </SimpleGrid>
            {choices('days', t('form.days'), WEEK_DAYS, (d) => t(`weekDays.${d}`), { base: 2, sm: 4, md: 7 })}
            <SimpleGrid columns={2} gap="3">
              {requiredInput('windowStart', t('form.windowStart'), { type: 'time' })}
              {requiredInput('windowEnd', t('form.windowEnd'), { type: 'time' })}
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted">
              {t('form.overnight')}
            </Text>
          </Stack>
        )}
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette="brand" minH="44px" loading={busy} loadingText={t('form.saving')}>
            {t('form.save')}
          </Button>
          <Button type="button" variant="outline" minH="44px" onClick={onBack} disabled={busy}>
            {t('form.back')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
