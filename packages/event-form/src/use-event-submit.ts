// What the event form does with valid values: create (then upload the photo), update, and
// start over after a creation; closing is the close dialog's. The controls are in the sections.
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { createTicket, isApiError, updateTicket, uploadAttachment } from '@vigia/api-client';
import type { Ticket } from '@vigia/domain';
import { notify } from '@vigia/design-system';
import { useTranslation, type TFunction } from '@vigia/i18n';
import {
  FORM_FIELDS,
  emptyValues,
  isFormField,
  toCreatePayload,
  toTicketInput,
  type EventFormOutput,
  type EventFormValues,
} from './form-values';

/** What `onSaved` reports: a new event, an update, or a close. */
export type EventFormSaved =
  { kind: 'created'; id: number; attachmentFailed: boolean } | { kind: 'updated'; ticket: Ticket } | { kind: 'closed'; ticket: Ticket };

interface EventSubmitOptions {
  mode: 'create' | 'edit';
  initialTicket: Ticket | undefined;
  /** Edit mode: send the status picked in the list (otherwise the stored one). */
  canChangeStatus: boolean;
  onSaved: ((result: EventFormSaved) => void) | undefined;
  form: Pick<UseFormReturn<EventFormValues, unknown, EventFormOutput>, 'getValues' | 'setError' | 'reset'>;
}

function saveErrorDescription(error: unknown, t: TFunction): string | undefined {
  return isApiError(error) && error.isNetworkError ? t('errors:network') : undefined;
}

export function useEventSubmit({ mode, initialTicket, canChangeStatus, onSaved, form }: EventSubmitOptions) {
  const { t } = useTranslation('eventForm');
  const [saved, setSaved] = useState<Ticket | undefined>(initialTicket);
  const [statusCode, setStatusCode] = useState(initialTicket?.statusCode ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [created, setCreated] = useState<{ id: number; attachmentFailed: boolean } | null>(null);
  // Changing it remounts the description editor, which keeps its own state, after a reset.
  const [editorKey, setEditorKey] = useState(0);

  const applyServerErrors = (error: unknown) => {
    if (!isApiError(error)) return;
    const fieldErrors = error.fieldErrors();
    const first = FORM_FIELDS.find((name) => fieldErrors[name]);
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (isFormField(name)) form.setError(name, { type: 'server', message }, { shouldFocus: name === first });
    }
  };

  /** Uploads the chosen photo; true when it worked (or there was none). */
  const uploadPhoto = async (ticketId: number, uploadToken: string | null): Promise<boolean> => {
    if (!photo) return true;
    setProgress(0);
    try {
      await uploadAttachment(ticketId, photo, { uploadToken, onProgress: setProgress });
      notify.success(t('errors:attachSuccess'));
      setPhoto(null);
      return true;
    } catch {
      notify.error(t('errors:attachFailure'));
      return false;
    } finally {
      setProgress(null);
    }
  };

  const create = async (output: EventFormOutput) => {
    let result: { id: number; uploadToken: string | null };
    try {
      result = await createTicket(toCreatePayload(output, form.getValues('website')));
    } catch (error) {
      // Every value stays in the form, so the reporter can send it again.
      notify.error(t('errors:createEvent'), saveErrorDescription(error, t));
      applyServerErrors(error);
      return;
    }
    // The success panel carries the partial-failure warning (SPEC §8).
    const attached = await uploadPhoto(result.id, result.uploadToken);
    setCreated({ id: result.id, attachmentFailed: !attached });
    onSaved?.({ kind: 'created', id: result.id, attachmentFailed: !attached });
  };

  const update = async (output: EventFormOutput, current: Ticket) => {
    const payload = {
      ...toTicketInput(output),
      // The date cannot be edited (SPEC §4): send it exactly as stored.
      dateEvent: current.dateEvent,
      channelCode: current.channelCode,
      statusCode: canChangeStatus && statusCode ? statusCode : current.statusCode,
      assignedToId: current.assignedToId,
    };
    let ticket: Ticket;
    try {
      ticket = await updateTicket(current.id, payload);
    } catch (error) {
      notify.error(t('errors:generic'), saveErrorDescription(error, t));
      applyServerErrors(error);
      return;
    }
    const next = { ...current, ...payload, ...(ticket ?? {}) };
    setSaved(next);
    notify.success(t('errors:updateSuccess'));
    await uploadPhoto(current.id, null);
    onSaved?.({ kind: 'updated', ticket: next });
  };

  const onValid = async (output: EventFormOutput) => {
    if (mode === 'create') await create(output);
    else if (saved) await update(output, saved);
  };

  /** The close dialog closed the event (as stored): the form locks, the page hears of it. */
  const closed = (ticket: Ticket) => {
    setSaved(ticket);
    onSaved?.({ kind: 'closed', ticket });
  };

  const reportAnother = () => {
    form.reset(emptyValues());
    setPhoto(null);
    setCreated(null);
    setEditorKey((k) => k + 1);
  };

  return {
    saved,
    statusCode,
    setStatusCode,
    photo,
    setPhoto,
    progress,
    created,
    editorKey,
    onValid,
    closed,
    reportAnother,
  };
}
