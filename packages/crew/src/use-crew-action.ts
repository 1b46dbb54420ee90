// One tap that calls the server (sign on/off, a status): busy while it runs, and its failure in
// words — the server's reason when it refuses (409), a plain retry message when the call failed.
import { useCallback, useState } from 'react';
import { isApiError } from '@vigia/api-client';
import { useTranslation } from '@vigia/i18n';

export function useCrewAction() {
  const { t } = useTranslation('crew');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (name: string, action: () => Promise<unknown>) => {
      setBusy(name);
      setError(null);
      try {
        await action();
      } catch (failure) {
        const refused = isApiError(failure) && !failure.isNetworkError && failure.status < 500 && failure.message;
        setError(refused ? failure.message : t('failed'));
      } finally {
        setBusy(null);
      }
    },
    [t],
  );

  return { busy, error, run };
}
