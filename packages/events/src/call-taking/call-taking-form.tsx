// /<area>/events/call, "Nueva llamada" (issue 39): the control room logs an event heard on the phone,
// from an SOS post, Carabineros or a camera; a patrol logs what it saw on the road. Keyboard first:
// the fields in the order they are asked, the classification found by typing, an SOS post number
// filling km and direction, Enter sends. On success, the new event's page. Loaded lazily.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { createStaffTicket, getClassificationChoices, getSosPost, isApiError } from '@vigia/api-client';
import { channelsQueryOptions, invalidateTickets, REFERENCE_STALE_MS, useQuery, useQueryClient } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import {
  Alert,
  Button,
  ErrorState,
  FormField,
  Input,
  LoadingState,
  notify,
  ScreenTitle,
  SelectInput,
  SimpleGrid,
  Stack,
} from '@vigia/design-system';
import { isRole, LANE_STATES, ORIENTATIONS, type ClassificationChoice, type LaneState, type Orientation } from '@vigia/domain';
import { staffChannelsFor } from '@vigia/domain/schemas';
import { useLookupNames, useTranslation } from '@vigia/i18n';
import { BackToList } from '../event-detail';
import { ClassificationCombobox } from './classification-combobox';

type Field =
  'channelCode' | 'sosPost' | 'kilometer' | 'orientation' | 'classificationId' | 'description' | 'callerName' | 'callerPhone' | 'form';

const SOS_NUMBER = /^\d{1,5}$/;
const KM = /^\d{3}([.,]\d{1,3})?$/;

