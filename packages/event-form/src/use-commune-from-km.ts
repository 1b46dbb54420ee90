// The km decides the commune (SPEC §5's ranges): when the km changes the commune follows, unless the
// reporter chose one themselves. The commune stays an editable select (SPEC §5 keeps it a field).
import { useCallback, useEffect, useRef } from 'react';
import { useFormState, useWatch, type UseFormSetValue } from 'react-hook-form';
import { communeForKm } from '@vigia/domain';
import type { FieldKit } from './field-kit';
import type { EventFormValues } from './form-values';

/** Returns `markAuto(commune)`: that commune was set by the form (e.g. from the position), not chosen. */
export function useCommuneFromKm(control: FieldKit['control'], setValue: UseFormSetValue<EventFormValues>) {
  const [kilometer, commune] = useWatch({ control, name: ['kilometer', 'commune'] });
  const { isSubmitted } = useFormState({ control });
  // The commune the form last set; any other non-empty value is the reporter's choice.
  const auto = useRef<string | null>(null);

  useEffect(() => {
    if (commune !== '' && commune !== auto.current) return;
    const km = kilometer.trim() === '' ? Number.NaN : Number(kilometer);
    const place = communeForKm(km);
    if (!place || place.commune === commune) return;
    auto.current = place.commune;
    // After a first submit the errors follow the values; before it nothing is shown early.
    setValue('commune', place.commune, { shouldDirty: true, shouldValidate: isSubmitted });
  }, [kilometer, commune, isSubmitted, setValue]);

  return useCallback((value: string) => {
    auto.current = value;
  }, []);
}
