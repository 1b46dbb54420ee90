// The one HTTP layer: ky under TanStack Query. Its timeout, retry and hooks carry the base URL's
// bearer token and the global 401/404 rules of SPEC §8; this file adds the envelope (payload,
// errors) and ApiError. Typed call functions live in the other modules of this package.
import type { KyInstance, default as Ky, isHTTPError } from 'ky';
import { STORAGE_KEYS, type ApiEnvelope, type ApiFieldError } from '@vigia/domain';
import { noteApiAnswer, noteApiUnreachable } from './connection';
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
  // Callers that build URLs themselves (uploads, stream URLs) await whenApiConfigured() first.
  return `${state.base}${path}`;
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

/** How the global rules treat one call's failure. */
export interface FailureRules {
  /** A 401 here means bad credentials, not an expired session: do not sign out. */
  authAttempt?: boolean;
  /** A 404 is the screen's own answer (the follow-up's "no such event"): no global alert. */
  quietNotFound?: boolean;
}

/** SPEC §8, the one place: a 401 signs out (not on a sign-in attempt), a 404 raises the alert. */
function applyGlobalRules(status: number, url: string, rules: FailureRules): void {
  if (status === 401 && !rules.authAttempt) {
    clearSession();
    for (const l of state.unauthorized) l();
  }
  if (status === 404 && !rules.quietNotFound) for (const l of state.notFound) l(url);
}

function errorsOf(body: unknown): ApiFieldError[] {
  const errors = (body as Partial<ApiEnvelope<unknown>> | null)?.errors;
  return Array.isArray(errors) ? errors : [];
}

function payloadOf(body: unknown): unknown {
  return (body as Partial<ApiEnvelope<unknown>> | null)?.payload ?? null;
}

/**
 * The ApiError of a non-2xx answer that did not come through ky (uploads use XMLHttpRequest for
 * their progress), after the same global rules.
 */
export function failure(status: number, url: string, body: unknown, rules: FailureRules = {}): ApiError {
  applyGlobalRules(status, url, rules);
  return new ApiError(status, url, errorsOf(body), undefined, payloadOf(body));
}

interface CallContext extends FailureRules {
  /** The URL the 404 alert names (without the query string). */
  url: string;
  /** A public call: no bearer token, even when signed in. */
  anonymous?: boolean;
}

// ky's defaults, but one retry, and a Retry-After waited for up to 10 s: a GET (or a request with an
// Idempotency-Key, chosen per call) is sent again after a network error or a 408/413/429/5xx answer,
// after 300 ms. A timeout (30 s) is not retried. TanStack Query runs with `retry: false`.
const TIMEOUT_MS = 30_000;
const MAX_RETRY_AFTER_MS = 10_000;

// ky is fetched with the first request, not with the page: the public form's page makes none before
// its reporter acts, so ky leaves that page's first load (bench/README.md, issue 36). A failed fetch
// of it is a failed call (status 0, as offline), tried again with the next call.
type LoadedKy = { http: KyInstance; isHTTPError: typeof isHTTPError };
let loaded: LoadedKy | undefined;
let loading: Promise<LoadedKy> | undefined;
const loadKy = () =>
  (loading ??= import(/* webpackChunkName: "ky" */ 'ky').then(
    ({ default: ky, isHTTPError }) => (loaded = { http: create(ky), isHTTPError }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

const create = (ky: typeof Ky) =>
  ky.create({
    timeout: TIMEOUT_MS,
    hooks: {
      beforeRequest: [
        ({ request, options }) => {
          // A header the caller set wins: signing out sends the token the client has just forgotten.
          const context = options.context as Partial<CallContext>;
          if (state.token && !context.anonymous && !request.headers.has('authorization'))
            request.headers.set('authorization', `Bearer ${state.token}`);
        },
      ],
      afterResponse: [
        ({ response, options }) => {
          const context = options.context as Partial<CallContext>;
          if (!response.ok) applyGlobalRules(response.status, context.url ?? response.url, context);
        },
      ],
    },
  });

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestOptions extends FailureRules {
  json?: unknown;
  body?: BodyInit;
  searchParams?: Record<string, string | number | undefined | null>;
  headers?: Record<string, string>;
  /** A public call: sent without the bearer token. */
  anonymous?: boolean;
  /** false: no time-out (a report being generated and streamed). */
  timeout?: false;
  signal?: AbortSignal;
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

const urlOf = (path: string) => (/^https?:\/\//.test(path) ? path : apiUrl(path));

/**
 * Sends one call through ky and answers its 2xx response, body unread; any failure is an ApiError
 * (status 0: the server could not be reached, or did not answer in time). `path` may be absolute.
 */
export async function send(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<Response> {
  await state.ready;
  const url = urlOf(path);
  const { json, body, headers, signal, timeout, authAttempt, quietNotFound, anonymous } = options;
  // A request with an Idempotency-Key may be sent again: the server answers a repeat with the first answer.
  const repeatable = method === 'get' || Boolean(headers?.['Idempotency-Key']);
  const context = { url, authAttempt, quietNotFound, anonymous } satisfies CallContext;
  try {
    const { http } = loaded ?? (await loadKy());
    const response = await http(url, {
      method,
      json,
      body,
      headers,
      signal,
      searchParams: cleanParams(options.searchParams),
      retry: { limit: repeatable ? 1 : 0, methods: [method], maxRetryAfter: MAX_RETRY_AFTER_MS },
      ...(timeout === false ? { timeout } : {}),
      context,
    });
    noteApiAnswer(response.status);
    return response;
  } catch (error) {
    // The hook has applied the global rules already; ky parsed the failed answer's body as `data`.
    if (loaded?.isHTTPError(error)) {
      noteApiAnswer(error.response.status);
      throw new ApiError(error.response.status, url, errorsOf(error.data), undefined, payloadOf(error.data));
    }
    // Given up by its caller (a screen left): says nothing about the server.
    if (!signal?.aborted) noteApiUnreachable();
    throw new ApiError(0, url, [], error instanceof Error ? error.message : String(error));
  }
}

export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const response = await send(method, path, options);
  const url = urlOf(path);
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
