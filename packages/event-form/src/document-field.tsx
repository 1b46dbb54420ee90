// "Documento: RUT / Pasaporte u otro" (issue 37): a foreign driver has no RUT. The choice comes before
// the number; the shared schema verifies the check digit only for a RUT, and the event keeps the kind.
import { useWatch } from 'react-hook-form';
import { Fieldset, HStack, Input, Stack, chakra } from '@vigia/design-system';
import { DOCUMENT_KINDS } from '@vigia/domain';
import { useTranslation } from '@vigia/i18n';
import type { FieldKit } from './field-kit';
import { FormField } from './form-field';

export function DocumentField({ kit }: { kit: FieldKit }) {
  const { t } = useTranslation('eventForm');
  const kind = useWatch({ control: kit.control, name: 'documentKind' });
  const other = kind === 'OTHER';
  return (
    <Stack gap="2">
      <Fieldset.Root disabled={kit.locked}>
        <Fieldset.Legend fontSize="sm" fontWeight="medium" mb="1">
          {t('document.legend')}
        </Fieldset.Legend>
        {/* Native radios in a fieldset: one tab stop, arrow keys move between the kinds. */}
        <HStack gap="2" wrap="wrap">
          {DOCUMENT_KINDS.map((value) => (
            <chakra.label
              key={value}
              display="flex"
              alignItems="center"
              gap="2"
              minH="10"
              px="3"
              borderWidth="1px"
              borderRadius="md"
              cursor="pointer"
              _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
            >
              {/* deps: a RUT's check-digit error goes (or comes) with the kind. */}
              <input type="radio" value={value} disabled={kit.locked} {...kit.register('documentKind', { deps: ['rut'] })} />
              {t(`document.kinds.${value}`)}
            </chakra.label>
          ))}
        </HStack>
      </Fieldset.Root>
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
