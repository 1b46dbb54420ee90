// The form's plain controls: a text input or a native select registered under the field's API name,
// labelled by `fields.<name>`.
import type { ComponentProps, ReactNode } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import { Input, NativeSelect } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import type { FieldKit } from './field-kit';
import { FormField } from './form-field';
import type { EventFormField, EventFormValues } from './form-values';

interface PlainFieldProps {
  kit: FieldKit;
  name: EventFormField;
  helper?: ReactNode;
  required?: boolean;
}

export type InputProps = Omit<ComponentProps<typeof Input>, 'id' | 'name'>;

export function TextField({ kit, name, helper, required, input }: PlainFieldProps & { input?: InputProps }) {
  const { t } = useTranslation('eventForm');
  return (
    <FormField
      id={kit.id(name)}
      label={t(`fields.${name}`)}
      error={kit.error(name)}
      helper={helper}
      required={required}
      disabled={kit.locked}
    >
      {(a11y) => <Input {...a11y} {...input} {...kit.register(name)} />}
    </FormField>
  );
}

interface SelectFieldProps extends PlainFieldProps {
  options: { value: string; label: string }[];
  registerOptions?: RegisterOptions<EventFormValues, EventFormField>;
}

export function SelectField({ kit, name, helper, required, options, registerOptions }: SelectFieldProps) {
  const { t } = useTranslation('eventForm');
  return (
    <FormField
      id={kit.id(name)}
      label={t(`fields.${name}`)}
      error={kit.error(name)}
      helper={helper}
      required={required}
      disabled={kit.locked}
    >
      {(a11y) => (
        <NativeSelect.Root>
          <NativeSelect.Field {...a11y} placeholder={t('placeholders.select')} {...kit.register(name, registerOptions)}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}
