// The buttons a role has on a work in its state now: request approval, cancel (after a
// confirmation), approve, reject (with a required reason). Each sends the version shown
// (If-Match): a change made meanwhile is refused (412) and offered as a reload.
import { useState, type FormEvent } from 'react';
import { approveWork, cancelWork, fieldMessage, refusalMessage, rejectWork, requestWork, type WorkWrite } from '@vigia/api-client';
import type { Role, Work, WorkConflict } from '@vigia/domain';
import { WORK_REASON_MAX_LENGTH } from '@vigia/domain/schemas';
import { workActionsFor, type WorkAction } from '@vigia/domain/work-status';
import { Alert, Button, Card, HStack, Stack, chakra, notify } from '@vigia/design-system';
import { TextareaField } from '@vigia/design-system/controls';
import { ConfirmDialog } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';
import { isStale, StaleAlert } from './stale-alert';

type Move = Exclude<WorkAction, 'edit'>;

// The moves one tap sends, in the order of their buttons.
const ONE_TAP = ['request', 'approve'] as const;
const ONE_TAP_CALLS: Record<(typeof ONE_TAP)[number], (id: number, version: number) => Promise<WorkWrite>> = {
  request: requestWork,
  approve: approveWork,
};

export interface WorkActionsProps {
  work: Work;
  role: Role | undefined;
  onDone: (warnings: WorkConflict[]) => void;
  onReload: () => void;
}

export function WorkActions({ work, role, onDone, onReload }: WorkActionsProps) {
  const { t } = useTranslation('works');
  const actions = role ? workActionsFor(role, work.status).filter((a): a is Move => a !== 'edit') : [];
  const [busy, setBusy] = useState<Move | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const run = async (action: Move, call: () => Promise<WorkWrite>) => {
    setBusy(action);
    setProblem(null);
    try {
      const { warnings } = await call();
      notify.success(t(`actions.done.${action}`));
      if (action === 'reject') {
        setRejecting(false);
        setReason('');
      }
      onDone(warnings);
    } catch (error) {
      if (action === 'reject' && fieldMessage(error, 'reason')) setReasonError(fieldMessage(error, 'reason'));
      else setProblem(error);
      if (action === 'cancel') throw error;
    } finally {
      setBusy(null);
    }
  };

  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t('actions.reasonRequired'));
      return;
    }
    setReasonError(null);
    void run('reject', () => rejectWork(work.id, reason.trim(), work.version));
  };

  if (actions.length === 0) return null;
  return (
    <Stack gap="3" as="section" aria-label={t('actions.label')}>
      {isStale(problem) ? (
        <StaleAlert
          onReload={() => {
            setProblem(null);
            onReload();
          }}
        />
      ) : problem ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{refusalMessage(problem) ?? t('actions.failed')}</Alert.Description>
        </Alert.Root>
      ) : null}
      <HStack gap="2" wrap="wrap">
        {ONE_TAP.filter((action) => actions.includes(action)).map((action) => (
          <Button
            key={action}
            colorPalette="brand"
            minH="44px"
            loading={busy === action}
            onClick={() => void run(action, () => ONE_TAP_CALLS[action](work.id, work.version))}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
        {actions.includes('reject') && !rejecting && (
          <Button variant="outline" minH="44px" onClick={() => setRejecting(true)}>
            {t('actions.reject')}
          </Button>
        )}
        {actions.includes('cancel') && (
          <Button variant="outline" colorPalette="red" minH="44px" onClick={() => setConfirming(true)}>
            {t('actions.cancel')}
          </Button>
        )}
      </HStack>
      {rejecting && (
        <chakra.form onSubmit={submitReject} aria-label={t('actions.rejectTitle')} noValidate>
          <Card.Root>
            <Card.Body p={{ base: '3', md: '4' }}>
              <Stack gap="3">
                <TextareaField
                  label={t('actions.reason')}
                  required
                  error={reasonError}
                  name="reason"
                  rows={3}
                  maxLength={WORK_REASON_MAX_LENGTH}
                  value={reason}
                  onChange={setReason}
                  autoFocus
                />
                <HStack gap="2" wrap="wrap">
                  <Button type="submit" colorPalette="red" minH="44px" loading={busy === 'reject'}>
                    {t('actions.rejectSubmit')}
                  </Button>
                  <Button type="button" variant="outline" minH="44px" onClick={() => setRejecting(false)} disabled={busy === 'reject'}>
                    {t('actions.keep')}
                  </Button>
                </HStack>
              </Stack>
            </Card.Body>
          </Card.Root>
        </chakra.form>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('actions.cancelTitle')}
        description={t('actions.cancelText', { title: work.title })}
        confirmLabel={t('actions.cancel')}
        cancelLabel={t('actions.keep')}
        destructive
        onConfirm={() => run('cancel', () => cancelWork(work.id, work.version))}
      />
    </Stack>
  );
}
