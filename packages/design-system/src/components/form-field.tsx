// A labelled form control with helper and error text. Chakra's Field (Ark 5.39) points the control
// at the error only through aria-errormessage, which several screen readers ignore; we also list
// it in aria-describedby so the error is read with the field.
import { FieldErrorText, FieldHelperText, FieldLabel, FieldRequiredIndicator, FieldRoot, type FieldRootProps } from '@chakra-ui/react';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

export interface FormFieldControlProps {
  'aria-describedby'?: string;
}

export interface FormFieldProps extends Omit<FieldRootProps, 'children' | 'ids'> {
  label: ReactNode;
  helperText?: ReactNode;
  /** Shown (and announced) when `invalid` is true. */
  errorText?: ReactNode;
  /**
   * The control. A single element (Input, Textarea) gets aria-describedby injected; for
   * composite controls pass a function and spread its argument on the real control, e.g.
   * `{(p) => <NativeSelect.Root><NativeSelect.Field {...p}>…</NativeSelect.Field></NativeSelect.Root>}`.
   */
  children: ReactElement | ((controlProps: FormFieldControlProps) => ReactNode);
}

export function FormField({ label, helperText, errorText, invalid, children, ...rootProps }: FormFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const showError = Boolean(invalid && errorText);
  const describedBy = [helperText ? helperId : null, showError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const controlProps: FormFieldControlProps = { 'aria-describedby': describedBy };

  let control: ReactNode;
  if (typeof children === 'function') control = children(controlProps);
  else if (isValidElement<FormFieldControlProps>(children)) control = cloneElement(children, controlProps);
  else control = children;

  return (
    <FieldRoot invalid={invalid} ids={{ helperText: helperId, errorText: errorId }} {...rootProps}>
      <FieldLabel>
        {label}
        <FieldRequiredIndicator />
      </FieldLabel>
      {control}
      {helperText && <FieldHelperText>{helperText}</FieldHelperText>}
      {showError && <FieldErrorText>{errorText}</FieldErrorText>}
    </FieldRoot>
  );
}
