// The event form of SPEC §2 (create and edit, every area and the public page). Every rule comes from
// the shared schema (@vigia/domain); this file only wires it to the controls and the API.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { createTicket, isApiError, updateTicket, uploadAttachment } from '@vigia/api-client';
import { CLOSED_STATUS, COMMUNES, ORIENTATIONS, findCommune, type Category, type Ticket, type TicketUpdate } from '@vigia/domain';
import {
  Alert,
  Box,
  Button,
  ErrorState,
  Fieldset,
  Heading,
  HStack,
  Input,
  LoadingState,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  notify,
} from '@vigia/design-system';
import { useTranslation, type TFunction } from '@vigia/i18n';
import { CascadeSelect } from './cascade-select';
import { DuplicateHint } from './duplicate-hint';
import { StatusField } from './status-field';
import { DateEventInput } from './date-event-input';
import { DescriptionField } from './description-field';
import { FormField } from './form-field';
import {
  FORM_FIELDS,
  emptyValues,
  isFormField,
  ticketToValues,
  toCreatePayload,
  type EventFormOutput,
  type EventFormValues,
} from './form-values';
import { PhotoField } from './photo-field';
import { useCategories, useClassifications, useSubcategories } from './use-event-lookups';
import { createEventResolver, loadValidation } from './lazy-validation';

/** What `onSaved` reports: a new event, an update, or a close. */
export type EventFormSaved =
  | { kind: 'created'; id: number; attachmentFailed: boolean }
  | { kind: 'updated'; ticket: Ticket }
  | { kind: 'closed'; ticket: Ticket };

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
  onSaved?: (result: EventFormSaved) => void;
  /** Categories the page already carries (the server-rendered public form): no first request. */
  initialCategories?: Category[];
}

export function EventForm({ initialCategories, ...props }: EventFormProps) {
  const { t } = useTranslation('eventForm');
  const { status, categories, retry } = useCategories(initialCategories);

  if (status === 'loading') return <LoadingState label={t('loadingCategories')} />;
  if (status === 'error') {
    return (
      <ErrorState
        title={t('categoriesError.title')}
        message={t('categoriesError.text')}
        onRetry={retry}
        retryLabel={t('retry')}
      />
    );
  }
  return <EventFormBody {...props} categories={categories} />;
}

const SAVED_FIELDS = [
  'description',
  'kilometer',
  'sector',
  'commune',
  'orientation',
  'dateEvent',
  'channelCode',
  'classificationId',
  'realAddress',
  'email',
  'fullName',
  'phone',
  'rut',
  'patente',
  'statusCode',
  'assignedToId',
  'category',
  'subcategory',
] as const;

/** The PUT body for a ticket as saved (used to close it without sending unsaved edits). */
function savedUpdate(ticket: Ticket): TicketUpdate & Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of SAVED_FIELDS) out[key] = ticket[key];
  return out as unknown as TicketUpdate & Record<string, unknown>;
}

