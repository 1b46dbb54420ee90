import { useEffect } from 'react';
import { onNotFound, onUnauthorized } from '@vigia/api-client';
import { notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

/**
 * SPEC §8 on mf-public's own page (the shell's ApiEventsBridge does it when mf-public runs as its
 * remote): a 404 raises the service alert with the URL; a 401 (the api-client has already cleared
 * the stored session) goes to the root, the login. Only on the framed page: embedded on another
 * site, '/' is that site's home, not ours.
 */
export function ApiAlerts({ framed }: { framed: boolean }) {
  const { t } = useTranslation('errors');
  useEffect(() => {
    const offNotFound = onNotFound((url) => notify.error(t('notFoundService', { url })));
    const offUnauthorized = framed ? onUnauthorized(() => window.location.assign('/')) : () => undefined;
    return () => {
      offNotFound();
      offUnauthorized();
    };
  }, [t, framed]);
  return null;
}
