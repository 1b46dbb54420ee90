// The km decides the commune (SPEC §5's ranges): when the km changes the commune follows, unless the
// reporter chose one themselves. The commune stays an editable select (SPEC §5 keeps it a field).
import { useEffect } from 'react';
import { useFormState, useWatch, type UseFormSetValue } from 'react-hook-form';
import { communeForKm } from '@vigia/domain';
import type { FieldKit } from './field-kit';
import type { EventFormValues } from './form-values';

/**
 * The commune the form last set itself (from the km, the device's or a photo's position); any other
 * non-empty value is the reporter's choice. One per form: the detail section and the photo's offer share it.
 */
export class AutoCommune {
  private value: string | null = null;
  /** That commune was set by the form, not chosen. */
  readonly mark = (commune: string) => {
    this.value = commune;
  };
  setByForm(commune: string): boolean {
    return commune === this.value;
  }
}

/** Keeps the commune following the km while the form set it (see AutoCommune). */
export function useCommuneFromKm(control: FieldKit['control'], setValue: UseFormSetValue<EventFormValues>, auto: AutoCommune) {
  const [kilometer, commune] = useWatch({ control, name: ['kilometer', 'commune'] });
  const { isSubmitted } = useFormState({ control });

  useEffect(() => {
    if (commune !== '' && !auto.setByForm(commune)) return;
    const km = kilometer.trim() === '' ? Number.NaN : Number(kilometer);
    const place = communeForKm(km);
    if (!place || place.commune === commune) return;
    auto.mark(place.commune);
    // After a first submit the errors follow the values; before it nothing is shown early.
    setValue('commune', place.commune, { shouldDirty: true, shouldValidate: isSubmitted });
  }, [kilometer, commune, isSubmitted, setValue, auto]);
}
