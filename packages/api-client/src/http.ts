// The one HTTP layer: base URL, bearer token, envelope unwrapping and the global 401/404 rules of
// SPEC §8. Typed call functions live in the other modules of this package.
import { STORAGE_KEYS, type ApiEnvelope, type ApiFieldError } from '@vigia/domain';
import { ApiError } from './errors';

type Listener<T> = (value: T) => void;

const state = {
  base: '',
  ready: Promise.resolve() as Promise<unknown>,
  token: null as string | null,
  unauthorized: new Set<Listener<void>>(),
  notFound: new Set<Listener<string>>(),
};

export function configureApi(options: { base: string }): void {
  state.base = options.base;
}

/** Requests wait for a base that is still being read from run-time config. */
export function configureApiAsync(base: Promise<string>): void {
  state.ready = base.then(
    (value) => configureApi({ base: value }),
    () => undefined,
  );
}

export function whenApiConfigured(): Promise<unknown> {
  return state.ready;
}

export function getApiBase(): string {
  return state.base;
}

/** Applies (or removes) the bearer token on every later request. */
export function setAccessToken(token: string | null): void {
  state.token = token;
}

export function getAccessToken(): string | null {
  return state.token;
}

export function onUnauthorized(listener: Listener<void>): () => void {
  state.unauthorized.add(listener);
  return () => state.unauthorized.delete(listener);
}

export function onNotFound(listener: Listener<string>): () => void {
  state.notFound.add(listener);
  return () => state.notFound.delete(listener);
}

export function apiUrl(path: string): string {
  // Callers that build URLs themselves (uploads, downloads) await whenApiConfigured() first.
  return `${state.base}${path}`;
}

// What ky did for us, in the few lines we need (ky was 8.6 KB gzip of every page's first load):
// a 30 s timeout, and one retry of a GET that failed on the network or with a passing status.
const TIMEOUT_MS = 30_000;
const RETRY_STATUSES = new Set([408, 413, 429, 500, 502, 503, 504]);
const RETRY_DELAY_MS = 300;
/** A Retry-After longer than this is not waited for: the failure is reported instead. */
const MAX_RETRY_AFTER_MS = 10_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The delay before retrying `response` (Retry-After when the server sends one), or null: no retry. */
function retryDelay(response: Response): number | null {
  if (!RETRY_STATUSES.has(response.status)) return null;
  const header = response.headers.get('retry-after');
  if (!header) return RETRY_DELAY_MS;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return ms > MAX_RETRY_AFTER_MS ? null : Math.max(0, ms);
}

async function send(url: string, init: RequestInit, retries: number): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    // A network failure (TypeError) is retried; a timeout is not (it already waited 30 s).
    if (retries > 0 && error instanceof TypeError) {
      await wait(RETRY_DELAY_MS);
      return send(url, init, retries - 1);
    }
    throw error;
  }
  const delay = response.ok || retries === 0 ? null : retryDelay(response);
  if (delay === null) return response;
  await wait(delay);
  return send(url, init, retries - 1);
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestOptions {
  json?: unknown;
  body?: BodyInit;
  searchParams?: Record<string, string | number | undefined | null>;
  headers?: Record<string, string>;
  /** A 401 here means bad credentials, not an expired session: do not sign out. */
  authAttempt?: boolean;
}

export interface ApiResult<T> {
  payload: T;
  response: Response;
}

function cleanParams(params: RequestOptions['searchParams']): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

function errorsOf(body: unknown): ApiFieldError[] {
  const errors = (body as Partial<ApiEnvelope<unknown>> | null)?.errors;
  return Array.isArray(errors) ? errors : [];
}

function payloadOf(body: unknown): unknown {
  return (body as Partial<ApiEnvelope<unknown>> | null)?.payload ?? null;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

/** Handles a non-2xx answer: the global rules, then an ApiError for the caller. */
export async function failWith(
  status: number,
  url: string,
  response: Response | null,
  authAttempt = false,
  parsedBody?: unknown,
): Promise<never> {
  // A caller that has read the body already hands it over parsed.
  const body = parsedBody !== undefined ? parsedBody : response ? await readBody(response) : null;
  const errors = errorsOf(body);
  if (status === 401 && !authAttempt) {
    clearSession();
    for (const l of state.unauthorized) l();
  }
  if (status === 404) for (const l of state.notFound) l(url);
  throw new ApiError(status, url, errors, undefined, payloadOf(body));
}

/** SPEC §8: on 401 the stored session goes; the theme preference stays. */
export function clearSession(): void {
  state.token = null;
  try {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    localStorage.removeItem(STORAGE_KEYS.user);
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
}

function withParams(url: string, params: RequestOptions['searchParams']): string {
  const query = new URLSearchParams(cleanParams(params)).toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  await state.ready;
  const url = apiUrl(path);
  const headers = new Headers(options.headers);
  if (state.token) headers.set('Authorization', `Bearer ${state.token}`);
  let sent = options.body;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    sent = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    const init = { method: method.toUpperCase(), headers, body: sent };
    // A request with an Idempotency-Key may be sent again: the server answers a repeat with the first answer.
    const repeatable = method === 'get' || headers.has('Idempotency-Key');
    response = await send(withParams(url, options.searchParams), init, repeatable ? 1 : 0);
  } catch (error) {
    throw new ApiError(0, url, [], error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) return failWith(response.status, url, response, options.authAttempt);
  const text = await response.text();
  let body: Partial<ApiEnvelope<T>> = {};
  if (text) {
    try {
      body = JSON.parse(text) as Partial<ApiEnvelope<T>>;
    } catch {
      throw new ApiError(response.status, url, [], 'Invalid JSON in response');
    }
  }
  // SPEC §8: a response carrying errors is a failure even with a 2xx status.
  if (Array.isArray(body.errors) && body.errors.length > 0)
    throw new ApiError(response.status, url, body.errors, undefined, body.payload ?? null);
  return { payload: body.payload as T, response };
}

export async function call<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T> {
  return (await request<T>(method, path, options)).payload;
}

/**
 * Lookups (SPEC §8): a failure other than the global 401/404 is logged, then rethrown, so a query
 * keeps it as an error (read again on the next mount) and never caches an empty list as the
 * answer. The screen draws an empty result meanwhile (`useLookup` in ./query).
 */
export async function lookup<T>(path: string, empty: T): Promise<T> {
  try {
    return (await call<T>('get', path)) ?? empty;
  } catch (error) {
    console.error(`Lookup ${path} failed`, error);
    throw error;
  }
}
