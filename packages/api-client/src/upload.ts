// Uploads use XMLHttpRequest: fetch cannot report upload progress over HTTP/1.1.
import type { Attachment } from '@vigia/domain';
import { apiUrl, failure, getAccessToken, whenApiConfigured } from '@vigia/api-client/core';
import { ApiError } from '@vigia/api-client/core';

export interface UploadOptions {
  uploadToken?: string | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** One key per photo, kept across its retries: a repeated upload attaches nothing new. */
  idempotencyKey?: string;
}

export async function uploadAttachment(ticketId: number, file: Blob & { name: string }, options: UploadOptions = {}): Promise<Attachment> {
  await whenApiConfigured();
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm<Attachment>(apiUrl(`/api/ticket/${ticketId}/attachment`), form, options);
}

/**
 * POSTs a multipart form, reporting upload progress. `quietNotFound`: a 404 is the screen's own
 * answer (the follow-up's "no such event"), so the global 404 alert is not raised.
 */
export function postForm<T>(url: string, form: FormData, options: UploadOptions = {}, quietNotFound = false): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (options.uploadToken) xhr.setRequestHeader('x-upload-token', options.uploadToken);
    if (options.idempotencyKey) xhr.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, url, [], 'Network error'));
    xhr.onabort = () => reject(new ApiError(0, url, [], 'Aborted'));
    xhr.onload = () => {
      type Body = { payload?: T; errors?: { message: string }[] };
      let body: Body | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Body;
      } catch {
        // not JSON: decided by the status below
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(failure(xhr.status, url, body, { quietNotFound }));
        return;
      }
      if (!body) reject(new ApiError(xhr.status, url, [], 'Invalid JSON in response'));
      else if (body.errors?.length) reject(new ApiError(xhr.status, url, body.errors));
      else {
        options.onProgress?.(1);
        resolve(body.payload as T);
      }
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
