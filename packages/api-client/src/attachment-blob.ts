// Attachment images need the bearer token, so <img src> cannot load them directly: fetch the bytes
// with the token and show them through a blob: URL (URL.createObjectURL; revoke when done).
import { apiUrl, failWith, getAccessToken, whenApiConfigured } from './http';
import { ApiError } from './errors';

/** `url` is the attachment's `url` from the API (a path under the API base). */
export async function fetchAttachmentBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  await whenApiConfigured();
  const full = /^https?:\/\//.test(url) ? url : apiUrl(url);
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(full, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    throw new ApiError(0, full, [], error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) return failWith(response.status, full, response);
  return response.blob();
}
