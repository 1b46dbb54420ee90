import { useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';
import type { ValidationMessages } from '@vigia/domain';
import { useTranslation } from '@vigia/i18n';
import { createValidationMessages } from '@vigia/i18n/validation';
import { describeAuthError } from './form-error';

/** What a TextField needs of one form value: its registration and its error. */
export interface FieldProps {
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

export interface AuthFormOptions<V extends FieldValues> {
  /** The domain's schema of the form (the server's rules), built with the user's language. */
  schema: (m: ValidationMessages) => AnyObjectSchema;
  defaultValues: DefaultValues<V>;
  submit: (values: V) => Promise<void>;
  /** Says how a failure goes on the form; false: it becomes the form's alert. */
  onError?: (error: unknown) => boolean;
}

/**
 * An auth screen's form: validated as the server validates, and a failed submit shown as one
 * plain-language alert (AuthForm's `failure`) unless `onError` placed it on a field.
 */
export function useAuthForm<V extends FieldValues>({ schema: createSchema, defaultValues, submit, onError }: AuthFormOptions<V>) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => createSchema(createValidationMessages(t)), [createSchema, t]);
  const form = useForm<V>({ resolver: yupResolver(schema) as unknown as Resolver<V>, defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit(values);
    } catch (error) {
      if (!onError?.(error)) setFailure(describeAuthError(error, t));
    }
  });

  const field = (name: Path<V>): FieldProps => ({
    registration: form.register(name),
    error: form.getFieldState(name, form.formState).error,
  });
  return { ...form, field, frame: { failure, submitting: form.formState.isSubmitting, onSubmit } };
}
