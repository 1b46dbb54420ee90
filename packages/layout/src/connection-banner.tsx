// Issue 37 item 2: stale data never looks live. While the API cannot be reached (a call got no
// answer or a 5xx, the live stream's fallback too) or the browser is offline, every staff screen
// says so, with the time of the last data that arrived. It asks the server again every few seconds;
// once it answers, the banner goes, what is on screen is read again and the stream reconnects;
// once the stream is open again, what is on screen is read again too.
import { useEffect, useSyncExternalStore } from 'react';
import { checkApiReady, getConnectionState, subscribeConnection, type ConnectionState } from '@vigia/api-client';
import { isNotificationStreamOpen, subscribeNotificationStream } from '@vigia/api-client/core';
import { useQueryClient } from '@vigia/api-client/query';
import { Box, Button, Flex, Text } from '@vigia/design-system';
import { formatTime, useTranslation } from '@vigia/i18n';

export const PROBE_MS = 5_000;

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** The API's state as the calls see it, and whether the browser says it is online. */
export function useConnection(): ConnectionState & { online: boolean } {
  const state = useSyncExternalStore(subscribeConnection, getConnectionState, getConnectionState);
  const online = useSyncExternalStore(subscribeOnline, browserOnline, () => true);
  return { ...state, online: online && state.reachable };
}

export function ConnectionBanner({ probeMs = PROBE_MS }: { probeMs?: number }) {
  const { t, i18n } = useTranslation('layout');
  const { online, lastDataAt } = useConnection();
  const queryClient = useQueryClient();

  // While down: ask the server until it answers (each answer, or its absence, moves the state).
  useEffect(() => {
    if (online) return undefined;
    const timer = setInterval(() => void checkApiReady().catch(() => undefined), probeMs);
    return () => clearInterval(timer);
  }, [online, probeMs]);

  // Back: everything on screen is read again (the stream reconnects by itself, live-connection.ts).
  useEffect(() => {
    let was = getConnectionState().reachable;
    return subscribeConnection(() => {
      const now = getConnectionState().reachable;
      if (now && !was) void queryClient.invalidateQueries();
      was = now;
    });
  }, [queryClient]);

  // The stream open again after a break: what changed while it was closed reached no screen, and
  // the read-again above may have run before it reopened, so everything is read once more.
  useEffect(() => {
    let was = isNotificationStreamOpen();
    let openedBefore = was;
    return subscribeNotificationStream(() => {
      const now = isNotificationStreamOpen();
      if (now && !was && openedBefore) void queryClient.invalidateQueries();
      openedBefore ||= now;
      was = now;
    });
  }, [queryClient]);

  if (online) return null;
  const text =
    lastDataAt === null ? t('connection.offlineNoData') : t('connection.offline', { time: formatTime(lastDataAt, i18n.language) });
  return (
    <Box role="status" bg="orange.subtle" color="fg" borderBottomWidth="1px" borderColor="orange.solid" px={{ base: '4', md: '9' }} py="2">
      <Flex gap="2" align="center" justify="space-between" wrap="wrap">
        <Box>
          <Text fontWeight="bold" data-testid="connection-banner">
            {text}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('connection.hint')}
          </Text>
        </Box>
        <Button size="sm" variant="outline" onClick={() => void checkApiReady().catch(() => undefined)}>
          {t('connection.retry')}
        </Button>
      </Flex>
    </Box>
  );
}
