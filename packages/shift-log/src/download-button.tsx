// "Descargar XLSX": the log with the filters on screen, as the inspector files it.
import { useState } from 'react';
import { downloadShiftLog } from '@vigia/api-client';
import type { ShiftLogQuery } from '@vigia/domain';
import { Button, notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { saveFile } from '@vigia/design-system/controls';

export function DownloadButton({ query }: { query: ShiftLogQuery }) {
  const { t } = useTranslation('shiftLog');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { page: _page, size: _size, ...filters } = query;
      const file = await downloadShiftLog(filters, 'xlsx');
      saveFile(file.blob, file.fileName);
      notify.success(t('download.done', { file: file.fileName }));
    } catch {
      notify.error(t('download.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" minH="44px" loading={busy} loadingText={t('download.busy')} onClick={() => void download()}>
      {t('download.xlsx')}
    </Button>
  );
}
