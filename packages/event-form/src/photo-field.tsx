import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Field, HStack, Spinner, Stack, Text } from '@vigia/design-system';
import { Progress } from '@vigia/design-system/controls';
import { useTranslation } from '@vigia/i18n';
import { MAX_PHOTOS, PHOTO_ACCEPT, preparePhoto, type PhotoProblem } from './photo-rules';

interface PhotoFieldProps {
  id: string;
  /** The photos to send (up to MAX_PHOTOS), null when there is none. Named `file` as the form wires it. */
  file: File[] | null;
  onFileChange: (files: File[] | null) => void;
  /** True while a chosen photo is being checked or made smaller: the form waits to be sent. */
  onPreparingChange?: (preparing: boolean) => void;
  disabled?: boolean;
  /** 0..1 while uploading, null otherwise. */
  progress: number | null;
  /** The photos just added, as chosen: their EXIF block (place, time) is gone once made smaller. */
  onPhotosChosen?: (originals: File[]) => void;
}

type Problem = PhotoProblem | 'tooMany';

/** Where a photo was made smaller: its size before, for the line that says so. */
const originalSize = new WeakMap<File, number>();

/**
 * Optional photos: each is checked (and made smaller when only its size is too large) as soon as it
 * is chosen; they are uploaded once the event is saved. The input adds photos; each has its remove.
 */
export function PhotoField({ id, file, onFileChange, onPreparingChange, disabled, progress, onPhotosChosen }: PhotoFieldProps) {
  const { t, i18n } = useTranslation('eventForm');
  const files = file ?? [];
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [preparing, setPreparing] = useState(false);
  const full = files.length >= MAX_PHOTOS;

  const megabytes = (bytes: number) =>
    `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const chosen = Array.from(input.files ?? []);
    // The list below keeps the photos: the input only adds, and can add the same file again.
    input.value = '';
    if (chosen.length === 0) return;
    const room = MAX_PHOTOS - files.length;
    let found: Problem | null = chosen.length > room ? 'tooMany' : null;
    setPreparing(true);
    onPreparingChange?.(true);
    const accepted: File[] = [];
    const originals: File[] = [];
    for (const candidate of chosen.slice(0, Math.max(room, 0))) {
      const prepared = await preparePhoto(candidate);
      if ('problem' in prepared) {
        found ??= prepared.problem;
        continue;
      }
      if (prepared.compressed) originalSize.set(prepared.file, candidate.size);
      accepted.push(prepared.file);
      originals.push(candidate);
    }
    setPreparing(false);
    onPreparingChange?.(false);
    setProblem(found);
    if (accepted.length) {
      onFileChange([...files, ...accepted]);
      onPhotosChosen?.(originals);
    }
  };

  const remove = (photo: File) => {
    const rest = files.filter((f) => f !== photo);
    setProblem(null);
    onFileChange(rest.length ? rest : null);
    // Once re-rendered: with three photos the button was disabled until now.
    requestAnimationFrame(() => buttonRef.current?.focus());
  };

  const problemText =
    problem === 'type' ? t('photo.invalidType') : problem === 'size' ? t('photo.tooLarge') : t('photo.tooMany', { max: MAX_PHOTOS });
  const helperId = `field::${id}::helper-text`;
  const errorId = `field::${id}::error-text`;
  const describedBy = problem ? `${errorId} ${helperId}` : helperId;
  const off = disabled || preparing || full;
  return (
    <Field.Root id={id} invalid={Boolean(problem)} disabled={disabled}>
      <Field.Label>{t('fields.photo', { max: MAX_PHOTOS })}</Field.Label>
      {/* The browser's own control says "Choose File" in its language: our button opens it (issue 37). */}
      <input
        ref={inputRef}
        id={id}
        type="file"
        name="file"
        multiple
        accept={PHOTO_ACCEPT}
        onChange={(event) => void onChange(event)}
        disabled={off}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        hidden
      />
      <HStack gap="3" wrap="wrap">
        <Button
          ref={buttonRef}
          type="button"
          variant="outline"
          onClick={() => inputRef.current?.click()}
          disabled={off}
          // Named "Elegir archivo"; the field's label and hints describe it (the label names the input).
          aria-describedby={`field::${id}::label ${describedBy}`}
        >
          {t('photo.choose')}
        </Button>
        {files.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('photo.none')}
          </Text>
        )}
      </HStack>
      <Field.HelperText id={helperId}>{t('hints.photo')}</Field.HelperText>
      {problem && <Field.ErrorText>{problemText}</Field.ErrorText>}
      <Text role="status" fontSize="sm" mt={preparing ? '1' : '0'}>
        {preparing && (
          <>
            <Spinner size="xs" me="2" />
            {t('photo.preparing')}
          </>
        )}
      </Text>
      {files.length > 0 && progress === null && (
        <Stack as="ul" gap="1" mt="1" listStyleType="none">
          {files.map((photo, index) => {
            const before = originalSize.get(photo);
            return (
              <HStack as="li" key={`${photo.name}-${index}`} gap="3" wrap="wrap">
                <Text fontSize="sm">
                  {t('photo.selected', { name: photo.name })}
                  {before !== undefined && ` ${t('photo.compressed', { from: megabytes(before), to: megabytes(photo.size) })}`}
                </Text>
                <Button
                  type="button"
                  size="xs"
                  variant="outline"
                  onClick={() => remove(photo)}
                  disabled={disabled}
                  aria-label={t('photo.removeNamed', { name: photo.name })}
                >
                  {t('photo.remove')}
                </Button>
              </HStack>
            );
          })}
        </Stack>
      )}
      {full && progress === null && (
        <Text fontSize="sm" color="fg.muted">
          {t('photo.full', { max: MAX_PHOTOS })}
        </Text>
      )}
      {progress !== null && (
        <Progress.Root value={Math.round(progress * 100)} w="full" mt="2" size="sm">
          <Progress.Label mb="1">{t('photo.uploading')}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Field.Root>
  );
}
