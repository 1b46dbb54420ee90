// "Descargar XLSX": the log with the filters on screen, as the inspector files it.
import { downloadShiftLog } from '@vigia/api-client';
import type { ShiftLogQuery } from '@vigia/domain';
import { Button } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { useFileDownload } from '@vigia/design-system/controls';

export function DownloadButton({ query }: { query: ShiftLogQuery }) {
  const { t } = useTranslation('shiftLog');
  const { page: _page, size: _size, ...filters } = query;
  const { busy, download } = useFileDownload(() => downloadShiftLog(filters, 'xlsx'), {
    done: (file) => t('download.done', { file }),
    failed: t('download.failed'),
  });
  return (
    <Button variant="outline" minH="44px" loading={busy} loadingText={t('download.busy')} onClick={download}>
      {t('download.xlsx')}
    </Button>
  );
}
