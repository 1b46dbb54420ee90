// The files an answer cites, each downloadable (the bytes need the bearer token: fetched, then saved).
import { useState } from 'react';
import { fetchAttachmentBlob } from '@vigia/api-client';
import { ticketAttachmentsQueryOptions, useQuery } from '@vigia/api-client/query';
import { Button, HStack, Text, notify } from '@vigia/design-system';
import { saveFile } from '@vigia/design-system/controls';
import { useTranslation } from '@vigia/i18n';

export function CitedFiles({ ticketId, ids }: { ticketId: number; ids: number[] }) {
  const { t } = useTranslation('reports');
  const files = useQuery({ ...ticketAttachmentsQueryOptions(ticketId), enabled: ids.length > 0 });
  const [busy, setBusy] = useState<number | null>(null);
  if (ids.length === 0) return null;
  const named = new Map((files.data?.content ?? []).map((f) => [f.id, f]));

  async function download(id: number) {
    const file = named.get(id);
    if (!file) return;
    setBusy(id);
    try {
      saveFile(await fetchAttachmentBlob(file.url), file.fileName);
    } catch {
      notify.error(t('compliance.files.downloadFailed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t('compliance.files.cited')}>
      <Text fontSize="sm">{t('compliance.files.cited')}:</Text>
      {ids.map((id) => {
        const file = named.get(id);
        return (
          <Button key={id} size="xs" variant="outline" minH="44px" disabled={!file} loading={busy === id} onClick={() => void download(id)}>
            {file ? t('compliance.files.download', { name: file.fileName }) : t('compliance.files.numbered', { id })}
          </Button>
        );
      })}
    </HStack>
  );
}
