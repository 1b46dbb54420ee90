// "Agregar foto" on the crew's card (issue 38 item 3): one tap opens the phone's camera; the photo
// is checked and made smaller as the event form does (@vigia/event-form/photo) and attached to the
// event the unit is sent to. Without coverage it is kept, with its Idempotency-Key, and sent again
// when the signal returns or on "Reintentar": a retry attaches it once.
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { isApiError, uploadAttachment } from '@vigia/api-client';
import { queryKeys, useQueryClient } from '@vigia/api-client/query';
import { Alert, Box, Button, Stack, Text } from '@vigia/design-system';
import { Progress } from '@vigia/design-system/controls';
import { newIdempotencyKey, preparePhoto } from '@vigia/event-form/photo';
import { useTranslation } from '@vigia/i18n';

interface KeptPhoto {
  file: File;
  key: string;
}

type State =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'sending'; progress: number }
  | { kind: 'done' }
  /** Not sent, kept for a retry: `offline` when there was no connection. */
  | { kind: 'kept'; offline: boolean }
  /** Refused for good (its type or size, or the server's answer): nothing is kept. */
  | { kind: 'refused'; message: string };

/**
 * Photos not sent yet, per event: they outlive the card (it re-mounts on each status change) while
 * the page is open. A page reload loses them; the screen says to keep it open.
 */
const kept = new Map<number, KeptPhoto>();

/** A failure worth retrying: no connection, or the server busy or down (429, 5xx). */
const retryable = (error: unknown) => !isApiError(error) || error.status === 0 || error.status === 429 || error.status >= 500;

export function ScenePhoto({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('crew');
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>(() => (kept.has(ticketId) ? { kind: 'kept', offline: false } : { kind: 'idle' }));

  const send = useCallback(
    async (photo: KeptPhoto) => {
      kept.set(ticketId, photo);
      setState({ kind: 'sending', progress: 0 });
      try {
        await uploadAttachment(ticketId, photo.file, {
          idempotencyKey: photo.key,
          onProgress: (progress) => setState({ kind: 'sending', progress }),
        });
        kept.delete(ticketId);
        setState({ kind: 'done' });
        void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.attachments(ticketId) });
      } catch (error) {
        if (retryable(error)) {
          setState({ kind: 'kept', offline: !isApiError(error) || error.status === 0 || navigator.onLine === false });
          return;
        }
        kept.delete(ticketId);
        const said = isApiError(error) ? error.errors[0]?.message : undefined;
        setState({ kind: 'refused', message: said ?? t('photo.failed') });
      }
    },
    [ticketId, queryClient, t],
  );

  const retry = useCallback(() => {
    const photo = kept.get(ticketId);
    if (photo) void send(photo);
  }, [ticketId, send]);

  // The signal is back: the kept photo goes by itself.
  const waiting = state.kind === 'kept';
  useEffect(() => {
    if (!waiting) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waiting, retry]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setState({ kind: 'preparing' });
    const prepared = await preparePhoto(file);
    if ('problem' in prepared) {
      setState({ kind: 'refused', message: prepared.problem === 'type' ? t('photo.invalidType') : t('photo.tooLarge') });
      return;
    }
    await send({ file: prepared.file, key: newIdempotencyKey() });
  }

  const busy = state.kind === 'preparing' || state.kind === 'sending';
  return (
    <Stack gap="2">
      {/* The camera of the phone, the back one: the crew photographs the scene. */}
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t('photo.input')}
        onChange={(event) => void choose(event)}
        disabled={busy || waiting}
        hidden
      />
      {waiting ? (
        <Button size="lg" minH="14" w="full" onClick={retry}>
          {t('photo.retry')}
        </Button>
      ) : (
        <Button size="lg" minH="14" w="full" variant="outline" loading={busy} onClick={() => inputRef.current?.click()}>
          {t('photo.add')}
        </Button>
      )}
      {state.kind === 'sending' && (
        <Progress.Root value={Math.round(state.progress * 100)} w="full" size="sm">
          <Progress.Label mb="1">{t('photo.sending')}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Box role="status">
        {state.kind === 'preparing' && <Text fontSize="sm">{t('photo.preparing')}</Text>}
        {state.kind === 'done' && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Description>{t('photo.done')}</Alert.Description>
          </Alert.Root>
        )}
        {state.kind === 'kept' && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{state.offline ? t('photo.keptOffline') : t('photo.kept')}</Alert.Description>
          </Alert.Root>
        )}
      </Box>
      {state.kind === 'refused' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{state.message}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
