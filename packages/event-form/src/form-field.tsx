import type { ReactNode } from 'react';
import { Field } from '@vigia/design-system';

/** Ids of a field's parts, as Chakra's Field.Root derives them from its `id`. */
export function fieldIds(id: string) {
  return {
    control: id,
    label: `field::${id}::label`,
    helper: `field::${id}::helper-text`,
    error: `field::${id}::error-text`,
  };
}

export interface FieldA11y {
  id: string;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Receives the id and aria-describedby for the control. */
  children: (a11y: FieldA11y) => ReactNode;
}

/**
 * A labelled control with its helper or error text. Chakra ties the error with aria-errormessage,
 * which several screen readers ignore, so the error text is also named in aria-describedby.
 */
export function FormField({ id, label, error, helper, required, disabled, children }: FormFieldProps) {
  const ids = fieldIds(id);
  const describedBy = error ? ids.error : helper ? ids.helper : undefined;
  return (
    <Field.Root id={id} invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children({ id, 'aria-describedby': describedBy })}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
