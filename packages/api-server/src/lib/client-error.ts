// Fastify's `clientErrorHandler`: errors Node's HTTP parser raises before there is a request (a
// time-out, headers too large, bytes that are not HTTP). The answer is written on the socket, in
// the same `{ payload: null, errors }` envelope as every other refusal, and the socket is closed.
import type { Socket } from 'node:net';
import { MESSAGES } from './errors.ts';

const ANSWERS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', MESSAGES.requestTimeout],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', MESSAGES.headersTooLarge],
};
const BAD_REQUEST: [number, string, string] = [400, 'Bad Request', MESSAGES.invalidRequest];

export function clientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ payload: null, errors: [{ message }] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
