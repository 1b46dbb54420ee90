// The event form of SPEC §2 (create and edit, every area and the public page). Every rule comes from
// the shared schema (@vigia/domain); this file lays out the sections, the submit hook talks to the API.
import { Suspense, lazy, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CLOSED_STATUS, type Category, type Ticket } from '@vigia/domain';
import { Button, ErrorState, Heading, HStack, LoadingState, Stack, Text, notify } from '@vigia/design-system';
import { useLookupNames, useTranslation } from '@vigia/i18n';
import { DescriptionField } from './description-field';
import type { FieldKit } from './field-kit';
import { FormSection } from './form-section';
import { emptyValues, ticketToValues, toDateTimeLocal, type EventFormOutput, type EventFormValues } from './form-values';
import { DetailSection } from './detail-section';
import { HoneypotField } from './honeypot-field';
import { InjuredQuestion } from './injured-question';
import { PersonalSection } from './personal-section';
import { PhotoField } from './photo-field';
import { SuccessPanel } from './success-panel';
import { useCategories } from './use-event-lookups';
import { AutoCommune } from './use-commune-from-km';
import { useEventSubmit, type EventFormSaved } from './use-event-submit';
import { createEventResolver, loadValidation } from './lazy-validation';
import { OutOfDateNotice } from './out-of-date-notice';
import { FormNotice } from './form-notice';

// Only staff who may close load the dialog (and its overlay machine), on their first click; the
// same for the confirmation before edits are discarded.
const CloseEventDialog = lazy(() => import('./close-event-dialog'));
const ConfirmDialog = lazy(() => import('@vigia/design-system/overlays').then((m) => ({ default: m.ConfirmDialog })));
// Issue 35: the comparison of a stale save, loaded when there is one.
const ConflictDialog = lazy(() => import('./conflict-dialog'));
// Only once a photo is chosen: the offer of its EXIF place and time, and exifr behind it.
const PhotoPlaceOffer = lazy(() =>
  import(/* webpackChunkName: "photo-place-offer" */ './photo-place-offer').then((m) => ({ default: m.PhotoPlaceOffer })),
);

export type { EventFormSaved };

export interface EventFormProps {
  mode?: 'create' | 'edit';
  /** Required in edit mode: the event as the API returned it. */
  initialTicket?: Ticket;
  /** `public`: anonymous reporter (photo upload with the upload token); `staff`: signed-in user. */
  variant?: 'public' | 'staff';
  /** Defaults per mode ('Nuevo evento', 'Evento N° 12'). */
  title?: ReactNode;
  titleAs?: 'h1' | 'h2';
  intro?: ReactNode;
  submitLabel?: string;
  /** Everything disabled, e.g. a role that may only look. */
  readOnly?: boolean;
  /** Edit mode: offer the status list (staff who work events; a driver may only close). */
  canChangeStatus?: boolean;
  /** Edit mode: offer 'Close this event' (see mayCloseEvent: the UI hides what the server refuses). */
  canClose?: boolean;
  /** Edit mode: a 'Cancel' button that leaves the form (the staff page's summary). */
  onCancel?: () => void;
  onSaved?: (result: EventFormSaved) => void;
  /** Categories the page already carries (the server-rendered public form): no first request. */
  initialCategories?: Category[];
  /** Create mode: values a new event starts with (a signed-in driver's own contact data). */
  startValues?: Partial<EventFormValues>;
  /** Edit mode: the live stream said the event changed since it was loaded (issue 35). */
  changedElsewhere?: boolean;
  /** Edit mode: the event as it is now was read (a conflict, "Ver cambios"); the page's copy follows. */
  onCurrent?: (ticket: Ticket) => void;
}

export function EventForm({ initialCategories, ...props }: EventFormProps) {
  const { t } = useTranslation('eventForm');
  const { status, categories, retry } = useCategories(initialCategories);

  if (status === 'loading') return <LoadingState label={t('loadingCategories')} />;
  if (status === 'error') {
    return <ErrorState title={t('categoriesError.title')} message={t('categoriesError.text')} onRetry={retry} retryLabel={t('retry')} />;
  }
  return <EventFormBody {...props} categories={categories} />;
}

