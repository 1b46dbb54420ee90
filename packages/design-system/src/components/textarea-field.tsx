// A labelled text area whose value the screen keeps: the label, the hint (often what is left of
// the length), the error tied to it, and the typed text handed back as a string. The reasons,
// notes and replies of the staff screens are this one field.
import type { ReactNode } from 'react';
// Through the shared first-paint entry, which every page has loaded: imported directly, these
// Chakra parts were split off into a chunk that every first load fetched (decision 024).
import { FormField, Textarea } from '@vigia/design-system';

export interface TextareaFieldProps {
  label: ReactNode;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  rows?: number;
  required?: boolean;
  helperText?: ReactNode;
  /** Shown and announced with the field; none: the field is valid. */
  error?: string | null;
  autoFocus?: boolean;
  disabled?: boolean;
}

export function TextareaField({ label, required, helperText, error, onChange, ...textarea }: TextareaFieldProps) {
  return (
    <FormField label={label} required={required} helperText={helperText} invalid={Boolean(error)} errorText={error ?? undefined}>
      <Textarea {...textarea} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
