// ADMIN's form for a new service standard: severity, optional classification, the four limits and
// the first day in force (today or later, Chilean calendar). Checked with the server's own schema
// before sending; the server's field errors are shown under each field.
import { useState, type FormEvent } from 'react';
import { createStandard, isApiError } from '@vigia/api-client';
import { classificationChoicesQueryOptions, standardsQueryKeys, useQuery, useQueryClient } from '@vigia/api-client/query';
import { SEVERITIES, type ServiceStandardInput, type Severity } from '@vigia/domain';
import { serviceStandardSchema, STANDARD_MAX_MINUTES } from '@vigia/domain/schemas';
import { Button, FormField, Heading, Input, SimpleGrid, Stack, Text, notify } from '@vigia/design-system';
import { SelectField } from '@vigia/design-system/controls';
import { useTranslation } from '@vigia/i18n';
import { chileToday } from './standards-in-force';

export const LIMIT_FIELDS = ['onSceneMinutes', 'lanesOpenMinutes', 'clearedMinutes', 'inspectorNoticeMinutes'] as const;
type LimitField = (typeof LIMIT_FIELDS)[number];
type Draft = { severity: Severity; classificationId: string; effectiveFrom: string } & Record<LimitField, string>;

const empty = (today: string): Draft => ({
  severity: 'CRITICAL',
  classificationId: '',
  effectiveFrom: today,
  onSceneMinutes: '',
  lanesOpenMinutes: '',
  clearedMinutes: '',
  inspectorNoticeMinutes: '',
});

const minutes = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** Field → message, from yup's ValidationError (the first message per field). */
function yupErrors(error: unknown): Record<string, string> {
  const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
  const out: Record<string, string> = {};
  for (const e of inner) out[e.path || 'form'] ??= e.message;
  return out;
}

export function StandardForm({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation('reports');
  const queryClient = useQueryClient();
  const classifications = useQuery(classificationChoicesQueryOptions());
  const today = chileToday(now());
  const [draft, setDraft] = useState<Draft>(() => empty(today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const choose = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const set = (field: keyof Draft) => (e: { target: { value: string } }) => choose(field)(e.target.value);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input: ServiceStandardInput = {
      severity: draft.severity,
      classificationId: draft.classificationId === '' ? null : Number(draft.classificationId),
      onSceneMinutes: minutes(draft.onSceneMinutes),
      lanesOpenMinutes: minutes(draft.lanesOpenMinutes),
      clearedMinutes: minutes(draft.clearedMinutes),
      inspectorNoticeMinutes: minutes(draft.inspectorNoticeMinutes),
      effectiveFrom: draft.effectiveFrom,
    };
    const found: Record<string, string> = {};
    try {
      await serviceStandardSchema().validate(input, { abortEarly: false });
    } catch (error) {
      Object.assign(found, yupErrors(error));
    }
    if (LIMIT_FIELDS.every((f) => input[f] === null)) found['limits'] = t('compliance.standardForm.someLimit');
    if (!found['effectiveFrom'] && input.effectiveFrom < chileToday(now())) found['effectiveFrom'] = t('compliance.standardForm.inPast');
    delete found['form'];
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const created = await createStandard(input);
      notify.success(t('compliance.standardForm.created', { id: created.id }));
      setDraft(empty(chileToday(now())));
      await queryClient.invalidateQueries({ queryKey: standardsQueryKeys.all });
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors() : {};
      setErrors(fields);
      notify.error(
        isApiError(error) && error.status === 409 ? (fields['effectiveFrom'] ?? t('compliance.saveFailed')) : t('compliance.saveFailed'),
      );
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string) => ({ invalid: Boolean(errors[name]), errorText: errors[name] });
  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-labelledby="standard-form-title">
      <Heading as="h3" size="sm" id="standard-form-title">
        {t('compliance.standardForm.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" id="standard-form-help">
        {t('compliance.standardForm.help')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField
          label={t('compliance.standardForm.severity')}
          required
          error={errors['severity']}
          name="severity"
          value={draft.severity}
          onChange={choose('severity')}
          options={SEVERITIES.map((s) => ({ value: s, label: t(`compliance.severityNames.${s}`) }))}
        />
        <SelectField
          label={t('compliance.standardForm.classification')}
          helperText={classifications.isError ? t('compliance.standardForm.classificationsFailed') : undefined}
          error={errors['classificationId']}
          name="classificationId"
          value={draft.classificationId}
          onChange={choose('classificationId')}
          options={[
            { value: '', label: t('compliance.standardForm.everyClassification') },
            ...(classifications.data ?? []).map((c) => ({
              value: c.id,
              label: `${c.categoryName} › ${c.subcategoryName} › ${c.name}`,
            })),
          ]}
        />
        {LIMIT_FIELDS.map((f) => (
          <FormField key={f} label={t(`compliance.standardForm.${f}`)} {...field(f)}>
            <Input name={f} inputMode="numeric" value={draft[f]} onChange={set(f)} maxLength={String(STANDARD_MAX_MINUTES).length} />
          </FormField>
        ))}
        <FormField label={t('compliance.standardForm.effectiveFrom')} required {...field('effectiveFrom')}>
          <Input name="effectiveFrom" type="date" min={today} value={draft.effectiveFrom} onChange={set('effectiveFrom')} />
        </FormField>
      </SimpleGrid>
      {errors['limits'] && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {errors['limits']}
        </Text>
      )}
      <Button type="submit" colorPalette="brand" loading={busy} minH="44px" alignSelf="flex-start" aria-describedby="standard-form-help">
        {t('compliance.standardForm.submit')}
      </Button>
    </Stack>
  );
}
