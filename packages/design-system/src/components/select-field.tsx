// A labelled native select whose value the screen keeps: the label, the hint, the error tied to it,
// and the chosen value handed back as a string. The filters and the staff dialogs' choices.
import type { ReactNode } from 'react';
// Through the shared first-paint entry, as TextareaField (decision 024): imported directly, these
// parts would be split off into a chunk that every first load fetched.
import { FormField, SelectInput, type SelectInputProps } from '@vigia/design-system';

export interface SelectFieldProps extends Omit<SelectInputProps, 'onChange' | 'id'> {
  label: ReactNode;
  onChange: (value: string) => void;
  required?: boolean;
  helperText?: ReactNode;
  /** Shown and announced with the field; none: the field is valid. */
  error?: string | null;
  /** The field's id, when the screen names it. */
  fieldId?: string;
}

export function SelectField({ label, required, helperText, error, fieldId, onChange, ...select }: SelectFieldProps) {
  return (
    <FormField
      id={fieldId}
      label={label}
      required={required}
      helperText={helperText}
      invalid={Boolean(error)}
      errorText={error ?? undefined}
    >
      {(p) => <SelectInput {...p} {...select} onChange={(event) => onChange(event.currentTarget.value)} />}
    </FormField>
  );
}