function EventFormBody({
  mode = 'create',
  initialTicket,
  variant = 'staff',
  title,
  titleAs = 'h2',
  intro,
  submitLabel,
  readOnly = false,
  canChangeStatus = false,
  canClose = false,
  onCancel,
  onSaved,
  startValues,
  changedElsewhere = false,
  onCurrent,
  categories,
}: EventFormProps & { categories: Category[] }) {
  const { t } = useTranslation('eventForm');
  const names = useLookupNames();
  const uid = useId();

  // Issue 40: a role that reads the reporter masked never edits (nor validates) those values.
  const personalMasked = initialTicket?.personalDataMasked === true;
  const resolver = useMemo(() => createEventResolver(t, personalMasked), [t, personalMasked]);
  // Fetched when the reporter starts on the form, well before a submit needs it; retried then if it failed.
  const prefetchValidation = () => {
    loadValidation().catch(() => undefined);
  };

  const defaultValues = useMemo(
    () => (initialTicket ? ticketToValues(initialTicket) : { ...emptyValues(), ...startValues }),
    [initialTicket, startValues],
  );
  const form = useForm<EventFormValues, unknown, EventFormOutput>({ resolver, defaultValues });
  const { register, control, handleSubmit, setValue, resetField, formState } = form;
  const { errors, isSubmitting } = formState;

  // A new report happened now unless the reporter says otherwise. Set after hydration (the server's
  // clock is not the reporter's) and as the field's default, so the form does not count as edited.
  const startDate = defaultValues.dateEvent;
  useEffect(() => {
    if (mode === 'create' && !startDate) resetField('dateEvent', { defaultValue: toDateTimeLocal(new Date()) });
  }, [mode, startDate, resetField]);

  const submit = useEventSubmit({ mode, initialTicket, canChangeStatus, onSaved, keepFollowUp: variant === 'public', form, onCurrent });
  const { saved, photo, progress, created } = submit;
  const [closeOpen, setCloseOpen] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  // Leaving with unsaved edits asks first.
  const cancel = () => (formState.isDirty || photo ? setDiscarding(true) : onCancel?.());

  const closed = saved?.statusCode === CLOSED_STATUS;
  const locked = readOnly || closed;
  // A photo still being made smaller would be left out of a report sent now.
  const [photoPreparing, setPhotoPreparing] = useState(false);
  // A new report's last chosen photos, for the place and time they carry; and the commune the form
  // set itself (from a position or the km), shared by the detail section and the photo's offer.
  const [chosenPhotos, setChosenPhotos] = useState<File[]>([]);
  const [autoCommune] = useState(() => new AutoCommune());
  const busy = isSubmitting || progress !== null;
  // A conflict resolved with "save": submitted once the form holds the chosen values.
  const { saveRequest } = submit;
  useEffect(() => {
    if (saveRequest > 0) void handleSubmit(submit.onValid)();
    // Only a new request submits; onValid changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saveRequest]);
  // Out of date before saving: the stream said so, or the page holds a newer version than the form's.
  const outOfDate =
    mode === 'edit' &&
    !readOnly &&
    !submit.conflict &&
    Boolean(saved) &&
    (changedElsewhere || Boolean(submit.newer) || (initialTicket?.version ?? 0) > (saved?.version ?? 0));

  const kit: FieldKit = {
    id: (name) => `${uid}-${name}`,
    error: (name) => errors[name]?.message,
    register,
    control,
    locked,
  };

  if (created) {
    return (
      <SuccessPanel
        id={created.id}
        attachmentFailed={created.attachmentFailed}
        titleAs={titleAs}
        followUpToken={created.followUpToken}
        onReportAnother={submit.reportAnother}
      />
    );
  }

  const heading = title ?? (mode === 'edit' && saved ? t('title.edit', { id: saved.id }) : t('title.create'));
  const submitText = submitLabel ?? (mode === 'edit' ? t('submit.edit') : t('submit.create'));

  return (
    <Stack as="section" gap="6" aria-labelledby={`${uid}-title`}>
      <Stack gap="1">
        <Heading as={titleAs} id={`${uid}-title`} size="xl">
          {heading}
        </Heading>
        {intro && <Text color="fg.muted">{intro}</Text>}
      </Stack>

      {closed && (
        <FormNotice status="info" title={t('closedNotice')}>
          {saved?.closeReasonName && t('closedReason', { reason: names.closeReason(saved.closeReason ?? '', saved.closeReasonName) })}
        </FormNotice>
      )}

      {outOfDate && !closed && <OutOfDateNotice onCompare={submit.compareWithCurrent} />}

      <form
        noValidate
        onSubmit={(event) =>
          // Only the validation download can reject here (onValid reports its own failures).
          handleSubmit(submit.onValid)(event).catch(() =>
            notify.error(t(mode === 'create' ? 'errors:createEvent' : 'errors:generic'), t('errors:network')),
          )
        }
        onFocus={prefetchValidation}
        aria-label={t('formLabel')}
      >
        <Stack gap="8">
          {mode === 'create' && <InjuredQuestion kit={kit} />}
          {/* What happened and where first, then who reports it (issue 24). */}
          <DetailSection
            kit={kit}
            setValue={setValue}
            categories={categories}
            mode={mode}
            status={
              mode === 'edit' && saved && canChangeStatus
                ? { value: submit.statusCode, from: saved.statusCode, onChange: submit.setStatusCode }
                : undefined
            }
            autoCommune={autoCommune}
          />
          <FormSection legend={t('sections.description')} disabled={locked}>
            <Stack gap="4">
              <DescriptionField id={kit.id('description')} control={control} disabled={locked} resetKey={submit.editorKey} />
              <PhotoField
                id={kit.id('file')}
                file={photo}
                onFileChange={submit.setPhoto}
                onPreparingChange={setPhotoPreparing}
                disabled={locked || busy}
                progress={progress}
                onPhotosChosen={mode === 'create' ? setChosenPhotos : undefined}
              />
              {/* Removing every photo takes its offer away too. */}
              {mode === 'create' && photo && chosenPhotos.length > 0 && (
                <Suspense fallback={null}>
                  <PhotoPlaceOffer photos={chosenPhotos} setValue={setValue} markCommuneAuto={autoCommune.mark} disabled={locked || busy} />
                </Suspense>
              )}
            </Stack>
          </FormSection>
          {personalMasked ? (
            <FormSection legend={t('sections.personal')} disabled={false}>
              <Text>{t('personalMasked')}</Text>
            </FormSection>
          ) : (
            <PersonalSection kit={kit} privacyNote={variant === 'public'} />
          )}

          {variant === 'public' && <HoneypotField kit={kit} />}

          <HStack gap="3" wrap="wrap">
            <Button type="submit" loading={isSubmitting} disabled={locked || busy || photoPreparing}>
              {submitText}
            </Button>
            {mode === 'edit' && saved && canClose && (
              <Button type="button" variant="outline" colorPalette="red" onClick={() => setCloseOpen(true)} disabled={locked || busy}>
                {t('closeEvent')}
              </Button>
            )}
            {onCancel && (
              <Button type="button" variant="ghost" onClick={cancel} disabled={busy}>
                {t('cancelEdit')}
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
      {closeOpen && saved && (
        <Suspense fallback={null}>
          <CloseEventDialog ticket={saved} open onOpenChange={setCloseOpen} onClosed={submit.closed} />
        </Suspense>
      )}
      {submit.conflict && (
        <Suspense fallback={null}>
          <ConflictDialog
            rows={submit.conflict.rows}
            theirs={submit.conflict.theirs}
            controlId={kit.id}
            onResolve={submit.resolveConflict}
            onClose={submit.closeConflict}
          />
        </Suspense>
      )}
      {discarding && onCancel && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setDiscarding}
            title={t('discard.title')}
            description={t('discard.text')}
            confirmLabel={t('discard.confirm')}
            cancelLabel={t('discard.keep')}
            destructive
            onConfirm={onCancel}
          />
        </Suspense>
      )}
    </Stack>
  );
}
