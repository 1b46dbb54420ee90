// Injured people first (issue 24): the new report's first question. A 'yes' shows the emergency
// numbers as tap-to-call links, kept in view while the form is filled, and the report still goes in
// (with `injured: true`, which makes the event CRITICAL on the server).
import { useWatch } from 'react-hook-form';
import { Box, Button, HStack, Stack, Text } from '@vigia/design-system';
import { readEmergencyPhone } from '@vigia/domain';
import { useTranslation } from '@vigia/i18n';
import type { FieldKit } from './field-kit';
import { RadioChoices } from './radio-choices';

/** Chile's public emergency numbers. */
const PUBLIC_NUMBERS = [
  { phone: '131', key: 'samu' },
  { phone: '132', key: 'firefighters' },
  { phone: '133', key: 'police' },
] as const;

const ANSWERS = ['yes', 'no'] as const;

export function InjuredQuestion({ kit }: { kit: FieldKit }) {
  const { t } = useTranslation('eventForm');
  const injured = useWatch({ control: kit.control, name: 'injured' });
  return (
    <Stack gap="3">
      <RadioChoices
        legend={t('injured.question')}
        choices={ANSWERS.map((answer) => ({ value: answer, label: t(`injured.${answer}`) }))}
        input={kit.register('injured')}
        disabled={kit.locked}
        prominent
      />
      {injured === 'yes' && <EmergencyNumbers />}
    </Stack>
  );
}

/** Sticks to the top of the screen while the reporter scrolls through the form. */
function EmergencyNumbers() {
  const { t } = useTranslation('eventForm');
  const concession = readEmergencyPhone();
  const numbers = [
    ...PUBLIC_NUMBERS.map(({ phone, key }) => ({ phone, label: t(`injured.call.${key}`, { phone }) })),
    ...(concession ? [{ phone: concession, label: t('injured.call.concession', { phone: concession }) }] : []),
  ];
  return (
    <Box
      as="section"
      aria-label={t('injured.numbersLabel')}
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg.error"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="md"
      p="3"
    >
      <Text fontWeight="semibold" mb="2">
        {t('injured.callFirst')}
      </Text>
      <HStack gap="2" wrap="wrap">
        {numbers.map(({ phone, label }) => (
          <Button key={phone} asChild colorPalette="red" size="md" flex="1 1 auto">
            <a href={`tel:${phone}`}>{label}</a>
          </Button>
        ))}
      </HStack>
      <Text mt="2" fontSize="sm">
        {t('injured.stillReport')}
      </Text>
    </Box>
  );
}
