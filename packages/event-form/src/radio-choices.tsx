// The form's questions answered with a tap: native radios in a fieldset (one tab stop, arrow keys
// move between the choices), each label a tap target whose focus ring shows on the whole choice.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Fieldset, HStack, chakra, type HTMLChakraProps } from '@vigia/design-system';

export function ChoiceLabel(props: HTMLChakraProps<'label'>) {
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="2"
      minH="10"
      px="3"
      borderWidth="1px"
      borderRadius="md"
      cursor="pointer"
      _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      {...props}
    />
  );
}

export interface RadioChoicesProps {
  legend: string;
  choices: readonly { value: string; label: string }[];
  /** The field's registration (react-hook-form). */
  input: UseFormRegisterReturn;
  disabled: boolean;
  /** The report's first question: a larger legend and larger targets. */
  prominent?: boolean;
}

export function RadioChoices({ legend, choices, input, disabled, prominent = false }: RadioChoicesProps) {
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontSize={prominent ? 'lg' : 'sm'} fontWeight={prominent ? 'semibold' : 'medium'} mb={prominent ? '2' : '1'}>
        {legend}
      </Fieldset.Legend>
      <HStack gap={prominent ? '3' : '2'} wrap="wrap">
        {choices.map(({ value, label }) => (
          <ChoiceLabel key={value} minH={prominent ? '11' : '10'} px={prominent ? '4' : '3'}>
            <input type="radio" value={value} disabled={disabled} {...input} />
            {label}
          </ChoiceLabel>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}
