// "Documento: RUT / Pasaporte u otro" (issue 37): a foreign driver has no RUT. The choice comes before
// the number; the shared schema verifies the check digit only for a RUT, and the event keeps the kind.
import { useWatch } from 'react-hook-form';
import { Input, Stack } from '@vigia/design-system';
import { DOCUMENT_KINDS } from '@vigia/domain';
import { useTranslation } from '@vigia/i18n';
import type { FieldKit } from './field-kit';
import { FormField } from './form-field';
import { RadioChoices } from './radio-choices';

export function DocumentField({ kit }: { kit: FieldKit }) {
  const { t } = useTranslation('eventForm');
  const kind = useWatch({ control: kit.control, name: 'documentKind' });
  const other = kind === 'OTHER';
  return (
    <Stack gap="2">
      <RadioChoices
        legend={t('document.legend')}
        choices={DOCUMENT_KINDS.map((value) => ({ value, label: t(`document.kinds.${value}`) }))}
        // deps: a RUT's check-digit error goes (or comes) with the kind.
        input={kit.register('documentKind', { deps: ['rut'] })}
        disabled={kit.locked}
      />
      <FormField
        id={kit.id('rut')}
        label={t(other ? 'document.otherNumber' : 'fields.rut')}
        error={kit.error('rut')}
        helper={t(other ? 'document.otherHint' : 'hints.rut')}
        required
        disabled={kit.locked}
      >
        {(a11y) => <Input {...a11y} autoCapitalize="characters" {...kit.register('rut')} />}
      </FormField>
    </Stack>
  );
}
