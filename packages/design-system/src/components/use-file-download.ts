// A download a button starts (the shift log's XLSX, the compliance month): busy while the file
// comes, then the browser's save flow and a toast that names the file, or a toast that it failed.
import { useState } from 'react';
// Through the shared first-paint entry, as SelectField: the toaster is one for the whole page.
import { notify } from '@vigia/design-system';
import { saveFile } from '../save-file';

export interface FileDownloadTexts {
  done: (fileName: string) => string;
  failed: string;
}

export function useFileDownload(fetchFile: () => Promise<{ blob: Blob; fileName: string }>, texts: FileDownloadTexts) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchFile();
      saveFile(file.blob, file.fileName);
      notify.success(texts.done(file.fileName));
    } catch {
      notify.error(texts.failed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download: () => void download() };
}
