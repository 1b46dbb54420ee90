import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import { DEV_CORS_ORIGINS } from '../src/config';

// Request bodies and answers built or checked without an app: in their own module, named here too.
export { isErrorEnvelope, multipart, solidPng, validEvent } from './payloads';
import { validEvent } from './payloads';
export { confirmFromMail, linkTokenFromMail } from './mail-links';
import { confirmFromMail } from './mail-links';

export const MIGRATIONS = join(__dirname, '..', 'src', 'db', 'migrations');
export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  DRIVER: 'driver@example.com',
  OPERATOR: 'operator@example.com',
  SUPERVISOR: 'supervisor@example.com',
  INSPECTOR: 'inspector@example.com',
  ADMIN: 'admin@example.com',
} as const;

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'vigia-api-'));
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

const TEST_RATE_LIMITS = {
  authPerMinute: 10_000,
  registerPerHour: 10_000,
  anonymousCreatePerHour: 10_000,
  anonymousUploadPerHour: 10_000,
  staffCreatePerHour: 10_000,
  staffUploadPerHour: 10_000,
  streamTicketsPerMinute: 10_000,
  locationPerMinute: 10_000,
  publicFeedPerMinute: 10_000,
  commentsPerMinute: 10_000,
  staffCommentsPerMinute: 10_000,
  alertSubscribesPerHour: 10_000,
  alertSubscribesPerAddressPerHour: 10_000,
};

export async function startApp(dataDir: string, extra: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  return buildApp({
    dataDir,
    migrationsFolder: MIGRATIONS,
    jwtSecret: 'test-secret-test-secret-test-secret-123',
    corsOrigins: DEV_CORS_ORIGINS,
    ...extra,
    // A test names only the limits it is about; the others stay out of its way. An explicit
    // `rateLimits: undefined` gets the production defaults.
    ...('rateLimits' in extra && !extra.rateLimits ? {} : { rateLimits: { ...TEST_RATE_LIMITS, ...extra.rateLimits } }),
  });
}

/**
 * One app for the tests of a file (or of a describe block): started in a fresh temporary folder
 * before them, closed and removed after them. `options` may depend on that folder; `ready` runs once
 * the app is up (sign-ins, fixtures) and is where a test keeps the app it is given.
 */
// How long an app may take to start and be made ready: a machine busy with other work (two cores,
// several suites at once) may give more through VIGIA_TEST_START_MS without editing the tests.
const START_TIMEOUT_MS = Number(process.env['VIGIA_TEST_START_MS']) || 60_000;

export function withApp(
  options: Partial<BuildAppOptions> | ((dir: string) => Partial<BuildAppOptions>),
  ready: (app: FastifyInstance, dir: string) => Promise<void> | void,
  timeoutMs = START_TIMEOUT_MS,
): void {
  let dir = '';
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    dir = tempDir();
    app = await startApp(dir, typeof options === 'function' ? options(dir) : options);
    await ready(app, dir);
  }, timeoutMs);
  afterAll(async () => {
    await app?.close();
    removeDir(dir);
  });
}

/** One app for one test: started in a fresh temporary folder, closed and removed however `run` ends. */
export async function inTempApp<T>(options: Partial<BuildAppOptions>, run: (app: FastifyInstance, dir: string) => Promise<T>): Promise<T> {
  const dir = tempDir();
  try {
    const app = await startApp(dir, options);
    try {
      return await run(app, dir);
    } finally {
      await app.close();
    }
  } finally {
    removeDir(dir);
  }
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth', payload: { email, password, providerId: 'email', tokenId: '' } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return String(res.headers['authorization']);
}

export const auth = (token: string) => ({ authorization: token });

