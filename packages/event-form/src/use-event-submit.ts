// What the event form does with valid values: create (then upload the photos), update, and
// start over after a creation; closing is the close dialog's. The controls are in the sections.
// Creations and uploads carry Idempotency-Keys: sent twice, they still make one event, one photo.
import { useContext, useRef, useState } from 'react';
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
  type CreatePayload,
} from './form-values';
import { keepFollowUpLink } from './follow-up-links';
import { newIdempotencyKey } from './idempotency-key';
import { OfflineQueueContext } from './offline-queue-context';

/** What `onSaved` reports: a new event, an update, or a close. */
export type EventFormSaved =
  { kind: 'created'; id: number; attachmentFailed: boolean } | { kind: 'updated'; ticket: Ticket } | { kind: 'closed'; ticket: Ticket };

interface EventSubmitOptions {
  mode: 'create' | 'edit';
  initialTicket: Ticket | undefined;
  /** Edit mode: send the status picked in the list (otherwise the stored one). */
  canChangeStatus: boolean;
  onSaved: ((result: EventFormSaved) => void) | undefined;
  /** The public form: this browser keeps the reporter's follow-up link (issue 34). */
  keepFollowUp?: boolean;
  form: Pick<UseFormReturn<EventFormValues, unknown, EventFormOutput>, 'getValues' | 'setError' | 'reset'>;
}

function saveErrorDescription(error: unknown, t: TFunction): string | undefined {
  return isApiError(error) && error.isNetworkError ? t('errors:network') : undefined;
}

export function useEventSubmit({ mode, initialTicket, canChangeStatus, onSaved, keepFollowUp = false, form }: EventSubmitOptions) {
  const { t } = useTranslation('eventForm');
  const [saved, setSaved] = useState<Ticket | undefined>(initialTicket);
  const [statusCode, setStatusCode] = useState(initialTicket?.statusCode ?? '');
  const queue = useContext(OfflineQueueContext);
  // The photos to send (null when none; see PhotoField).
  const [photo, setPhoto] = useState<File[] | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [created, setCreated] = useState<{ id: number; attachmentFailed: boolean; followUpToken: string | null } | null>(null);
  // Changing it remounts the description editor, which keeps its own state, after a reset.
  const [editorKey, setEditorKey] = useState(0);
  // The report last sent and its key: pressing again after a failure sends the same key; a changed
  // report is a new one, with a new key (the server refuses a key reused for another body).
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const photoKeys = useRef(new WeakMap<File, string>());
  const photoKey = (file: File) => {
    let key = photoKeys.current.get(file);
    if (!key) photoKeys.current.set(file, (key = newIdempotencyKey()));
    return key;
  };

  const applyServerErrors = (error: unknown) => {
    if (!isApiError(error)) return;
    const fieldErrors = error.fieldErrors();
    const first = FORM_FIELDS.find((name) => fieldErrors[name]);
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (isFormField(name)) form.setError(name, { type: 'server', message }, { shouldFocus: name === first });
    }
  };

  /** Uploads the chosen photos one by one; true when all worked (or there was none). */
  const uploadPhoto = async (ticketId: number, uploadToken: string | null): Promise<boolean> => {
    const photos = photo ?? [];
    if (photos.length === 0) return true;
    const failed: File[] = [];
    setProgress(0);
    for (const [index, file] of photos.entries()) {
      const onProgress = (fraction: number) => setProgress((index + fraction) / photos.length);
      try {
        await uploadAttachment(ticketId, file, { uploadToken, onProgress, idempotencyKey: photoKey(file) });
      } catch {
        failed.push(file);
      }
    }
    setProgress(null);
    if (failed.length) notify.error(t('errors:attachFailure'));
    else notify.success(t('errors:attachSuccess'));
    setPhoto(failed.length ? failed : null);
    return failed.length === 0;
  };

  /** Keeps the report for later (no connection); false when this browser cannot keep it. */
  const keepForLater = async (payload: CreatePayload, key: string): Promise<boolean> => {
    if (!queue) return false;
    const photos = (photo ?? []).map((file) => ({ blob: file, name: file.name, key: photoKey(file) }));
    try {
      await queue.enqueue({ key, payload, photos, queuedAt: Date.now() });
    } catch {
      return false;
    }
    notify.info(t('offline.queued'), t('offline.queuedText'));
    reportAnother();
    return true;
  };

  const create = async (output: EventFormOutput) => {
    const payload = toCreatePayload(output, form.getValues('website'));
    const body = JSON.stringify(payload);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    const { key } = attempt.current;
    // Without coverage the request cannot succeed: keep the report at once, photos included.
    if (typeof navigator !== 'undefined' && navigator.onLine === false && (await keepForLater(payload, key))) return;
    let result: { id: number; uploadToken: string | null; followUpToken: string | null };
    try {
      result = await createTicket(payload, { idempotencyKey: key });
    } catch (error) {
      // No answer at all (not a refusal): keep it and send it when the connection returns.
      if (isApiError(error) && error.isNetworkError && (await keepForLater(payload, key))) return;
      // Every value stays in the form, so the reporter can send it again (with the same key).
      notify.error(t('errors:createEvent'), saveErrorDescription(error, t));
      applyServerErrors(error);
      return;
    }
    attempt.current = null;
    if (keepFollowUp && result.followUpToken) keepFollowUpLink(result.id, result.followUpToken);
    // The success panel carries the partial-failure warning (SPEC §8).
    const attached = await uploadPhoto(result.id, result.uploadToken);
    setCreated({ id: result.id, attachmentFailed: !attached, followUpToken: keepFollowUp ? result.followUpToken : null });
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

  function reportAnother() {
    attempt.current = null;
    form.reset(emptyValues());
    setPhoto(null);
    setCreated(null);
    setEditorKey((k) => k + 1);
  }

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
