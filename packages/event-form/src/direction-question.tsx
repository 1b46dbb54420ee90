// Issue 37: between the carriageways, a reporter standing still gives GPS no direction, and the nearer
// carriageway is a guess (GPS error is larger than the ~15 m between them). The form asks instead,
// by the towns at either end of the concession; the answer is the "Sentido" field's value.
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { Fieldset, Stack, Text } from '@vigia/design-system';
import type { Orientation } from '@vigia/domain';
import { useTranslation } from '@vigia/i18n';
import type { EventFormOutput, EventFormValues } from './form-values';
import { ChoiceLabel } from './radio-choices';

// Towards Chillán (km 410 end) is "sur a norte" (SOUTH); towards Collipulli (km 580) "norte a sur" (NORTH).
const TOWARDS: Orientation[] = ['SOUTH', 'NORTH'];

interface DirectionQuestionProps {
  control: Control<EventFormValues, unknown, EventFormOutput>;
  setValue: UseFormSetValue<EventFormValues>;
  disabled: boolean;
}

export function DirectionQuestion({ control, setValue, disabled }: DirectionQuestionProps) {
  const { t } = useTranslation('eventForm');
  const orientation = useWatch({ control, name: 'orientation' });
  return (
    <Fieldset.Root disabled={disabled} borderWidth="2px" borderColor="border.warning" borderRadius="md" p="3">
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {t('travelDirection.question')}
      </Fieldset.Legend>
      <Text fontSize="sm" mb="2">
        {t('travelDirection.why')}
      </Text>
      {/* Native radios: one tab stop, arrow keys move; checked follows the "Sentido" select too. */}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        {TOWARDS.map((value) => (
          <ChoiceLabel key={value} minH="12" px="4" flex="1" fontSize="md">
            <input
              type="radio"
              name="travelDirection"
              value={value}
              checked={orientation === value}
              disabled={disabled}
              onChange={() => setValue('orientation', value, { shouldDirty: true, shouldValidate: true })}
            />
            {t(`travelDirection.${value}`)}
          </ChoiceLabel>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