/** Listens on a free local port, for tests over real sockets: that port. */
export async function listenLocally(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** Signs in each account named (every demo role unless told): a token by name. */
export async function signInAll<K extends string = keyof typeof DEMO>(
  app: FastifyInstance,
  emails: Record<K, string> = DEMO as Record<K, string>,
): Promise<Record<K, string>> {
  const tokens = {} as Record<K, string>;
  for (const name of Object.keys(emails) as K[]) tokens[name] = await login(app, emails[name]);
  return tokens;
}

/** Every demo account and a second operator: the people of the files about whose event is whose. */
export const STAFF = { ...DEMO, OPERATOR2: 'operator2@example.com' } as const;

/**
 * withApp with the accounts named (every demo role unless told) signed in before `ready` runs: their
 * tokens (`t`) and user ids (`id`) by the same names. `More` names the accounts `ready` adds itself.
 */
export function withSignedInApp<K extends string = keyof typeof DEMO, More extends string = never>(
  options: Parameters<typeof withApp>[0],
  ready: (app: FastifyInstance) => Promise<void> | void,
  emails: Record<K, string> = DEMO as Record<K, string>,
  timeoutMs?: number,
): { t: Record<K | More, string>; id: Record<K | More, string> } {
  const t = {} as Record<K | More, string>;
  const id = {} as Record<K | More, string>;
  withApp(
    options,
    async (app) => {
      const tokens = await signInAll(app, emails);
      Object.assign(t, tokens);
      Object.assign(id, await idsOf(app, tokens));
      await ready(app);
    },
    timeoutMs,
  );
  return { t, id };
}

/** The user id behind each token, by the same names. */
export async function idsOf<K extends string>(app: FastifyInstance, tokens: Record<K, string>): Promise<Record<K, string>> {
  const ids = {} as Record<K, string>;
  for (const name of Object.keys(tokens) as K[]) ids[name] = (await me(app, tokens[name])).id;
  return ids;
}

export async function me(app: FastifyInstance, token: string): Promise<{ id: string }> {
  const res = await app.inject({ method: 'GET', url: '/api/user/me', headers: auth(token) });
  return { id: res.json().payload.userProfileDto.id };
}

// Tests read many different payload shapes; `any` keeps them short.
export function body(res: LightMyRequestResponse) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return res.json() as { payload: any; errors?: { field?: string; message: string }[] };
}

/** An answer refused with `status` and exactly these errors in the envelope. */
export function expectErrors(res: LightMyRequestResponse, status: number, ...errors: { field?: string; message: string }[]) {
  expect(res.statusCode).toBe(status);
  expect(body(res).errors).toEqual(errors);
}

/** One request as `token`, with a JSON body when `payload` is given. */
export const send = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  token: string,
  url: string,
  payload?: unknown,
) => app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });

/** A report sent as `token` (validEvent() with `overrides`): the new event's id. */
export async function createEvent(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(token), payload: validEvent(overrides) });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
}

/** A call the control room logs (POST /api/ticket/staff): nobody hurt, no lane blocked; the new event's id. */
export async function logStaffCall(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ticket/staff',
    headers: auth(token),
    payload: {
      channelCode: 'PHONE',
      kilometer: 480,
      orientation: 'NORTH',
      classificationId: 1,
      injured: false,
      lanesBlocked: { NORTH: 'NONE', SOUTH: 'NONE' },
      description: 'Llamada de un conductor',
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
}

/** A browser's CORS preflight for a POST to `url` from `origin`, naming the extra request headers it will send. */
export function preflight(app: FastifyInstance, url: string, origin: string, requestHeaders?: string) {
  const headers = { origin, 'access-control-request-method': 'POST' };
  return app.inject({
    method: 'OPTIONS',
    url,
    headers: requestHeaders ? { ...headers, 'access-control-request-headers': requestHeaders } : headers,
  });
}

/** The SPEC's whole-event save: reads the event as `token` and PUTs it back with `changes`. */
export async function saveWhole(app: FastifyInstance, token: string, id: number, changes: Record<string, unknown>) {
  const current = body(await app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: auth(token) })).payload;
  return app.inject({ method: 'PUT', url: `/api/ticket/${id}`, headers: auth(token), payload: { ...current, ...changes } });
}

export type Inject = InjectOptions;

/** Registers a self-service DRIVER and signs them in (registration hands out no token). */
export async function registerDriver(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ token: string; id: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, firstName: 'Paula', lastName: 'Ríos' },
  });
  if (res.statusCode !== 201) throw new Error(`register ${email} failed: ${res.statusCode} ${res.body}`);
  await confirmFromMail(app, email);
  const token = await login(app, email, password);
  return { token, id: (await me(app, token)).id };
}

/** The body of POST /api/profile/new: a staff member (an operator unless told) with the demo password. */
export function newProfile(email: string, overrides: Record<string, string> = {}) {
  return {
    email,
    password: DEMO_PASSWORD,
    firstName: 'Tomás',
    lastName: 'Vidal',
    profileCode: 'OPERATOR',
    phone: '56911112222',
    rut: '11.111.111-1',
    realAddress: '',
    ...overrides,
  };
}

/** An admin creates a user of any role; the new user is signed in. */
export async function createStaff(
  app: FastifyInstance,
  adminToken: string,
  email: string,
  profileCode: string,
  password = DEMO_PASSWORD,
): Promise<{ token: string; id: string }> {
  const payload = newProfile(email, { profileCode, password });
  const res = await app.inject({ method: 'POST', url: '/api/profile/new', headers: auth(adminToken), payload });
  if (res.statusCode !== 201) throw new Error(`create ${email} failed: ${res.statusCode} ${res.body}`);
  const token = await login(app, email, password);
  return { token, id: (await me(app, token)).id };
}
