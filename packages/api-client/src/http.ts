// The one HTTP layer: base URL, bearer token, envelope unwrapping and the global 401/404 rules of
// SPEC §8. Typed call functions live in the other modules of this package.
import ky, { HTTPError, type KyInstance } from 'ky';
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

const http: KyInstance = ky.create({
  timeout: 30_000,
  retry: { limit: 1, methods: ['get'] },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        if (state.token) request.headers.set('Authorization', `Bearer ${state.token}`);
      },
    ],
  },
});

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

async function readErrors(response: Response): Promise<ApiFieldError[]> {
  try {
    return errorsOf(await response.clone().json());
  } catch {
    return [];
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
  // ky has usually read the body already and hands it over parsed.
  const errors = parsedBody !== undefined ? errorsOf(parsedBody) : response ? await readErrors(response) : [];
  if (status === 401 && !authAttempt) {
    clearSession();
    for (const l of state.unauthorized) l();
  }
  if (status === 404) for (const l of state.notFound) l(url);
  throw new ApiError(status, url, errors);
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

export async function request<T>(method: 'get' | 'post' | 'put' | 'delete', path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  await state.ready;
  const url = apiUrl(path);
  let response: Response;
  try {
    response = await http(url, {
      method,
      json: options.json,
      body: options.body,
      headers: options.headers,
      searchParams: cleanParams(options.searchParams),
    });
  } catch (error) {
    if (error instanceof HTTPError) {
      return failWith(error.response.status, url, error.response, options.authAttempt, error.data);
    }
    throw new ApiError(0, url, [], error instanceof Error ? error.message : String(error));
  }
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
  if (Array.isArray(body.errors) && body.errors.length > 0) throw new ApiError(response.status, url, body.errors);
  return { payload: body.payload as T, response };
}

export async function call<T>(method: 'get' | 'post' | 'put' | 'delete', path: string, options?: RequestOptions): Promise<T> {
  return (await request<T>(method, path, options)).payload;
}

/**
 * Lookups (SPEC §8): a failure other than the global 401/404 is logged and gives an empty result,
 * so a form can still render.
 */
export async function lookup<T>(path: string, empty: T): Promise<T> {
  try {
    return (await call<T>('get', path)) ?? empty;
  } catch (error) {
    console.error(`Lookup ${path} failed`, error);
    return empty;
  }
}
