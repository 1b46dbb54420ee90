// The inspector's observation on a breach: its text and the fine proposed (UTM, optional).
import { useState, type FormEvent } from 'react';
import { isApiError, openObservation } from '@vigia/api-client';
import { standardsQueryKeys, useQueryClient } from '@vigia/api-client/query';
import { OBSERVATION_TEXT_MAX_LENGTH } from '@vigia/domain/schemas';
import { Button, FormField, HStack, Input, Stack, Textarea, notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

interface Props {
  ticketId: number;
  standardId: number | null;
  onDone: () => void;
}

export function RaiseObservationForm({ ticketId, standardId, onDone }: Props) {
  const { t } = useTranslation('reports');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [utm, setUtm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const proposedUtm = utm.trim() === '' ? null : Number(utm.replace(',', '.'));
      const created = await openObservation({ ticketId, standardId, text, proposedUtm });
      notify.success(t('compliance.raised', { id: created.id }));
      await queryClient.invalidateQueries({ queryKey: standardsQueryKeys.all });
      onDone();
    } catch (error) {
      setErrors(isApiError(error) ? error.fieldErrors() : {});
      notify.error(t('compliance.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack as="form" gap="3" mt="3" onSubmit={submit} aria-label={t('compliance.raiseOn', { id: ticketId })}>
      <FormField label={t('compliance.text')} required invalid={Boolean(errors['text'])} errorText={errors['text']}>
        {(p) => <Textarea {...p} value={text} maxLength={OBSERVATION_TEXT_MAX_LENGTH} onChange={(e) => setText(e.target.value)} />}
      </FormField>
      <FormField label={t('compliance.utm')} invalid={Boolean(errors['proposedUtm'])} errorText={errors['proposedUtm']}>
        {(p) => <Input {...p} inputMode="decimal" value={utm} onChange={(e) => setUtm(e.target.value)} maxW="12rem" />}
      </FormField>
      <HStack gap="2">
        <Button type="submit" colorPalette="brand" loading={busy} disabled={text.trim() === ''} minH="44px">
          {t('compliance.send')}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={busy} minH="44px">
          {t('compliance.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
