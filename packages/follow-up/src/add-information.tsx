// "Agregar información" (issue 24): on their open event the reporter adds a comment, a photo or
// both, with the number and the follow-up token of the lookup (issue 34). A photo over 2 MB is made smaller as the public
// form does. Each part keeps its Idempotency-Key until it is sent, so a retry adds it once.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { addFollowUpComment, isApiError, uploadFollowUpPhoto } from '@vigia/api-client';
import { COMMENT_MAX_LENGTH } from '@vigia/domain';
import { createFollowUpCommentSchema } from '@vigia/domain/schemas';
import { Alert, Box, Button, FormField, HStack, Spinner, Stack, Text, Textarea } from '@vigia/design-system';
import { Progress } from '@vigia/design-system/controls';
import { newIdempotencyKey, PHOTO_ACCEPT, preparePhoto } from '@vigia/event-form/photo';
import { useTranslation } from '@vigia/i18n';
import { createValidationMessages } from '@vigia/i18n/validation';
import { FailureAlert, SectionCard } from './page-parts';

export interface AddInformationProps {
  id: number;
  /** The event's secret follow-up token (the page's link). */
  token: string;
  /** After something was added: the page reads the event again (its history shows it). */
  onAdded: () => void | Promise<void>;
}

/** What is being sent, with the key it keeps across retries. */
interface Keyed<T> {
  value: T;
  key: string;
}

export function AddInformation({ id, token, onAdded }: AddInformationProps) {
  const { t } = useTranslation('followUp');
  const uid = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [comment, setComment] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const keys = useRef<{ comment?: Keyed<string>; photo?: Keyed<File> }>({});

  /** The same content keeps its key; changed content is another submission. */
  function keyFor<T>(kind: 'comment' | 'photo', value: T): string {
    const kept = keys.current[kind] as Keyed<T> | undefined;
    if (kept && kept.value === value) return kept.key;
    const key = newIdempotencyKey();
    (keys.current as Record<string, Keyed<T>>)[kind] = { value, key };
    return key;
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setDone(false);
    setPhotoProblem(null);
    setPreparing(true);
    const prepared = await preparePhoto(file);
    setPreparing(false);
    if ('problem' in prepared) {
      setPhoto(null);
      setPhotoProblem(prepared.problem === 'type' ? t('add.photoType') : t('add.photoSize'));
      return;
    }
    setPhoto(prepared.file);
  }

  function removePhoto() {
    setPhoto(null);
    chooseRef.current?.focus();
  }

  const messageOf = (error: unknown) => {
    if (!isApiError(error)) return t('add.failed');
    if (error.status === 404) return t('notFound');
    if (error.status === 429) return t('tooMany');
    return error.status > 0 && error.errors[0]?.message ? error.errors[0].message : t('add.failed');
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(false);
    setFailure(null);
    const text = comment.trim();
    if (!text && !photo) {
      setCommentError(t('add.empty'));
      return;
    }
    if (text) {
      try {
        // The server's rules for the body, in the page's language.
        createFollowUpCommentSchema(createValidationMessages(t)).validateSyncAt('comment', { comment });
      } catch (error) {
        setCommentError((error as Error).message);
        return;
      }
    }
    setCommentError(null);
    setBusy(true);
    let added = false;
    try {
      if (text) {
        await addFollowUpComment(id, token, text, keyFor('comment', text));
        added = true;
        // Sent: it is not sent again if the photo fails.
        setComment('');
        keys.current.comment = undefined;
      }
      if (photo) {
        setProgress(0);
        await uploadFollowUpPhoto(id, token, photo, { idempotencyKey: keyFor('photo', photo), onProgress: setProgress });
        added = true;
        setPhoto(null);
        keys.current.photo = undefined;
      }
      setDone(true);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
      setProgress(null);
    }
    if (added) await onAdded();
  }

  return (
    <SectionCard title={t('add.title')} intro={<Text color="fg.muted">{t('add.intro')}</Text>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField
            label={t('add.comment')}
            invalid={Boolean(commentError)}
            errorText={commentError}
            helperText={`${comment.length}/${COMMENT_MAX_LENGTH}`}
          >
            <Textarea
              name="comment"
              value={comment}
              onChange={(e) => {
                setComment(e.target.value);
                setDone(false);
              }}
              maxLength={COMMENT_MAX_LENGTH}
              rows={3}
              disabled={busy}
            />
          </FormField>
          <FormField
            id={`${uid}-photo`}
            label={t('add.photo')}
            invalid={Boolean(photoProblem)}
            errorText={photoProblem}
            helperText={t('add.photoHint')}
          >
            {(p) => (
              <>
                {/* The browser's own control says "Choose File" in its language: our button opens it (issue 37). */}
                <input
                  {...p}
                  ref={fileRef}
                  id={`${uid}-photo`}
                  type="file"
                  name="file"
                  accept={PHOTO_ACCEPT}
                  onChange={(event) => void choose(event)}
                  disabled={busy || preparing}
                  hidden
                />
                <HStack gap="3" wrap="wrap">
                  <Button
                    ref={chooseRef}
                    type="button"
                    variant="outline"
                    onClick={() => fileRef.current?.click()}
                    disabled={busy || preparing}
                    // Named "Elegir archivo"; the field's label and hints describe it (the label names the input).
                    aria-describedby={[`field::${uid}-photo::label`, p['aria-describedby']].filter(Boolean).join(' ')}
                  >
                    {t('add.choose')}
                  </Button>
                  {!photo && (
                    <Text fontSize="sm" color="fg.muted">
                      {t('add.none')}
                    </Text>
                  )}
                </HStack>
              </>
            )}
          </FormField>
          <Text role="status" fontSize="sm">
            {preparing && (
              <>
                <Spinner size="xs" me="2" />
                {t('add.preparing')}
              </>
            )}
          </Text>
          {photo && (
            <HStack gap="3" wrap="wrap">
              <Text fontSize="sm">{t('add.selected', { name: photo.name })}</Text>
              <Button type="button" size="xs" variant="outline" onClick={removePhoto} disabled={busy}>
                {t('add.removePhoto')}
              </Button>
            </HStack>
          )}
          {progress !== null && (
            <Progress.Root value={Math.round(progress * 100)} w="full" size="sm">
              <Progress.Label mb="1">{t('add.uploading')}</Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {failure && <FailureAlert>{failure}</FailureAlert>}
          <Box role="status">
            {done && (
              <Alert.Root status="success">
                <Alert.Indicator />
                <Alert.Description>{t('add.done')}</Alert.Description>
              </Alert.Root>
            )}
          </Box>
          <Button type="submit" loading={busy} loadingText={t('add.sending')} disabled={preparing} alignSelf="flex-start">
            {t('add.submit')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
