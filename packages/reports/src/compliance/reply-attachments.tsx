// The files an answer cites: the event's own files (photos the control room or the concession
// uploaded), picked here; a new one is uploaded to the event first and then ticked. The server
// refuses a file of another event.
import { useRef, useState, type ChangeEvent } from 'react';
import { isApiError, uploadAttachment } from '@vigia/api-client';
import { queryKeys, ticketAttachmentsQueryOptions, useQuery, useQueryClient } from '@vigia/api-client/query';
import { OBSERVATION_MAX_ATTACHMENTS } from '@vigia/domain/schemas';
import { Box, Button, ErrorState, LoadingState, Stack, Text } from '@vigia/design-system';
import { Checkbox } from '@vigia/design-system/controls';
import { formatDateTime, useTranslation } from '@vigia/i18n';

interface Props {
  ticketId: number;
  chosen: number[];
  onChange: (ids: number[]) => void;
}

export function ReplyAttachments({ ticketId, chosen, onChange }: Props) {
  const { t, i18n } = useTranslation('reports');
  const queryClient = useQueryClient();
  const files = useQuery(ticketAttachmentsQueryOptions(ticketId));
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const legendId = `reply-files-${ticketId}`;
  const full = chosen.length >= OBSERVATION_MAX_ATTACHMENTS;

  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen.filter((c) => c !== id), id] : chosen.filter((c) => c !== id));

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const added = await uploadAttachment(ticketId, file);
      await queryClient.invalidateQueries({ queryKey: queryKeys.tickets.attachments(ticketId) });
      if (!full) onChange([...chosen, added.id]);
    } catch (error) {
      setUploadError((isApiError(error) && error.errors[0]?.message) || t('compliance.files.uploadFailed'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack as="fieldset" gap="2" aria-labelledby={legendId}>
      <Text as="legend" id={legendId} fontWeight="medium">
        {t('compliance.files.legend', { max: OBSERVATION_MAX_ATTACHMENTS })}
      </Text>
      {files.isPending ? (
        <LoadingState label={t('compliance.files.loading')} />
      ) : files.isError ? (
        <ErrorState message={t('compliance.files.failed')} retryLabel={t('compliance.retry')} onRetry={() => void files.refetch()} />
      ) : files.data.content.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('compliance.files.none')}
        </Text>
      ) : (
        <Stack gap="1">
          {files.data.content.map((f) => {
            const on = chosen.includes(f.id);
            return (
              <Checkbox.Root key={f.id} checked={on} disabled={!on && full} onCheckedChange={(e) => toggle(f.id, e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {t('compliance.files.item', { name: f.fileName, date: formatDateTime(f.createdAt, i18n.language) })}
                </Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </Stack>
      )}
      <Box>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          onChange={(e) => void upload(e)}
          aria-label={t('compliance.files.upload')}
        />
        <Button size="sm" variant="outline" minH="44px" loading={uploading} onClick={() => input.current?.click()}>
          {t('compliance.files.upload')}
        </Button>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t('compliance.files.uploadHint')}
        </Text>
        {uploadError && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {uploadError}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
