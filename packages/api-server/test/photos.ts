// The API's two photo uploads as the tests send them: an event's attachment (signed in, or with the
// reporter's upload token) and the follow-up page's photo (its form fields, then the file).
import type { FastifyInstance, InjectOptions } from 'fastify';
import { multipart } from './helpers';

/** POST /api/ticket/:id/attachment with one file; `headers` say who sends it (auth, upload token, key). */
export function uploadPhoto(
  app: FastifyInstance,
  ticketId: number,
  data: Buffer,
  headers: Record<string, string> = {},
  file: { name: string; type: string } = { name: 'foto.png', type: 'image/png' },
) {
  const form = multipart(file.name, file.type, data);
  return app.inject({
    method: 'POST',
    url: `/api/ticket/${ticketId}/attachment`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/** POST /api/ticket/follow-up/attachment: the text fields (id, token) before the PNG, as the page sends them. */
export function followUpPhoto(
  app: FastifyInstance,
  fields: Record<string, string>,
  png: Buffer,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const boundary = `----vigia${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/ticket/follow-up/attachment',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...options.headers },
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  };
  return app.inject(request);
}
