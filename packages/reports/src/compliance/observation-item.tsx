// One observation: what the inspector raised, the concession's answer and the resolution. The
// concession (SUPERVISOR, ADMIN) answers an OPEN one; the inspector resolves it, after confirming,
// on the version shown (a change meanwhile is refused and the list refreshed).
import { useState, type FormEvent } from 'react';
import { isApiError, replyToObservation, resolveObservation } from '@vigia/api-client';
import { standardsQueryKeys, useQueryClient } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { OBSERVATION_OUTCOMES, type Observation, type ObservationOutcome } from '@vigia/domain';
import { OBSERVATION_REASON_MAX_LENGTH, OBSERVATION_TEXT_MAX_LENGTH } from '@vigia/domain/schemas';
import { Button, Card, HStack, Stack, Text, notify } from '@vigia/design-system';
import { SelectField, TextareaField } from '@vigia/design-system/controls';
import { ConfirmDialog } from '@vigia/design-system/overlays';
import { formatDateTime, formatNumber, useTranslation } from '@vigia/i18n';
import { CitedFiles } from './cited-files';
import { ReplyAttachments } from './reply-attachments';

type Step = 'reply' | 'resolve' | null;

export function ObservationItem({ observation: o }: { observation: Observation }) {
  const { t, i18n } = useTranslation('reports');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(null);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<number[]>([]);
  const [outcome, setOutcome] = useState<ObservationOutcome>('UPHELD');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const when = (at: string | null) => (at ? formatDateTime(at, i18n.language) : '');
  const canReply = o.state === 'OPEN' && (user?.role === 'SUPERVISOR' || user?.role === 'ADMIN');
  const canResolve = o.state !== 'RESOLVED' && user?.role === 'INSPECTOR';
  const headingId = `observation-${o.id}`;

  async function save(write: () => Promise<Observation>, done: string) {
    setBusy(true);
    try {
      await write();
      notify.success(done);
      setStep(null);
      setText('');
      setFiles([]);
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      notify.error(t(status === 412 ? 'compliance.stale' : status === 409 ? 'compliance.conflict' : 'compliance.saveFailed'));
      if (status === 412 || status === 409) setStep(null);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: standardsQueryKeys.all });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step === 'reply') void save(() => replyToObservation(o.id, { text, attachmentIds: files }, o.version), t('compliance.replied'));
    else setConfirming(true);
  }

  return (
    <Card.Root as="li" size="sm" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="1">
          <Text fontWeight="semibold" id={headingId}>
            {t('compliance.observation', { id: o.id, ticketId: o.ticketId, state: t(`compliance.states.${o.state}`) })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('compliance.openedBy', { name: o.openedByName ?? '—', date: when(o.openedAt) })}
          </Text>
          <Text whiteSpace="pre-wrap">{o.text}</Text>
          {o.proposedUtm !== null && (
            <Text fontSize="sm">{t('compliance.proposed', { utm: formatNumber(o.proposedUtm, i18n.language) })}</Text>
          )}
          {o.replyText !== null && (
            <Text whiteSpace="pre-wrap">
              {t('compliance.answer', { name: o.repliedByName ?? '—', date: when(o.repliedAt), text: o.replyText })}
            </Text>
          )}
          <CitedFiles ticketId={o.ticketId} ids={o.replyAttachmentIds} />
          {o.outcome !== null && (
            <Text whiteSpace="pre-wrap" fontWeight="medium">
              {t('compliance.resolution', {
                outcome: t(`compliance.outcomes.${o.outcome}`),
                name: o.resolvedByName ?? '—',
                date: when(o.resolvedAt),
                text: o.reason ?? '',
              })}
            </Text>
          )}
        </Stack>
        {step === null && (canReply || canResolve) && (
          <HStack mt="2">
            {canReply && (
              <Button size="sm" minH="44px" onClick={() => setStep('reply')}>
                {t('compliance.reply')}
              </Button>
            )}
            {canResolve && (
              <Button size="sm" minH="44px" onClick={() => setStep('resolve')}>
                {t('compliance.resolve')}
              </Button>
            )}
          </HStack>
        )}
        {step !== null && (
          <Stack as="form" gap="3" mt="3" onSubmit={submit} aria-labelledby={headingId}>
            {step === 'resolve' && (
              <SelectField
                label={t('compliance.outcome')}
                required
                name="outcome"
                value={outcome}
                onChange={(v) => setOutcome(v as ObservationOutcome)}
                options={OBSERVATION_OUTCOMES.map((v) => ({ value: v, label: t(`compliance.outcomes.${v}`) }))}
              />
            )}
            <TextareaField
              label={t(step === 'reply' ? 'compliance.replyText' : 'compliance.reason')}
              required
              value={text}
              maxLength={step === 'reply' ? OBSERVATION_TEXT_MAX_LENGTH : OBSERVATION_REASON_MAX_LENGTH}
              onChange={setText}
            />
            {step === 'reply' && <ReplyAttachments ticketId={o.ticketId} chosen={files} onChange={setFiles} />}
            <HStack gap="2">
              <Button type="submit" colorPalette="brand" loading={busy} disabled={text.trim() === ''} minH="44px">
                {t(step === 'reply' ? 'compliance.sendReply' : 'compliance.sendResolve')}
              </Button>
              <Button variant="ghost" onClick={() => setStep(null)} disabled={busy} minH="44px">
                {t('compliance.cancel')}
              </Button>
            </HStack>
          </Stack>
        )}
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('compliance.sendResolve')}
        description={t('compliance.confirmResolve', { id: o.id, outcome: t(`compliance.outcomes.${outcome}`) })}
        confirmLabel={t('compliance.sendResolve')}
        cancelLabel={t('compliance.cancel')}
        onConfirm={() => save(() => resolveObservation(o.id, { outcome, reason: text }, o.version), t('compliance.resolved'))}
      />
    </Card.Root>
  );
}
