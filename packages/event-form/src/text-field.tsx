// The form's plain controls: a text input or a native select registered under the field's API name,
// labelled by `fields.<name>`.
import type { ComponentProps, ReactNode } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import { Input, SelectInput } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import type { FieldKit } from './field-kit';
import { FormField, type FieldA11y } from './form-field';
import type { EventFormField, EventFormValues } from './form-values';

interface PlainFieldProps {
  kit: FieldKit;
  name: EventFormField;
  helper?: ReactNode;
  required?: boolean;
}

export type InputProps = Omit<ComponentProps<typeof Input>, 'id' | 'name'>;

/** The field `name` as the kit knows it: its id, its label `fields.<name>`, its error, locked with the form. */
function KitField({ kit, name, helper, required, children }: PlainFieldProps & { children: (a11y: FieldA11y) => ReactNode }) {
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
      {children}
    </FormField>
  );
}

export function TextField({ input, ...field }: PlainFieldProps & { input?: InputProps }) {
  return <KitField {...field}>{(a11y) => <Input {...a11y} {...input} {...field.kit.register(field.name)} />}</KitField>;
}

interface SelectFieldProps extends PlainFieldProps {
  options: { value: string; label: string }[];
  registerOptions?: RegisterOptions<EventFormValues, EventFormField>;
}

export function SelectField({ options, registerOptions, ...field }: SelectFieldProps) {
  const { t } = useTranslation('eventForm');
  return (
    <KitField {...field}>
      {(a11y) => (
        <SelectInput
          {...a11y}
          placeholder={t('placeholders.select')}
          {...field.kit.register(field.name, registerOptions)}
          options={options}
        />
      )}
    </KitField>
  );
}
