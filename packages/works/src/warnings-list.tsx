// The conflicts the server found on a save or an approval: the write happened, these deserve a look.
import type { WorkConflict } from '@vigia/domain';
import { Alert, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

export function WarningsList({ warnings }: { warnings: readonly WorkConflict[] }) {
  const { t } = useTranslation('works');
  if (warnings.length === 0) return null;
  return (
    <Alert.Root status="warning" role="status" aria-label={t('warnings.title')}>
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Title>{t('warnings.title')}</Alert.Title>
        <Text>{t('warnings.intro')}</Text>
        <Stack as="ul" ps="4" gap="1">
          {warnings.map((w) => (
            <li key={`${w.kind}-${w.id}`}>{w.message}</li>
          ))}
        </Stack>
      </Stack>
    </Alert.Root>
  );
}
