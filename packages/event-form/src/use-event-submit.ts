// What the event form does with valid values: create (then upload the photos), update, and
// start over after a creation; closing is the close dialog's. The controls are in the sections.
// Creations and uploads carry Idempotency-Keys: sent twice, they still make one event, one photo.
// An edit sends only the fields changed, with the version it started from (PATCH, issue 35): when
// someone else changed the event meanwhile the server refuses (412) and `conflict` holds the event
// as it is now, for the user to choose field by field (resolveConflict); nothing typed is lost.
import { useContext, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { conflictTicket, createTicket, getTicket, isApiError, patchTicket, uploadAttachment } from '@vigia/api-client';
import { useQueryClient } from '@vigia/api-client/query';
import type { Ticket } from '@vigia/domain';
import { notify } from '@vigia/design-system';
import { useTranslation, type TFunction } from '@vigia/i18n';
import {
  FORM_FIELDS,
  emptyValues,
  isFormField,
  toCreatePayload,
  ticketToValues,
  type EventFormOutput,
  type EventFormValues,
  type CreatePayload,
} from './form-values';
import { changedFields, conflictRows, formSnapshot, snapshotOf, toPatch, type Choice, type ConflictRow } from './conflict-fields';
import { newIdempotencyKey } from './idempotency-key';
import { OfflineQueueContext } from './offline-queue-context';
import { rememberReport } from './remember-report';

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
  form: Pick<UseFormReturn<EventFormValues, unknown, EventFormOutput>, 'getValues' | 'setError' | 'reset' | 'setValue'>;
  /** Edit mode: the event as it is now was read (a conflict, "Ver cambios"): the page's copy follows. */
  onCurrent?: (ticket: Ticket) => void;
}

/** A save refused as stale, or "Ver cambios": the event as it is now and how it meets the form. */
export interface EditConflict {
  theirs: Ticket;
  rows: ConflictRow[];
}

function saveErrorDescription(error: unknown, t: TFunction): string | undefined {
  return isApiError(error) && error.isNetworkError ? t('errors:network') : undefined;
}

export function useEventSubmit({
  mode,
  initialTicket,
  canChangeStatus,
  onSaved,
  keepFollowUp = false,
  form,
  onCurrent,
}: EventSubmitOptions) {
  const { t } = useTranslation('eventForm');
  const [saved, setSaved] = useState<Ticket | undefined>(initialTicket);
  const [statusCode, setStatusCode] = useState(initialTicket?.statusCode ?? '');
  const queue = useContext(OfflineQueueContext);
  // The photos to send (null when none; see PhotoField).
  const [photo, setPhoto] = useState<File[] | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [created, setCreated] = useState<{ id: number; attachmentFailed: boolean; followUpToken: string | null } | null>(null);
  const queryClient = useQueryClient();
  // Changing it remounts the description editor, which keeps its own state, after a reset.
  const [editorKey, setEditorKey] = useState(0);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  // A newer version seen and left without a choice (the comparison closed): the form says so.
  const [newer, setNewer] = useState<Ticket | null>(null);
  // Bumped to ask the form to submit again (after a conflict was resolved and the state settled).
  const [saveRequest, setSaveRequest] = useState(0);
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
    if (keepFollowUp && result.followUpToken) rememberReport(result.id, result.followUpToken, payload, queryClient);
    // The success panel carries the partial-failure warning (SPEC §8).
    const attached = await uploadPhoto(result.id, result.uploadToken);
    setCreated({ id: result.id, attachmentFailed: !attached, followUpToken: keepFollowUp ? result.followUpToken : null });
    onSaved?.({ kind: 'created', id: result.id, attachmentFailed: !attached });
  };

  const statusToSend = (current: Ticket) => (canChangeStatus && statusCode ? statusCode : current.statusCode);
  const mineNow = (current: Ticket) => formSnapshot(form.getValues(), statusToSend(current));

  /** The event as it is now against the form: the comparison dialog opens. */
  const showConflict = (theirs: Ticket, current: Ticket) => {
    const rows = conflictRows(snapshotOf(current), mineNow(current), snapshotOf(theirs));
    // Whoever cannot move the status is not offered to: it is simply the current one.
    setConflict({ theirs, rows: canChangeStatus ? rows : rows.filter((r) => r.field !== 'statusCode') });
    onCurrent?.(theirs);
  };

  const update = async (output: EventFormOutput, current: Ticket) => {
    const status = statusToSend(current);
    const changed = changedFields(snapshotOf(current), mineNow(current));
    let ticket: Ticket = current;
    // Nothing changed (a photo only): no write, the version stays.
    if (changed.length > 0) {
      try {
        ticket = await patchTicket(current.id, toPatch(output, changed, status), current.version);
      } catch (error) {
        const theirs = conflictTicket(error);
        if (theirs) return showConflict(theirs, current);
        notify.error(t('errors:generic'), saveErrorDescription(error, t));
        applyServerErrors(error);
        return;
      }
    }
    setSaved(ticket);
    notify.success(t('errors:updateSuccess'));
    await uploadPhoto(current.id, null);
    onSaved?.({ kind: 'updated', ticket });
  };

  /** "Ver cambios": read the event as it is now and compare. */
  const compareWithCurrent = async () => {
    if (!saved) return;
    try {
      showConflict(await getTicket(saved.id), saved);
    } catch (error) {
      notify.error(t('conflict.loadError'), saveErrorDescription(error, t));
    }
  };

  /**
   * The user chose: the form now starts from the current event (its version), with their own value
   * wherever they chose it; `save` sends that again (only what still differs from the current event).
   */
  const resolveConflict = (choice: Record<string, Choice>, save: boolean) => {
    if (!conflict) return;
    const { theirs } = conflict;
    const mine = mineNow(theirs);
    const { website, injured } = form.getValues();
    form.reset({ ...ticketToValues(theirs), website, injured });
    for (const [field, side] of Object.entries(choice)) {
      if (side !== 'mine' || field === 'statusCode') continue;
      form.setValue(field as keyof EventFormValues, mine[field as keyof typeof mine], { shouldDirty: true });
    }
    setStatusCode(choice['statusCode'] === 'mine' ? mine.statusCode : theirs.statusCode);
    setSaved(theirs);
    setConflict(null);
    setNewer(null);
    // The description editor keeps its own state: remounted with the value chosen.
    setEditorKey((k) => k + 1);
    if (save) setSaveRequest((n) => n + 1);
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
    conflict,
    closeConflict: () => {
      setNewer(conflict?.theirs ?? null);
      setConflict(null);
    },
    newer,
    resolveConflict,
    compareWithCurrent,
    saveRequest,
    onValid,
    closed,
    reportAnother,
  };
}
