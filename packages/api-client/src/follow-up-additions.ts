// The reporter adds a comment or a photo to their own event from the follow-up page (issue 24),
// with the number and the secret follow-up token of the lookup (issue 34). A 404 is the page's
// answer ("no event with that number and link"), never the global alert. Each submission carries an Idempotency-Key the caller keeps
// across its retries, so a retry after a lost answer adds nothing twice.
import type { ApiEnvelope, FollowUpEntry } from '@vigia/domain';
import { ApiError } from './errors';
import { apiUrl, failWith, whenApiConfigured } from './http';
import { postForm, type UploadOptions } from './upload';

/** POST /api/ticket/follow-up/comment: a PUBLIC comment from the reporter. */
export async function addFollowUpComment(id: number, token: string, comment: string, idempotencyKey?: string): Promise<FollowUpEntry> {
  await whenApiConfigured();
  const url = apiUrl('/api/ticket/follow-up/comment');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ id, token, comment }) });
  } catch (error) {
    throw new ApiError(0, url, [], error instanceof Error ? error.message : String(error));
  }
  let body: Partial<ApiEnvelope<FollowUpEntry>> = {};
  try {
    body = (await response.json()) as Partial<ApiEnvelope<FollowUpEntry>>;
  } catch {
    // not JSON: handled below by status
  }
  const errors = Array.isArray(body.errors) ? body.errors : [];
  if (!response.ok || errors.length > 0) {
    if (response.status === 404 || response.ok) throw new ApiError(response.status, url, errors);
    return failWith(response.status, url, null, true, body);
  }
  return body.payload as FollowUpEntry;
}

/** POST /api/ticket/follow-up/attachment: one photo, with upload progress. */
export async function uploadFollowUpPhoto(
  id: number,
  token: string,
  file: Blob & { name: string },
  options: Pick<UploadOptions, 'idempotencyKey' | 'onProgress' | 'signal'> = {},
): Promise<FollowUpEntry> {
  await whenApiConfigured();
  // The credentials first: the server reads them before the file.
  const form = new FormData();
  form.append('id', String(id));
  form.append('token', token);
  form.append('file', file, file.name);
  return postForm<FollowUpEntry>(apiUrl('/api/ticket/follow-up/attachment'), form, options, true);
}
