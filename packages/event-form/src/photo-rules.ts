// Client-side check of the optional photo, before anything is uploaded (SPEC §5, §9).
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@vigia/domain';

export type PhotoProblem = 'type' | 'size';

/** Accept attribute of the file input. */
export const PHOTO_ACCEPT = [...ATTACHMENT_TYPES, ...ATTACHMENT_EXTENSIONS.map((e) => `.${e}`)].join(',');

export function checkPhoto(file: Pick<File, 'name' | 'type' | 'size'>): PhotoProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const extensionOk = (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);
  // Some systems give no MIME type; then the extension decides. A wrong MIME type always refuses.
  const typeOk = file.type ? (ATTACHMENT_TYPES as readonly string[]).includes(file.type) && extensionOk : extensionOk;
  if (!typeOk) return 'type';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'size';
  return null;
}
