import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onNotFound, onUnauthorized } from '@vigia/api-client';
import { notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

/** SPEC §8: a 401 sends the user to the root (login); a 404 raises the service alert. */
export function ApiEventsBridge() {
  const navigate = useNavigate();
  const { t } = useTranslation('errors');
  useEffect(() => {
    const offUnauthorized = onUnauthorized(() => navigate('/', { replace: true }));
    const offNotFound = onNotFound((url) => notify.error(t('notFoundService', { url })));
    return () => {
      offUnauthorized();
      offNotFound();
    };
  }, [navigate, t]);
  return null;
}
