import { Controller, type Control } from 'react-hook-form';
import { SelectInput } from '@vigia/design-system';
import { FormField } from './form-field';
import type { EventFormOutput, EventFormValues } from './form-values';

type CascadeName = 'category' | 'subcategory' | 'classificationId';

interface CascadeSelectProps {
  name: CascadeName;
  control: Control<EventFormValues, unknown, EventFormOutput>;
  id: string;
  label: string;
  error?: string;
  disabled: boolean;
  options: { value: string; label: string }[];
  placeholder: string;
  busy?: boolean;
  /** Runs after a pick: a parent level clears the levels below it (SPEC §4). */
  onPicked?: () => void;
}

/** One level of the category → subcategory → classification cascade, as a native select. */
export function CascadeSelect({ name, control, id, label, error, disabled, options, placeholder, busy, onPicked }: CascadeSelectProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormField id={id} label={label} error={error} required disabled={disabled}>
          {(a11y) => (
            <SelectInput
              {...a11y}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              aria-busy={busy || undefined}
              onChange={(event) => {
                field.onChange(event);
                onPicked?.();
              }}
              placeholder={placeholder}
              options={options}
            />
          )}
        </FormField>
      )}
    />
  );
}
