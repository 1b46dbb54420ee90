import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { MessageScreen } from './message-screen';

export function NotFoundScreen() {
  const { t } = useTranslation('layout');
  return (
    <MessageScreen code="404" title={t('notFound.title')} text={t('notFound.text')}>
      <Button asChild>
        <RouterLink to="/">{t('notFound.back')}</RouterLink>
      </Button>
    </MessageScreen>
  );
}
