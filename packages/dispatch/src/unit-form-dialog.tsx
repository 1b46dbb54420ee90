// "Nueva unidad" / "Editar P-03" (ADMIN, issue 38): code, kind (data: listUnitKinds), plate, base km.
// Checked here for what is plainly missing; the server's field errors land on their fields, and a
// stale edit (412) says so. What was typed stays in the form on any failure.
import { useState, type FormEvent, type ReactElement } from 'react';
import { createUnit, isApiError, updateUnit, type UnitInput } from '@vigia/api-client';
import { unitKindsQueryOptions, useQuery } from '@vigia/api-client/query';
import { ROAD_KM_MAX, ROAD_KM_MIN, type Unit } from '@vigia/domain';
import { Alert, FormField, Input, SelectInput, Stack, notify } from '@vigia/design-system';
import { FormDialog } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';

type Field = 'code' | 'kind' | 'plate' | 'baseKm';
type Values = Record<Field, string>;

/** What is wrong before sending: empty fields, a base km off the concession. */
export function checkUnit(values: Values): Partial<Record<Field, 'required' | 'kmRange'>> {
  const out: Partial<Record<Field, 'required' | 'kmRange'>> = {};
  for (const f of ['code', 'kind', 'plate', 'baseKm'] as const) if (!values[f].trim()) out[f] = 'required';
  const km = Number(values.baseKm.replace(',', '.'));
  if (!out.baseKm && (!Number.isFinite(km) || km < ROAD_KM_MIN || km > ROAD_KM_MAX)) out.baseKm = 'kmRange';
  return out;
}

export function UnitFormDialog({ unit, onClose, onSaved }: { unit: Unit | null; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useTranslation('dispatch');
  const kinds = useQuery(unitKindsQueryOptions());
  const [values, setValues] = useState<Values>(() => ({
    code: unit?.code ?? '',
    kind: unit?.kind ?? '',
    plate: unit?.plate ?? '',
    baseKm: unit ? String(unit.baseKm) : '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (f: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const found = checkUnit(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([f, key]) => [f, t(`units.${key}`)])));
    if (Object.keys(found).length) return;
    const input: UnitInput = {
      code: values.code.trim(),
      kind: values.kind,
      plate: values.plate.trim(),
      baseKm: Number(values.baseKm.replace(',', '.')),
    };
    setBusy(true);
    try {
      if (unit) await updateUnit(unit.id, input, unit.version);
      else await createUnit(input);
      notify.success(t('units.saved'));
      onSaved();
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 412) {
        setProblem(t('units.changed'));
        onSaved();
      } else if (isApiError(error)) {
        const fields = error.fieldErrors();
        setErrors(fields);
        if (Object.keys(fields).length === 0) setProblem(error.errors[0]?.message ?? t('units.notSaved'));
      } else setProblem(t('units.notSaved'));
    } finally {
      setBusy(false);
    }
  };

  const english = i18n.language.startsWith('en');
  const field = (f: Field, control: ReactElement) => (
    <FormField label={t(`units.${f}`)} required invalid={Boolean(errors[f])} errorText={errors[f]}>
      {control}
    </FormField>
  );
  return (
    <FormDialog
      onClose={onClose}
      title={unit ? t('units.editTitle', { code: unit.code }) : t('units.createTitle')}
      onSubmit={(e) => void submit(e)}
      busy={busy}
      submitLabel={t('units.save')}
      cancelLabel={t('units.cancel')}
      size={{ base: 'full', sm: 'md' }}
    >
      <Stack gap="4">
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        {field('code', <Input value={values.code} onChange={set('code')} autoComplete="off" />)}
        <FormField label={t('units.kind')} required invalid={Boolean(errors.kind)} errorText={errors.kind}>
          {(p) => (
            <SelectInput
              {...p}
              value={values.kind}
              onChange={set('kind')}
              options={[
                { value: '', label: '—' },
                ...(kinds.data ?? []).map((k) => ({ value: k.code, label: english ? k.nameEn : k.name })),
              ]}
            />
          )}
        </FormField>
        {field('plate', <Input value={values.plate} onChange={set('plate')} autoComplete="off" />)}
        {field('baseKm', <Input value={values.baseKm} onChange={set('baseKm')} inputMode="decimal" autoComplete="off" />)}
      </Stack>
    </FormDialog>
  );
}
