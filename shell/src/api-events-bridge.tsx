import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onNotFound, onUnauthorized } from '@vigia/api-client';
import { useQueryClient } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

/**
 * SPEC §8: a 401 sends the user to the root (login); a 404 raises the service alert. The query
 * cache holds one user's answers: it is emptied when the session ends or changes hands.
 */
export function ApiEventsBridge() {
  const navigate = useNavigate();
  const { t } = useTranslation('errors');
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  useEffect(() => {
    const offUnauthorized = onUnauthorized(() => {
      queryClient.clear();
      navigate('/', { replace: true });
    });
    const offNotFound = onNotFound((url) => notify.error(t('notFoundService', { url })));
    return () => {
      offUnauthorized();
      offNotFound();
    };
  }, [navigate, t, queryClient]);
  useEffect(() => () => queryClient.clear(), [userId, queryClient]);
  return null;
}
