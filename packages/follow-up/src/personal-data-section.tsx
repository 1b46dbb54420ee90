// "Sus datos personales" (issue 40 item 4, Ley 21.719): from the follow-up link the reporter
// downloads everything held about the event (a JSON file, photos inside), asks for a correction
// (says what to correct) or for erasure (after a confirmation); the request's number and legal
// deadline are shown once it is received. The privacy notice is above the buttons.
import { useState } from 'react';
import { exportPersonalData, isApiError, requestPrivacy } from '@vigia/api-client';
import { PRIVACY_REQUEST_DAYS_DEFAULT, PRIVACY_TEXT_MAX, type PrivacyRequestReceipt } from '@vigia/domain';
import { Alert, Button, FormField, HStack, Stack, Text, Textarea } from '@vigia/design-system';
import { saveFile } from '@vigia/design-system/controls';
import { ConfirmDialog } from '@vigia/design-system/overlays';
import { formatDateTime, useTranslation } from '@vigia/i18n';
import { SectionCard } from './page-parts';
import { PrivacyNotice } from './privacy-notice';

export interface PersonalDataSectionProps {
  id: number;
  /** The event's secret follow-up token (the page's link). */
  token: string;
}

type Outcome = { kind: 'ok' | 'error'; text: string } | null;

export function PersonalDataSection({ id, token }: PersonalDataSectionProps) {
  const { t, i18n } = useTranslation('followUp');
  const [busy, setBusy] = useState<'download' | 'request' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [rectifying, setRectifying] = useState(false);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const messageOf = (error: unknown, fallback: string) => {
    if (!isApiError(error)) return fallback;
    if (error.status === 404) return t('notFound');
    if (error.status === 429) return t('tooMany');
    return error.status > 0 && error.errors[0]?.message ? error.errors[0].message : fallback;
  };

  async function download() {
    setBusy('download');
    setOutcome(null);
    try {
      const data = await exportPersonalData(id, token);
      const file = `mis-datos-evento-${id}.json`;
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), file);
      setOutcome({ kind: 'ok', text: t('privacy.downloaded', { file }) });
    } catch (error) {
      setOutcome({ kind: 'error', text: messageOf(error, t('privacy.downloadFailed')) });
    } finally {
      setBusy(null);
    }
  }

  const sent = (receipt: PrivacyRequestReceipt) =>
    setOutcome({ kind: 'ok', text: t('privacy.sent', { id: receipt.id, due: formatDateTime(receipt.dueAt, i18n.language) }) });

  async function ask(kind: 'RECTIFICATION' | 'DELETION', said?: string) {
    setBusy('request');
    setOutcome(null);
    try {
      sent(await requestPrivacy(id, token, kind, said));
      if (kind === 'RECTIFICATION') {
        setRectifying(false);
        setText('');
      }
    } catch (error) {
      setOutcome({ kind: 'error', text: messageOf(error, t('privacy.failed')) });
      throw error;
    } finally {
      setBusy(null);
    }
  }

  function sendRectification() {
    const said = text.trim();
    if (!said) {
      setTextError(t('privacy.rectifyEmpty'));
      return;
    }
    setTextError(null);
    ask('RECTIFICATION', said).catch(() => undefined);
  }

  return (
    <SectionCard title={t('privacy.title')}>
      <Stack gap="4">
        <Text>{t('privacy.intro', { days: PRIVACY_REQUEST_DAYS_DEFAULT })}</Text>
        <PrivacyNotice />
        <HStack gap="3" flexWrap="wrap">
          <Button onClick={() => void download()} loading={busy === 'download'} loadingText={t('privacy.downloading')}>
            {t('privacy.download')}
          </Button>
          <Button variant="outline" onClick={() => setRectifying((open) => !open)} aria-expanded={rectifying} disabled={busy !== null}>
            {t('privacy.rectify')}
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)} disabled={busy !== null}>
            {t('privacy.erase')}
          </Button>
        </HStack>
        {rectifying && (
          <Stack gap="2">
            <FormField label={t('privacy.rectifyLabel')} invalid={textError !== null} errorText={textError} required>
              <Textarea value={text} maxLength={PRIVACY_TEXT_MAX} rows={3} onChange={(e) => setText(e.target.value)} />
            </FormField>
            <Button alignSelf="flex-start" onClick={sendRectification} loading={busy === 'request'} loadingText={t('privacy.sending')}>
              {t('privacy.rectifySend')}
            </Button>
          </Stack>
        )}
        {outcome && (
          <Alert.Root status={outcome.kind === 'ok' ? 'success' : 'error'} role={outcome.kind === 'ok' ? 'status' : 'alert'}>
            <Alert.Indicator />
            <Alert.Description>{outcome.text}</Alert.Description>
          </Alert.Root>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('privacy.eraseTitle')}
        description={t('privacy.eraseBody')}
        confirmLabel={t('privacy.eraseConfirm')}
        cancelLabel={t('privacy.cancel')}
        destructive
        onConfirm={() => ask('DELETION')}
      />
    </SectionCard>
  );
}
