// Issue 35: the event changed since the form was loaded (live stream, a newer version on the page, a
// comparison closed without a choice): said before the save, with the comparison one click away.
import { useState } from 'react';
import { Alert, Button } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

export function OutOfDateNotice({ onCompare }: { onCompare: () => Promise<void> }) {
  const { t } = useTranslation('eventForm');
  const [comparing, setComparing] = useState(false);
  const compare = async () => {
    setComparing(true);
    await onCompare();
    setComparing(false);
  };
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('stale.title')}</Alert.Title>
        <Alert.Description>{t('stale.text')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" loading={comparing} onClick={() => void compare()}>
        {t('stale.show')}
      </Button>
    </Alert.Root>
  );
}
