// "Preparar entrega": the outgoing user adds an optional note and signs; the server builds and seals
// the summary at that moment, and the signed handover opens at its own (printable) address.
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { createHandover, fieldMessage, refusalMessage } from '@vigia/api-client';
import { controlRoomQueryKeys, useQueryClient } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { areaOfRole } from '@vigia/domain';
import { HANDOVER_NOTE_MAX_LENGTH } from '@vigia/domain/schemas';
import { Alert, Button, Card, HStack, ScreenTitle, Stack, notify } from '@vigia/design-system';
import { TextareaField } from '@vigia/design-system/controls';
import { useTranslation } from '@vigia/i18n';
import { worksShifts } from './roles';
import { useSessionDraft } from './session-draft';

export function PrepareHandoverPage() {
  const { t } = useTranslation('shiftLog');
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logPath = `/${areaOfRole(user?.role) ?? 'operator'}/log`;
  const [note, setNote] = useSessionDraft('handover.note');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ note?: string; general?: string } | null>(null);
  if (!worksShifts(user?.role)) return <Navigate to={logPath} replace />;

  const sign = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const handover = await createHandover(note.trim() || undefined);
      setNote('');
      notify.success(t('handover.signed', { id: handover.id }));
      queryClient.setQueryData(controlRoomQueryKeys.handover(handover.id), handover);
      void queryClient.invalidateQueries({ queryKey: controlRoomQueryKeys.all });
      navigate(`${logPath}/handover/${handover.id}`, { replace: true });
    } catch (error) {
      const onNote = fieldMessage(error, 'note');
      setProblem(onNote ? { note: onNote } : { general: refusalMessage(error) ?? t('handover.signFailed') });
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" maxW="3xl">
      <ScreenTitle title={t('handover.prepareTitle')} intro={t('handover.prepareIntro')} />
      <Card.Root as="form" onSubmit={sign} aria-label={t('handover.prepareTitle')}>
        <Card.Body p={{ base: '3', md: '4' }}>
          <Stack gap="3">
            <TextareaField
              label={t('handover.note')}
              error={problem?.note}
              name="note"
              rows={4}
              value={note}
              maxLength={HANDOVER_NOTE_MAX_LENGTH}
              onChange={setNote}
            />
            {problem?.general && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{problem.general}</Alert.Description>
              </Alert.Root>
            )}
            <HStack gap="2" wrap="wrap">
              <Button type="submit" colorPalette="brand" minH="44px" loading={busy} loadingText={t('handover.signing')}>
                {t('handover.sign')}
              </Button>
              <Button type="button" variant="outline" minH="44px" onClick={() => navigate(logPath)} disabled={busy}>
                {t('handover.back')}
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
