// What the mail-trust tests share (issue 34): the outbox rows, and the requests that write them.
import type { FastifyInstance } from 'fastify';
import { auth, body, validEvent } from './helpers';
import { readOutbox } from './outbox-read';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

export interface Row {
  id: number;
  kind: string;
  to_address: string;
  text_body: string;
  html_body: string;
  payload: Record<string, unknown>;
}
export const rows = (app: FastifyInstance, where: string, params: unknown[] = []) =>
  readOutbox<Row>(
    app,
    `select id, kind, to_address, subject, body, text_body, html_body, payload from mail_outbox where ${where} order by id`,
    params,
  );
export const ticketRows = (app: FastifyInstance, id: number) => rows(app, `payload->>'ticketId' = $1`, [String(id)]);

export async function create(app: FastifyInstance, overrides: Record<string, unknown>, token?: string): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: token ? auth(token) : {}, payload: validEvent(overrides) });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
}

export async function comment(app: FastifyInstance, token: string, id: number, text: string, visibility = 'PUBLIC'): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/ticket/${id}/comment`,
    headers: auth(token),
    payload: { comment: text, visibility },
  });
  expect(res.statusCode).toBe(201);
  return body(res).payload.id as number;
}

export const forgotten = (app: FastifyInstance, email: string) => app.inject({ method: 'GET', url: `/api/profile/forgotten/${email}` });
export const resetWith = (app: FastifyInstance, token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password } });
/** A one-time token in clear: 32 random bytes in base64url. */
export const CLEAR_TOKEN = /token=[A-Za-z0-9_-]{40,}/;