export function CallTakingForm() {
  const { t } = useTranslation('events');
  const names = useLookupNames();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const role = user?.role;
  const allowed = useMemo(() => (isRole(role) ? staffChannelsFor(role) : []), [role]);
  const mayCall = allowed.length > 0;
  const channels = useQuery({ ...channelsQueryOptions(), enabled: mayCall });
  const choices = useQuery({
    queryKey: ['lookups', 'classification-choices'],
    queryFn: getClassificationChoices,
    staleTime: REFERENCE_STALE_MS,
    enabled: mayCall,
  });

  const [channelCode, setChannelCode] = useState<string>(role === 'DRIVER' ? 'PATROL' : 'PHONE');
  const [sosPost, setSosPost] = useState('');
  const [kilometer, setKilometer] = useState('');
  const [orientation, setOrientation] = useState<Orientation | ''>('');
  const [classification, setClassification] = useState<ClassificationChoice | null>(null);
  const [injured, setInjured] = useState(false);
  const [lanes, setLanes] = useState<{ NORTH: LaneState; SOUTH: LaneState }>({ NORTH: 'NONE', SOUTH: 'NONE' });
  const [description, setDescription] = useState('');
  const [callerName, setCallerName] = useState('');
  const [callerPhone, setCallerPhone] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  // One key per event being logged: a retry after a lost answer gets the same event, not a second.
  const attempt = useRef<string | null>(null);

  const postNumber = SOS_NUMBER.test(sosPost.trim()) ? Number(sosPost.trim()) : null;
  const post = useQuery({
    queryKey: ['location', 'sos', postNumber],
    queryFn: async () => {
      const found = await getSosPost(postNumber!);
      // The post fills km and direction; the call-taker may still read and correct them.
      setKilometer(String(found.kilometer).replace('.', ','));
      setOrientation(found.orientation);
      return found;
    },
    enabled: postNumber !== null,
    retry: false,
    staleTime: REFERENCE_STALE_MS,
  });

  if (!role || !mayCall) return <Navigate to=".." replace />;
  if (channels.isPending || choices.isPending) return <LoadingState label={t('common:loading')} />;
  if (channels.isError || choices.isError)
    return (
      <ErrorState
        message={t('call.loadError')}
        retryLabel={t('call.retry')}
        onRetry={() => {
          void channels.refetch();
          void choices.refetch();
        }}
      />
    );

  const channelOptions = channels.data
    .filter((c) => (allowed as readonly string[]).includes(c.code))
    .map((c) => ({ value: c.code, label: names.channel(c.code, c.name) }));
  const laneOptions = LANE_STATES.map((s) => ({ value: s, label: t(`common:lanes.${s}`) }));
  const postStatus =
    postNumber === null
      ? undefined
      : post.isPending
        ? t('call.sosPostLoading')
        : post.data
          ? t('call.sosPostFound', {
              number: post.data.number,
              km: String(post.data.kilometer).replace('.', ','),
              direction: t(`call.directions.${post.data.orientation}`),
            })
          : isApiError(post.error) && post.error.status === 404
            ? t('call.sosPostUnknown', { number: postNumber })
            : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found: Partial<Record<Field, string>> = {};
    const km = kilometer.trim();
    if (postNumber === null && !KM.test(km)) found.kilometer = t('call.kmRequired');
    if (postNumber === null && !orientation) found.orientation = t('call.directionRequired');
    if (!classification) found.classificationId = t('call.classificationRequired');
    if (!description.trim()) found.description = t('call.noteRequired');
    setErrors(found);
    if (Object.keys(found).length > 0 || !classification) return;
    setSending(true);
    attempt.current ??= crypto.randomUUID();
    try {
      const id = await createStaffTicket(
        {
          channelCode,
          ...(postNumber !== null ? { sosPost: postNumber } : {}),
          ...(KM.test(km) ? { kilometer: Number(km.replace(',', '.')) } : {}),
          ...(orientation ? { orientation } : {}),
          classificationId: classification.id,
          injured,
          lanesBlocked: lanes,
          description: description.trim(),
          callerName: callerName.trim(),
          callerPhone: callerPhone.trim(),
        },
        attempt.current,
      );
      attempt.current = null;
      void invalidateTickets(queryClient);
      notify.success(t('call.created', { id }));
      navigate(`../${id}`, { replace: true });
    } catch (error) {
      // Nothing typed is lost: the fields keep their values; the server's reasons go by their field.
      const byField: Partial<Record<Field, string>> = {};
      if (isApiError(error) && error.status > 0 && error.status < 500 && error.errors.length > 0) {
        for (const e of error.errors) {
          const field = (e.field?.split('.')[0] ?? 'form') as Field;
          byField[field] ??= e.message;
        }
      } else byField.form = isApiError(error) && error.status === 0 ? t('call.offline') : t('call.failed');
      setErrors(byField);
    } finally {
      setSending(false);
    }
  };

  const strayErrors = Object.entries(errors).filter(
    ([field]) =>
      !['channelCode', 'sosPost', 'kilometer', 'orientation', 'classificationId', 'description', 'callerName', 'callerPhone'].includes(
        field,
      ),
  );

  return (
    <Stack gap="6">
      <BackToList />
      <ScreenTitle title={t('call.title')} intro={t('call.intro')} />
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('call.title')}>
        <Stack gap="4" maxW="2xl">
          {strayErrors.map(([field, message]) => (
            <Alert.Root key={field} status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{message}</Alert.Title>
            </Alert.Root>
          ))}
          <FormField label={t('call.channel')} invalid={Boolean(errors.channelCode)} errorText={errors.channelCode} required>
            {(p) => (
              <SelectInput {...p} autoFocus options={channelOptions} value={channelCode} onChange={(e) => setChannelCode(e.target.value)} />
            )}
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <FormField
              label={t('call.sosPost')}
              helperText={postStatus ?? t('call.sosPostHint')}
              invalid={Boolean(errors.sosPost)}
              errorText={errors.sosPost}
            >
              <Input inputMode="numeric" autoComplete="off" value={sosPost} onChange={(e) => setSosPost(e.target.value)} />
            </FormField>
            <FormField
              label={t('call.kilometer')}
              helperText={t('call.kilometerHint')}
              invalid={Boolean(errors.kilometer)}
              errorText={errors.kilometer}
            >
              <Input inputMode="decimal" autoComplete="off" value={kilometer} onChange={(e) => setKilometer(e.target.value)} />
            </FormField>
            <FormField label={t('call.direction')} invalid={Boolean(errors.orientation)} errorText={errors.orientation}>
              {(p) => (
                <SelectInput
                  {...p}
                  options={[
                    { value: '', label: t('call.directionPick') },
                    ...ORIENTATIONS.map((o) => ({ value: o, label: t(`call.directions.${o}`) })),
                  ]}
                  value={orientation}
                  onChange={(e) => setOrientation(e.target.value as Orientation | '')}
                />
              )}
            </FormField>
          </SimpleGrid>
          <ClassificationCombobox
            label={t('call.classification')}
            hint={t('call.classificationHint')}
            noMatch={t('call.classificationNone')}
            choices={choices.data}
            value={classification}
            onChange={setClassification}
            error={errors.classificationId}
          />
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <FormField label={t('call.injured')}>
              {(p) => (
                <SelectInput
                  {...p}
                  options={[
                    { value: 'no', label: t('call.injuredNo') },
                    { value: 'si', label: t('call.injuredYes') },
                  ]}
                  value={injured ? 'si' : 'no'}
                  onChange={(e) => setInjured(e.target.value === 'si')}
                />
              )}
            </FormField>
            {(['NORTH', 'SOUTH'] as const).map((side) => (
              <FormField key={side} label={t(`call.lanes.${side}`)}>
                {(p) => (
                  <SelectInput
                    {...p}
                    options={laneOptions}
                    value={lanes[side]}
                    onChange={(e) => setLanes((l) => ({ ...l, [side]: e.target.value as LaneState }))}
                  />
                )}
              </FormField>
            ))}
          </SimpleGrid>
          <FormField label={t('call.note')} invalid={Boolean(errors.description)} errorText={errors.description} required>
            <Input
              maxLength={300}
              autoComplete="off"
              placeholder={t('call.notePlaceholder')}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('call.callerName')} invalid={Boolean(errors.callerName)} errorText={errors.callerName}>
              <Input autoComplete="off" maxLength={100} value={callerName} onChange={(e) => setCallerName(e.target.value)} />
            </FormField>
            <FormField label={t('call.callerPhone')} invalid={Boolean(errors.callerPhone)} errorText={errors.callerPhone}>
              <Input type="tel" autoComplete="off" maxLength={50} value={callerPhone} onChange={(e) => setCallerPhone(e.target.value)} />
            </FormField>
          </SimpleGrid>
          <Button type="submit" loading={sending} loadingText={t('call.submitting')} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            {t('call.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

export default CallTakingForm;
