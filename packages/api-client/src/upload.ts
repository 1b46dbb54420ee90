// Uploads use XMLHttpRequest: fetch cannot report upload progress over HTTP/1.1.
import type { Attachment } from '@vigia/domain';
import { apiUrl, failWith, getAccessToken, whenApiConfigured } from './http';
import { ApiError } from './errors';

export interface UploadOptions {
  uploadToken?: string | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** One key per photo, kept across its retries: a repeated upload attaches nothing new. */
  idempotencyKey?: string;
}

export async function uploadAttachment(ticketId: number, file: Blob & { name: string }, options: UploadOptions = {}): Promise<Attachment> {
  await whenApiConfigured();
  const url = apiUrl(`/api/ticket/${ticketId}/attachment`);
  return new Promise<Attachment>((resolve, reject) => {
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
      const response = new Response(xhr.responseText || null, {
        status: xhr.status,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
      });
      if (xhr.status < 200 || xhr.status >= 300) {
        failWith(xhr.status, url, response).catch(reject);
        return;
      }
      try {
        const body = JSON.parse(xhr.responseText) as { payload: Attachment; errors?: { message: string }[] };
        if (body.errors?.length) reject(new ApiError(xhr.status, url, body.errors));
        else {
          options.onProgress?.(1);
          resolve(body.payload);
        }
      } catch {
        reject(new ApiError(xhr.status, url, [], 'Invalid JSON in response'));
      }
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
