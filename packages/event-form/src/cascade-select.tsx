import { Controller } from 'react-hook-form';
import { SelectInput } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import type { FieldKit } from './field-kit';
import { FormField } from './form-field';

type CascadeName = 'category' | 'subcategory' | 'classificationId';

interface CascadeSelectProps {
  kit: FieldKit;
  name: CascadeName;
  options: { value: string; label: string }[];
  placeholder: string;
  busy?: boolean;
  /** Runs after a pick: a parent level clears the levels below it (SPEC §4). */
  onPicked?: () => void;
}

/** One level of the category → subcategory → classification cascade, as a native select. */
export function CascadeSelect({ kit, name, options, placeholder, busy, onPicked }: CascadeSelectProps) {
  const { t } = useTranslation('eventForm');
  return (
    <Controller
      name={name}
      control={kit.control}
      render={({ field }) => (
        <FormField id={kit.id(name)} label={t(`fields.${name}`)} error={kit.error(name)} required disabled={kit.locked}>
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
