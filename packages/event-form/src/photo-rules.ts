// Client-side check of the optional photos, before anything is uploaded (SPEC §5, §9).
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, MAX_ATTACHMENTS_PER_PUBLIC_EVENT } from '@vigia/domain';
import { compressPhoto } from './compress-photo';

export type PhotoProblem = 'type' | 'size';

/** How many photos one report carries. */
export const MAX_PHOTOS = MAX_ATTACHMENTS_PER_PUBLIC_EVENT;

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

export type PreparedPhoto = { file: File; compressed: boolean } | { problem: PhotoProblem };

/**
 * The photo as it will be sent: as chosen when it passes, made smaller when only its size fails.
 * The 2 MB rule applies to the result, so a photo that cannot be brought under it is refused with
 * the SPEC's message; a wrong type is refused without trying.
 */
export async function preparePhoto(file: File, compress: (file: File) => Promise<File> = compressPhoto): Promise<PreparedPhoto> {
  const problem = checkPhoto(file);
  if (problem !== 'size') return problem ? { problem } : { file, compressed: false };
  let smaller: File;
  try {
    smaller = await compress(file);
  } catch {
    // Not decodable by this browser (a corrupt file, an unsupported variant): it stays too large.
    return { problem: 'size' };
  }
  const after = checkPhoto(smaller);
  return after ? { problem: after } : { file: smaller, compressed: true };
}
