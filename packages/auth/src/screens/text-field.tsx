import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@vigia/design-system';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  helperText?: string;
}

/** A labelled input whose error text is announced and tied to it (Field wires aria-describedby). */
export function TextField({ label, registration, error, helperText, required, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...input} {...registration} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error?.message && <Field.ErrorText>{error.message}</Field.ErrorText>}
    </Field.Root>
  );
}
