// Attachment images need the bearer token, so <img src> cannot load them directly: fetch the bytes
// with the token and show them through a blob: URL (URL.createObjectURL; revoke when done).
import { send } from '@vigia/api-client/core';

/** `url` is the attachment's `url` from the API (a path under the API base). */
export async function fetchAttachmentBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  return (await send('get', url, { signal })).blob();
}
