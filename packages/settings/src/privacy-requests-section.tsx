// "Solicitudes de datos" (issue 40 item 4, ADMIN): the reporters' requests under Ley 21.719, pending
// first with the days left of their legal clock; each resolved with a reason the reporter is mailed.
// Resolving a deletion as done erases that reporter's personal data in all their events.
import { useState, type FormEvent } from 'react';
import { resolvePrivacyRequest } from '@vigia/api-client';
import { privacyRequestsQueryOptions } from '@vigia/api-client/query';
import { PRIVACY_REASON_MAX, PRIVACY_REASON_MIN, type PrivacyRequest, type PrivacyRequestOutcome } from '@vigia/domain';
import { Badge, Button, FormField, HStack, Stack, Text, Textarea } from '@vigia/design-system';
import { LoadedList } from '@vigia/design-system/controls';
import { FormDialog } from '@vigia/design-system/overlays';
import { formatDateTime, listLabels, useTranslation } from '@vigia/i18n';
import { RecordList, RecordRow, useSettingsQuery } from './settings-list';

interface Resolving {
  request: PrivacyRequest;
  outcome: PrivacyRequestOutcome;
}

export function PrivacyRequestsSection() {
  const { t, i18n } = useTranslation('settings');
  const { state, refresh, change } = useSettingsQuery(privacyRequestsQueryOptions());
  const [resolving, setResolving] = useState<Resolving | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = (request: PrivacyRequest, outcome: PrivacyRequestOutcome) => {
    setReason('');
    setReasonError(null);
    setResolving({ request, outcome });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!resolving) return;
    const said = reason.trim();
    if (said.length < PRIVACY_REASON_MIN) {
      setReasonError(t('privacyRequests.reasonShort', { min: PRIVACY_REASON_MIN }));
      return;
    }
    setBusy(true);
    try {
      await change(() => resolvePrivacyRequest(resolving.request.id, resolving.outcome, said), t('privacyRequests.resolved'));
      setResolving(null);
    } catch {
      // change() showed why; the dialog stays open with the reason typed
    } finally {
      setBusy(false);
    }
  }

  const clock = (r: PrivacyRequest) =>
    r.state !== 'PENDING' ? null : (
      <Badge colorPalette={r.daysLeft < 0 ? 'red' : r.daysLeft <= 5 ? 'orange' : 'green'}>
        {r.daysLeft < 0 ? t('privacyRequests.late', { count: -r.daysLeft }) : t('privacyRequests.daysLeft', { count: r.daysLeft })}
      </Badge>
    );

  return (
    <Stack gap="4">
      <Text>{t('privacyRequests.intro')}</Text>
      <LoadedList
        state={state}
        onRetry={refresh}
        labels={listLabels(t, { error: t('privacyRequests.loadError'), empty: t('privacyRequests.empty') })}
      >
        {(rows) => (
          <RecordList label={t('privacyRequests.list')} gap="3">
            {rows.map((r) => (
              <RecordRow key={r.id} stackBelow="md">
                <Stack gap="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">
                      {t('privacyRequests.title', { id: r.id, kind: t(`privacyRequests.kinds.${r.kind}`) })}
                    </Text>
                    <Badge>{t(`privacyRequests.states.${r.state}`)}</Badge>
                    {clock(r)}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t('privacyRequests.meta', {
                      ticket: r.ticketId,
                      at: formatDateTime(r.createdAt, i18n.language),
                      due: formatDateTime(r.dueAt, i18n.language),
                    })}
                  </Text>
                  {r.text && <Text whiteSpace="pre-wrap">{r.text}</Text>}
                  {r.reason && <Text fontSize="sm">{t('privacyRequests.reasonShown', { reason: r.reason })}</Text>}
                  {r.erasedTicketIds.length > 0 && (
                    <Text fontSize="sm">{t('privacyRequests.erased', { events: r.erasedTicketIds.join(', ') })}</Text>
                  )}
                </Stack>
                {r.state === 'PENDING' && (
                  <HStack gap="2" flexShrink={0}>
                    <Button size="sm" onClick={() => open(r, 'DONE')} aria-label={t('privacyRequests.doneOf', { id: r.id })}>
                      {t('privacyRequests.done')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => open(r, 'REFUSED')}
                      aria-label={t('privacyRequests.refuseOf', { id: r.id })}
                    >
                      {t('privacyRequests.refuse')}
                    </Button>
                  </HStack>
                )}
              </RecordRow>
            ))}
          </RecordList>
        )}
      </LoadedList>
      {resolving && (
        <FormDialog
          open
          onClose={() => setResolving(null)}
          title={t(resolving.outcome === 'DONE' ? 'privacyRequests.doneTitle' : 'privacyRequests.refuseTitle', {
            id: resolving.request.id,
          })}
          onSubmit={(e) => void submit(e)}
          submitLabel={t(resolving.outcome === 'DONE' ? 'privacyRequests.doneConfirm' : 'privacyRequests.refuseConfirm')}
          cancelLabel={t('privacyRequests.cancel')}
          busy={busy}
          destructive={resolving.outcome === 'DONE' && resolving.request.kind === 'DELETION'}
          role="alertdialog"
        >
          <Stack gap="3">
            {resolving.outcome === 'DONE' && resolving.request.kind === 'DELETION' && <Text>{t('privacyRequests.deletionWarning')}</Text>}
            <FormField label={t('privacyRequests.reason')} invalid={reasonError !== null} errorText={reasonError} required>
              <Textarea value={reason} maxLength={PRIVACY_REASON_MAX} rows={3} onChange={(e) => setReason(e.target.value)} />
            </FormField>
          </Stack>
        </FormDialog>
      )}
    </Stack>
  );
}
