import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Field, HStack, Input, Text } from '@vigia/design-system';
import { Progress } from '@vigia/design-system/controls';
import { useTranslation } from '@vigia/i18n';
import { PHOTO_ACCEPT, checkPhoto } from './photo-rules';

interface PhotoFieldProps {
  id: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
  /** 0..1 while uploading, null otherwise. */
  progress: number | null;
}

/** Optional photo: checked here, before anything is sent; uploaded once the event is saved. */
export function PhotoField({ id, file, onFileChange, disabled, progress }: PhotoFieldProps) {
  const { t } = useTranslation('eventForm');
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) {
      setProblem(null);
      onFileChange(null);
      return;
    }
    const issue = checkPhoto(chosen);
    if (issue) {
      setProblem(issue === 'type' ? t('photo.invalidType') : t('photo.tooLarge'));
      event.target.value = '';
      onFileChange(null);
      return;
    }
    setProblem(null);
    onFileChange(chosen);
  };

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setProblem(null);
    onFileChange(null);
  };

  const helperId = `field::${id}::helper-text`;
  const errorId = `field::${id}::error-text`;
  return (
    <Field.Root id={id} invalid={Boolean(problem)} disabled={disabled}>
      <Field.Label>{t('fields.photo')}</Field.Label>
      <Input
        ref={inputRef}
        type="file"
        name="file"
        accept={PHOTO_ACCEPT}
        onChange={onChange}
        aria-describedby={problem ? `${errorId} ${helperId}` : helperId}
        p="1"
      />
      <Field.HelperText id={helperId}>{t('hints.photo')}</Field.HelperText>
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
      {file && progress === null && (
        <HStack mt="1" gap="3" wrap="wrap">
          <Text fontSize="sm">{t('photo.selected', { name: file.name })}</Text>
          <Button type="button" size="xs" variant="outline" onClick={clear} disabled={disabled}>
            {t('photo.remove')}
          </Button>
        </HStack>
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
