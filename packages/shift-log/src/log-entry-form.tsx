// "Nueva novedad", or the correction of one entry: what is typed is kept in this tab's session until
// the server has it, so a failed save, a reload or a slip of the finger loses nothing.
import { useState, type FormEvent } from 'react';
import { addShiftLogEntry, fieldMessage } from '@vigia/api-client';
import type { ShiftLogEntry } from '@vigia/domain';
import { SHIFT_LOG_TEXT_MAX_LENGTH } from '@vigia/domain/schemas';
import { Alert, Button, Card, FormField, Heading, HStack, Input, Stack, Text, notify } from '@vigia/design-system';
import { TextareaField } from '@vigia/design-system/controls';
import { formatTime, useTranslation } from '@vigia/i18n';
import { useSessionDraft } from './session-draft';
import { eventNumber } from './use-log-filters';

export interface LogEntryFormProps {
  /** The entry being corrected, or null for a new note. */
  correcting: ShiftLogEntry | null;
  onCancelCorrection: () => void;
  onSaved: (entry: ShiftLogEntry) => void;
}

interface Problems {
  text?: string;
  ticketId?: string;
  general?: boolean;
}

export function LogEntryForm({ correcting, onCancelCorrection, onSaved }: LogEntryFormProps) {
  const { t, i18n } = useTranslation('shiftLog');
  const draftKey = correcting ? `correct.${correcting.id}` : 'new';
  const [text, setText] = useSessionDraft(`${draftKey}.text`);
  const [event, setEvent] = useSessionDraft('new.event');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const time = correcting ? formatTime(correcting.at, i18n.language) : '';
  const titleId = 'shift-log-form-title';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found: Problems = {};
    if (!text.trim()) found.text = t('form.required');
    else if (text.trim().length > SHIFT_LOG_TEXT_MAX_LENGTH) found.text = t('form.tooLong', { max: SHIFT_LOG_TEXT_MAX_LENGTH });
    if (!correcting && event.trim() && eventNumber(event) === null) found.ticketId = t('filters.badEvent');
    setProblems(found);
    if (found.text || found.ticketId) return;
    setBusy(true);
    try {
      // A correction stays filed under the same event and unit as the entry it corrects.
      const saved = await addShiftLogEntry(
        correcting
          ? { text: text.trim(), corrects: correcting.id, ticketId: correcting.ticketId, unitId: correcting.unitId }
          : { text: text.trim(), ticketId: eventNumber(event) },
      );
      setText('');
      if (!correcting) setEvent('');
      notify.success(correcting ? t('form.correctionSaved') : t('form.saved'));
      onSaved(saved);
    } catch (error) {
      const onText = fieldMessage(error, 'text');
      const onEvent = fieldMessage(error, 'ticketId');
      setProblems({ text: onText ?? undefined, ticketId: onEvent ?? undefined, general: !onText && !onEvent });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root as="form" onSubmit={submit} aria-labelledby={titleId} _print={{ display: 'none' }}>
      <Card.Body p={{ base: '3', md: '4' }}>
        <Stack gap="3">
          <Heading as="h2" size="md" id={titleId}>
            {correcting ? t('form.correctionTitle', { time }) : t('form.title')}
          </Heading>
          {correcting && (
            <Stack gap="0" borderLeftWidth="3px" ps="3">
              <Text fontSize="sm" color="fg.muted">
                {t('form.original')}
              </Text>
              <Text whiteSpace="pre-wrap" wordBreak="break-word">
                {correcting.text}
              </Text>
            </Stack>
          )}
          <TextareaField
            label={correcting ? t('form.correctionText') : t('form.text')}
            error={problems.text}
            helperText={t('form.count', { count: text.length, max: SHIFT_LOG_TEXT_MAX_LENGTH })}
            name="text"
            rows={3}
            value={text}
            maxLength={SHIFT_LOG_TEXT_MAX_LENGTH}
            onChange={setText}
            autoFocus={Boolean(correcting)}
          />
          {!correcting && (
            <FormField label={t('form.event')} invalid={Boolean(problems.ticketId)} errorText={problems.ticketId} maxW="xs">
              {(p) => <Input {...p} name="ticketId" inputMode="numeric" value={event} onChange={(e) => setEvent(e.target.value)} />}
            </FormField>
          )}
          {problems.general && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{t('form.failed')}</Alert.Description>
            </Alert.Root>
          )}
          <HStack gap="2" wrap="wrap">
            <Button type="submit" colorPalette="brand" minH="44px" loading={busy} loadingText={t('form.saving')}>
              {correcting ? t('form.correctionSubmit') : t('form.submit')}
            </Button>
            {correcting && (
              <Button type="button" variant="outline" minH="44px" onClick={onCancelCorrection} disabled={busy}>
                {t('form.cancel')}
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
