// The reporter adds a comment or a photo to their own event from the follow-up page (issue 24),
// with the number and the secret follow-up token of the lookup (issue 34). A 404 is the page's
// answer ("no event with that number and link"), never the global alert. Each submission carries an Idempotency-Key the caller keeps
// across its retries, so a retry after a lost answer adds nothing twice.
import type { FollowUpEntry } from '@vigia/domain';
import { apiUrl, call, whenApiConfigured } from '@vigia/api-client/core';
import { postForm, type UploadOptions } from './upload';

/** POST /api/ticket/follow-up/comment: a PUBLIC comment from the reporter. */
export function addFollowUpComment(id: number, token: string, comment: string, idempotencyKey?: string): Promise<FollowUpEntry> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return call('post', '/api/ticket/follow-up/comment', {
    json: { id, token, comment },
    headers,
    anonymous: true,
    authAttempt: true,
    quietNotFound: true,
  });
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
