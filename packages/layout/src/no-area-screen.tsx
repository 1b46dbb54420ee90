import { useNavigate } from 'react-router-dom';
import { useAuth } from '@vigia/auth';
import { Button } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { MessageScreen } from './message-screen';

/** The default route set for a signed-in user without a known role: nothing to show but a way out. */
export function NoAreaScreen() {
  const { t } = useTranslation('layout');
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <MessageScreen title={t('noArea.title')} text={t('noArea.text')}>
      <Button
        onClick={() => {
          logout();
          navigate('/user/login', { replace: true });
        }}
      >
        {t('signOut')}
      </Button>
    </MessageScreen>
  );
}
