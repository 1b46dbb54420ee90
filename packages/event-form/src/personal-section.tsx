import { SimpleGrid } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { DocumentField } from './document-field';
import type { FieldKit } from './field-kit';
import type { EventFormField } from './form-values';
import { FormSection } from './form-section';
import { TextField, type InputProps } from './text-field';

/** The reporter's fields, in screen order; `hint`: shows `hints.<name>` under the control. The
 *  document (kind and number) is its own control, drawn where `rut` is listed. */
const PERSONAL_FIELDS: {
  name: EventFormField;
  required?: boolean;
  hint?: boolean;
  input?: InputProps;
}[] = [
  { name: 'fullName', required: true, input: { autoComplete: 'name' } },
  { name: 'rut', required: true, hint: true },
  { name: 'email', required: true, input: { type: 'email', autoComplete: 'email' } },
  {
    name: 'phone',
    required: true,
    hint: true,
    input: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' },
  },
  // Not required: an e-mail (or an alternate address) is enough (SPEC §5).
  { name: 'realAddress', hint: true, input: { autoComplete: 'street-address' } },
  { name: 'patente', required: true, input: { autoCapitalize: 'characters' } },
];

/** "Información personal": who reports, and the vehicle. */
export function PersonalSection({ kit }: { kit: FieldKit }) {
  const { t } = useTranslation('eventForm');
  return (
    <FormSection legend={t('sections.personal')} disabled={kit.locked}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {PERSONAL_FIELDS.map(({ name, required, hint, input }) =>
          name === 'rut' ? (
            <DocumentField key={name} kit={kit} />
          ) : (
            <TextField key={name} kit={kit} name={name} required={required} helper={hint ? t(`hints.${name}`) : undefined} input={input} />
          ),
        )}
      </SimpleGrid>
    </FormSection>
  );
}