function saveErrorDescription(error: unknown, t: TFunction): string | undefined {
  return isApiError(error) && error.isNetworkError ? t('errors:network') : undefined;
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
  onSaved,
  categories,
}: EventFormProps & { categories: Category[] }) {
  const { t } = useTranslation('eventForm');
  const uid = useId();
  const fieldId = (name: string) => `${uid}-${name}`;

  const resolver = useMemo(() => createEventResolver(t), [t]);
  // Fetched when the reporter starts on the form, well before a submit needs it; retried then if it failed.
  const prefetchValidation = () => {
    loadValidation().catch(() => undefined);
  };

  const defaultValues = useMemo(
    () => (initialTicket ? ticketToValues(initialTicket) : emptyValues()),
    [initialTicket],
  );
  const { register, control, handleSubmit, setValue, setError, getValues, reset, formState } =
    useForm<EventFormValues, unknown, EventFormOutput>({ resolver, defaultValues });
  const { errors, isSubmitting } = formState;

  const [saved, setSaved] = useState<Ticket | undefined>(initialTicket);
  const [statusCode, setStatusCode] = useState(initialTicket?.statusCode ?? '');
  const [closing, setClosing] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [created, setCreated] = useState<{ id: number; attachmentFailed: boolean } | null>(null);
  const [editorKey, setEditorKey] = useState(0);

  const closed = saved?.statusCode === CLOSED_STATUS;
  const locked = readOnly || closed;
  const busy = isSubmitting || closing || progress !== null;

  // Cascade (SPEC §4): the selected parent decides which options load.
  const [categoryCode, subcategoryValue, communeName] = useWatch({
    control,
    name: ['category', 'subcategory', 'commune'],
  });
  const commune = findCommune(communeName);
  const categoryId = categories.find((c) => c.code === categoryCode)?.id ?? null;
  const subcategoryId = subcategoryValue ? Number(subcategoryValue) : null;
  const subcategories = useSubcategories(categoryId);
  const classifications = useClassifications(subcategoryId);

  const successRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (created) successRef.current?.focus();
  }, [created]);

  const err = (name: keyof EventFormValues) => errors[name]?.message;

  const applyServerErrors = (error: unknown) => {
    if (!isApiError(error)) return;
    const fieldErrors = error.fieldErrors();
    const first = FORM_FIELDS.find((name) => fieldErrors[name]);
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (isFormField(name))
        setError(name, { type: 'server', message }, { shouldFocus: name === first });
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

  const onValid = async (output: EventFormOutput) => {
    if (mode === 'create') {
      let result: { id: number; uploadToken: string | null };
      try {
        result = await createTicket(toCreatePayload(output, getValues('website')));
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
      return;
    }

    if (!saved) return;
    const payload = {
      ...toCreatePayload(output, ''),
      // The date cannot be edited (SPEC §4): send it exactly as stored.
      dateEvent: saved.dateEvent,
      channelCode: saved.channelCode,
      statusCode: canChangeStatus && statusCode ? statusCode : saved.statusCode,
      assignedToId: saved.assignedToId,
    };
    delete (payload as { website?: string }).website;
    let ticket: Ticket;
    try {
      ticket = await updateTicket(saved.id, payload);
    } catch (error) {
      notify.error(t('errors:generic'), saveErrorDescription(error, t));
      applyServerErrors(error);
      return;
    }
    const next = { ...saved, ...payload, ...(ticket ?? {}) };
    setSaved(next);
    notify.success(t('errors:updateSuccess'));
    await uploadPhoto(saved.id, null);
    onSaved?.({ kind: 'updated', ticket: next });
  };

  const closeEvent = async () => {
    if (!saved) return;
    setClosing(true);
    try {
      const ticket = await updateTicket(saved.id, {
        ...savedUpdate(saved),
        statusCode: CLOSED_STATUS,
      });
      const next = { ...saved, ...(ticket ?? {}), statusCode: CLOSED_STATUS };
      setSaved(next);
      notify.success(t('errors:closeSuccess'));
      onSaved?.({ kind: 'closed', ticket: next });
    } catch {
      notify.error(t('errors:closeFailure'));
    } finally {
      setClosing(false);
    }
  };

  const reportAnother = () => {
    reset(emptyValues());
    setPhoto(null);
    setCreated(null);
    setEditorKey((k) => k + 1);
  };

  const heading =
    title ?? (mode === 'edit' && saved ? t('title.edit', { id: saved.id }) : t('title.create'));

  if (created) {
    return (
      <Stack gap="4" maxW="2xl">
        <Box
          role="status"
          borderWidth="1px"
          borderColor="border.success"
          bg="bg.success"
          borderRadius="l3"
          p={{ base: '4', md: '6' }}
        >
          <Heading as={titleAs} size="md" ref={successRef} tabIndex={-1} mb="2">
            {t('created.message')}
          </Heading>
          <Text fontWeight="semibold">{t('created.number', { id: created.id })}</Text>
        </Box>
        {created.attachmentFailed && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('errors:attachPartial')}</Alert.Title>
          </Alert.Root>
        )}
        <Box>
          <Button type="button" onClick={reportAnother}>
            {t('created.another')}
          </Button>
        </Box>
      </Stack>
    );
  }

  const submitText = submitLabel ?? (mode === 'edit' ? t('submit.edit') : t('submit.create'));
  const selectPlaceholder = t('placeholders.select');

  return (
    <Stack as="section" gap="6" aria-labelledby={`${uid}-title`}>
      <Stack gap="1">
        <Heading as={titleAs} id={`${uid}-title`} size="xl">
          {heading}
        </Heading>
        {intro && <Text color="fg.muted">{intro}</Text>}
      </Stack>

      {closed && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('closedNotice')}</Alert.Title>
        </Alert.Root>
      )}

      <form
        noValidate
        onSubmit={(event) =>
          // Only the validation download can reject here (onValid reports its own failures).
          handleSubmit(onValid)(event).catch(() =>
            notify.error(t(mode === 'create' ? 'errors:createEvent' : 'errors:generic'), t('errors:network')),
          )
        }
        onFocus={prefetchValidation}
        aria-label={t('formLabel')}
      >
        <Stack gap="8">
          <Fieldset.Root disabled={locked}>
            <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="3">
              {t('sections.personal')}
            </Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                id={fieldId('fullName')}
                label={t('fields.fullName')}
                error={err('fullName')}
                required
                disabled={locked}
              >
                {(a11y) => <Input {...a11y} autoComplete="name" {...register('fullName')} />}
              </FormField>
              <FormField
                id={fieldId('rut')}
                label={t('fields.rut')}
                error={err('rut')}
                helper={t('hints.rut')}
                required
                disabled={locked}
              >
                {(a11y) => <Input {...a11y} {...register('rut')} />}
              </FormField>
              <FormField
                id={fieldId('email')}
                label={t('fields.email')}
                error={err('email')}
                required
                disabled={locked}
              >
                {(a11y) => (
                  <Input {...a11y} type="email" autoComplete="email" {...register('email')} />
                )}
              </FormField>
              <FormField
                id={fieldId('phone')}
                label={t('fields.phone')}
                error={err('phone')}
                helper={t('hints.phone')}
                required
                disabled={locked}
              >
                {(a11y) => (
                  <Input
                    {...a11y}
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel"
                    {...register('phone')}
                  />
                )}
              </FormField>
              <FormField
                id={fieldId('realAddress')}
                label={t('fields.realAddress')}
                error={err('realAddress')}
                helper={t('hints.realAddress')}
                disabled={locked}
              >
                {(a11y) => (
                  <Input {...a11y} autoComplete="street-address" {...register('realAddress')} />
                )}
              </FormField>
              <FormField
                id={fieldId('patente')}
                label={t('fields.patente')}
                error={err('patente')}
                required
                disabled={locked}
              >
                {(a11y) => <Input {...a11y} autoCapitalize="characters" {...register('patente')} />}
              </FormField>
            </SimpleGrid>
          </Fieldset.Root>

          <Fieldset.Root disabled={locked}>
            <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="3">
              {t('sections.detail')}
            </Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <CascadeSelect
                name="category"
                control={control}
                id={fieldId('category')}
                label={t('fields.category')}
                error={err('category')}
                disabled={locked}
                options={categories.map((c) => ({ value: c.code, label: c.name }))}
                placeholder={selectPlaceholder}
                onPicked={() => {
                  // A new category invalidates both lower levels.
                  setValue('subcategory', '');
                  setValue('classificationId', '');
                }}
              />
              <CascadeSelect
                name="subcategory"
                control={control}
                id={fieldId('subcategory')}
                label={t('fields.subcategory')}
                error={err('subcategory')}
                disabled={locked}
                options={subcategories.options.map((o) => ({ value: String(o.id), label: o.name }))}
                busy={subcategories.loading}
                placeholder={
                  subcategories.loading
                    ? t('placeholders.loadingOptions')
                    : categoryId === null
                      ? t('placeholders.selectCategoryFirst')
                      : selectPlaceholder
                }
                onPicked={() => setValue('classificationId', '')}
              />
              <CascadeSelect
                name="classificationId"
                control={control}
                id={fieldId('classificationId')}
                label={t('fields.classificationId')}
                error={err('classificationId')}
                disabled={locked}
                options={classifications.options.map((o) => ({
                  value: String(o.id),
                  label: o.name,
                }))}
                busy={classifications.loading}
                placeholder={
                  classifications.loading
                    ? t('placeholders.loadingOptions')
                    : subcategoryId === null
                      ? t('placeholders.selectSubcategoryFirst')
                      : selectPlaceholder
                }
              />
              <FormField
                id={fieldId('commune')}
                label={t('fields.commune')}
                error={err('commune')}
                required
                disabled={locked}
              >
                {(a11y) => (
                  <NativeSelect.Root>
                    {/* deps: the kilometer range depends on the commune. */}
                    <NativeSelect.Field
                      {...a11y}
                      placeholder={selectPlaceholder}
                      {...register('commune', { deps: ['kilometer'] })}
                    >
                      {COMMUNES.map((c) => (
                        <option key={c.name} value={c.name}>
                          {c.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              </FormField>
              <FormField
                id={fieldId('sector')}
                label={t('fields.sector')}
                error={err('sector')}
                required
                disabled={locked}
              >
                {(a11y) => <Input {...a11y} {...register('sector')} />}
              </FormField>
              <FormField
                id={fieldId('kilometer')}
                label={t('fields.kilometer')}
                error={err('kilometer')}
                helper={
                  commune
                    ? t('hints.kilometerRange', {
                        commune: commune.name,
                        min: commune.kmMin,
                        max: commune.kmMax,
                      })
                    : t('hints.kilometerAny')
                }
                required
                disabled={locked}
              >
                {(a11y) => (
                  <Input
                    {...a11y}
                    type="number"
                    inputMode="decimal"
                    step="any"
                    {...register('kilometer')}
                  />
                )}
              </FormField>
              <FormField
                id={fieldId('orientation')}
                label={t('fields.orientation')}
                error={err('orientation')}
                required
                disabled={locked}
              >
                {(a11y) => (
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      {...a11y}
                      placeholder={selectPlaceholder}
                      {...register('orientation')}
                    >
                      {ORIENTATIONS.map((o) => (
                        <option key={o} value={o}>
                          {t(`orientation.${o}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              </FormField>
              <FormField
                id={fieldId('dateEvent')}
                label={t('fields.dateEvent')}
                error={err('dateEvent')}
                helper={t('hints.dateEvent')}
                required
                disabled={locked || mode === 'edit'}
              >
                {(a11y) => (
                  <DateEventInput {...a11y} {...register('dateEvent')} />
                )}
              </FormField>
            </SimpleGrid>
            {mode === 'create' && <DuplicateHint control={control} />}
            {mode === 'edit' && saved && canChangeStatus && (
              <Box mt="4" maxW={{ md: '50%' }} pe={{ md: '2' }}>
                <StatusField
                  id={fieldId('statusCode')}
                  value={statusCode}
                  onChange={setStatusCode}
                  disabled={locked}
                />
              </Box>
            )}
          </Fieldset.Root>

          <Fieldset.Root disabled={locked}>
            <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="3">
              {t('sections.description')}
            </Fieldset.Legend>
            <Stack gap="4">
              <DescriptionField
                id={fieldId('description')}
                control={control}
                disabled={locked}
                resetKey={editorKey}
              />
              <PhotoField
                id={fieldId('file')}
                file={photo}
                onFileChange={setPhoto}
                disabled={locked || busy}
                progress={progress}
              />
            </Stack>
          </Fieldset.Root>

          {variant === 'public' && (
            // Honeypot: hidden from people and assistive tech; a bot that fills it is refused.
            <Box
              aria-hidden="true"
              position="absolute"
              left="-10000px"
              top="auto"
              width="1px"
              height="1px"
              overflow="hidden"
            >
              <label htmlFor={fieldId('website')}>{t('fields.website')}</label>
              <input
                id={fieldId('website')}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                {...register('website')}
              />
            </Box>
          )}

          <HStack gap="3" wrap="wrap">
            <Button type="submit" loading={isSubmitting} disabled={locked || busy}>
              {submitText}
            </Button>
            {mode === 'edit' && saved && (
              <Button
                type="button"
                variant="outline"
                colorPalette="red"
                onClick={closeEvent}
                loading={closing}
                disabled={locked || busy}
              >
                {t('closeEvent')}
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
