// A change refused because someone else changed the work first (412): say so and offer a reload;
// the caller keeps what was typed.
import { isApiError } from '@vigia/api-client';
import { Alert, Button, Stack } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

export const isStale = (error: unknown): boolean => isApiError(error) && error.status === 412;

export function StaleAlert({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('works');
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Stack gap="2">
        <Alert.Title>{t('stale.title')}</Alert.Title>
        <Alert.Description>{t('stale.text')}</Alert.Description>
        <Button size="sm" variant="outline" alignSelf="start" minH="44px" onClick={onReload}>
          {t('stale.reload')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
