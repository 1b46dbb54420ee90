import { Link, SimpleGrid, Text } from '@vigia/design-system';
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

/** Where the privacy notice is published (the follow-up page's, issue 40): a new tab keeps the form. */
const PRIVACY_NOTICE_URL = '/event/follow-up#aviso-de-privacidad';

/** "Información personal": who reports, and the vehicle; `privacyNote`: the public form's line. */
export function PersonalSection({ kit, privacyNote = false }: { kit: FieldKit; privacyNote?: boolean }) {
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
      {privacyNote && (
        <Text fontSize="sm" mt="3">
          {t('privacy.line')}
          <Link href={PRIVACY_NOTICE_URL} target="_blank" rel="noopener" textDecoration="underline">
            {t('privacy.link')}
          </Link>
        </Text>
      )}
    </FormSection>
  );
}
