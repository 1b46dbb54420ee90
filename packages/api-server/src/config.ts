// Options of buildApp and how they are read from the environment.
import { join } from 'node:path';
import { rateLimitsFromEnv, resolveRateLimits, type RateLimits } from './rate-limit-config.ts';
import { checkTrustProxy, parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

export type { RateLimits } from './rate-limit-config.ts';
export type { TrustProxy } from './trust-proxy.ts';

/** Socket and request time-outs, in milliseconds (see TIMEOUTS). */
export interface Timeouts {
  /** All of a request's headers must arrive within this. */
  headersMs: number;
  /** The whole request, body included, must arrive within this. */
  requestMs: number;
  /** A connection with no traffic either way for this long is closed. */
  idleMs: number;
  /** An idle keep-alive connection between requests is kept this long. */
  keepAliveMs: number;
  /** How often Node checks the header and request time-outs (their precision). */
  checkEveryMs: number;
}

/**
 * Production time-outs. Headers are small: 10 s is plenty on one bar of signal. A body may be a 2 MB
 * photo from the roadside, ~80 s at 200 kbit/s: 120 s for the whole request. Idle 60 s is over the
 * live stream's 25 s heartbeat. Keep-alive 72 s outlasts the 60 s idle time-out of common load
 * balancers (theirs must close first). Node checks every 5 s, so a cut comes at most 5 s late.
 */
export const TIMEOUTS: Timeouts = { headersMs: 10_000, requestMs: 120_000, idleMs: 60_000, keepAliveMs: 72_000, checkEveryMs: 5_000 };

/** E-mail (issue 25): the outbox is always written; SMTP sends it when configured. */
export interface MailOptions {
  /** smtp(s)://user:pass@host:port; unset: messages are kept in the outbox for ADMIN to read. */
  smtpUrl: string | undefined;
  /** The From header. */
  from: string;
  /** Where links in messages point (the web app's origin, no trailing slash). */
  publicUrl: string;
  /** Who the messages come from, in their header and signature. */
  concessionName: string;
  /** The worker's first retry delay in ms, doubling up to an hour (default 30 s; tests shorten it). */
  retryBaseMs?: number | undefined;
  /** The worker's slow poll in ms for retries and expired leases (default 15 s). */
  pollMs?: number | undefined;
}

export const DEFAULT_MAIL: MailOptions = {
  smtpUrl: undefined,
  from: 'Vigía <no-responder@vigia.local>',
  publicUrl: 'http://localhost:8080',
  concessionName: 'Concesión Ruta 5 Sur, tramo Chillán – Collipulli',
};

/** An S3-compatible object store for photos (issue 27); without it they stay in the database. */
export interface ObjectStoreOptions {
  bucket: string;
  /** Unset: AWS S3 itself (the region's endpoint). */
  endpoint?: string | undefined;
  /** Default us-east-1 (what most S3-compatible servers expect). */
  region?: string | undefined;
  /** Both or neither; neither: the SDK's default credential chain (env, profile, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `endpoint/bucket/key` URLs; default true with an endpoint (local servers have no per-bucket DNS). */
  forcePathStyle?: boolean | undefined;
  /** Whole-operation deadlines in ms (defaults: DEADLINES_MS in lib/object-store.ts); tests shorten them. */
  deadlinesMs?: Partial<Record<'put' | 'get' | 'delete', number>> | undefined;
}

export interface AppOptions {
  /** PGlite data directory, used when databaseUrl is not set. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Announcing writes wait for their own WAL flush as every other (decision 023; for comparisons). */
  synchronousAnnouncing?: boolean;
  /** Folder of the drizzle SQL migrations (src/db/migrations). */
  migrationsFolder?: string | undefined;
  jwtSecret?: string | undefined;
  /** Seed demo users and events into an empty database (default true). */
  seedDemo?: boolean;
  /** Repository root: serve shell/dist and mf-* /dist from it. Unset: API only. */
  webRoot?: string | undefined;
  /** A JSON file that replaces the generated /remotes.json. */
  remotesJsonFile?: string | undefined;
  corsOrigins?: string[];
  /** Origins that serve remotes (CSP script-src/connect-src); absolute entries of REMOTES_JSON are added. */
  remoteOrigins?: string[];
  /** Sites allowed to frame the standalone public form (CSP frame-ancestors). */
  embedOrigins?: string[];
  /** API hosts handed to the shell through /config.json (SPEC §7 'uat' rule). */
  apiHosts?: { testHost?: string; productionHost?: string };
  /**
   * The concession's own emergency number (issue 24): a tap-to-call link on the report form when
   * people are injured, next to 131, 132 and 133. Empty: only those (no invented default).
   */
  emergencyPhone?: string;
  logger?: boolean | Record<string, unknown>;
  /** Which proxies' X-Forwarded-For is believed (see TrustProxy); default none. */
  trustProxy?: TrustProxy;
  /** How long the public pages' rendered bodies are shared (ms, default 5 s; 0: not cached). */
  publicCacheMs?: number;
  sessionTtlSeconds?: number;
  uploadTtlSeconds?: number;
  rateLimits?: Partial<RateLimits>;
  /** Per-account login throttle: failures allowed within the window. */
  maxLoginFailures?: number;
  timeouts?: Partial<Timeouts>;
  /** Photos in S3-compatible object storage; unset: in the database (bytea). */
  objectStore?: ObjectStoreOptions | undefined;
  mail?: Partial<MailOptions>;
  /** The clock SLA states and the breach scan read (tests move it). */
  clock?: () => Date;
  /** How often an instance scans for SLA breaches; 0: never by itself (tests call the scan). */
  slaScanMs?: number;
  /** How often an instance folds pending creations into the statistics rollups; 0: never by itself. */
  rollupFoldMs?: number;
}

export interface ResolvedOptions extends Required<
  Omit<AppOptions, 'databaseUrl' | 'jwtSecret' | 'webRoot' | 'remotesJsonFile' | 'rateLimits' | 'timeouts' | 'objectStore' | 'mail'>
> {
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  webRoot: string | undefined;
  remotesJsonFile: string | undefined;
  rateLimits: RateLimits;
  timeouts: Timeouts;
  objectStore: ObjectStoreOptions | undefined;
  mail: MailOptions;
}

/** The dev servers' origins (`pnpm dev`, scripts/dev.ts, and the tests); never a default. */
export const DEV_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005, 3006].flatMap((p) => [
  `http://localhost:${p}`,
  `http://127.0.0.1:${p}`,
]);

export function resolveOptions(options: AppOptions, defaultMigrationsFolder: string): ResolvedOptions {
  return {
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl || undefined,
    synchronousAnnouncing: options.synchronousAnnouncing ?? false,
    migrationsFolder: options.migrationsFolder ?? defaultMigrationsFolder,
    jwtSecret: options.jwtSecret || undefined,
    seedDemo: options.seedDemo ?? true,
    webRoot: options.webRoot,
    remotesJsonFile: options.remotesJsonFile,
    corsOrigins: options.corsOrigins ?? [],
    remoteOrigins: options.remoteOrigins ?? [],
    embedOrigins: options.embedOrigins ?? [],
    apiHosts: options.apiHosts ?? {},
    emergencyPhone: options.emergencyPhone ?? '',
    logger: options.logger ?? false,
    trustProxy: checkTrustProxy(options.trustProxy ?? false),
    publicCacheMs: options.publicCacheMs ?? 5_000,
    sessionTtlSeconds: options.sessionTtlSeconds ?? 12 * 3600,
    uploadTtlSeconds: options.uploadTtlSeconds ?? 15 * 60,
    maxLoginFailures: options.maxLoginFailures ?? 5,
    timeouts: { ...TIMEOUTS, ...options.timeouts },
    objectStore: options.objectStore,
    clock: options.clock ?? (() => new Date()),
    slaScanMs: options.slaScanMs ?? 30_000,
    rollupFoldMs: options.rollupFoldMs ?? 1_000,
    mail: { ...DEFAULT_MAIL, ...options.mail, publicUrl: (options.mail?.publicUrl ?? DEFAULT_MAIL.publicUrl).replace(/\/+$/, '') },
    rateLimits: resolveRateLimits(options.rateLimits),
  };
}

/**
 * S3_* variables: the store is on when S3_BUCKET is set. A half configuration (an endpoint or keys
 * without a bucket, one key without the other) stops the start instead of silently keeping photos
 * in the database or signing with the wrong identity.
 */
export function objectStoreFromEnv(env: NodeJS.ProcessEnv): ObjectStoreOptions | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  const endpoint = value('S3_ENDPOINT');
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (!bucket) {
    if (endpoint || accessKeyId || secretAccessKey) throw new Error('S3_BUCKET is required when S3_ENDPOINT or S3 keys are set');
    return undefined;
  }
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const pathStyle = value('S3_FORCE_PATH_STYLE');
  return {
    bucket,
    endpoint,
    region: value('S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === '1' || pathStyle === 'true',
  };
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads the documented environment variables (see README). */
export function optionsFromEnv(env: NodeJS.ProcessEnv, repoRoot: string, packageDir: string): AppOptions & { port: number; host: string } {
  const cors = env['CORS_ORIGINS'];
  return {
    port: Number(env['PORT'] ?? 8080),
    host: env['HOST'] ?? '0.0.0.0',
    dataDir: env['DATA_DIR'] ?? join(repoRoot, '.data'),
    databaseUrl: env['DATABASE_URL'],
    synchronousAnnouncing: env['SYNCHRONOUS_ANNOUNCING'] === '1',
    migrationsFolder: join(packageDir, 'src', 'db', 'migrations'),
    jwtSecret: env['JWT_SECRET'],
    seedDemo: env['SEED_DEMO'] !== '0',
    remotesJsonFile: env['REMOTES_JSON'],
    ...(env['EMERGENCY_PHONE'] ? { emergencyPhone: env['EMERGENCY_PHONE'] } : {}),
    // None unless listed: the development origins are passed by `pnpm dev` (scripts/dev.ts) only.
    corsOrigins: list(cors),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    ...(env['PUBLIC_CACHE_SECONDS'] ? { publicCacheMs: Number(env['PUBLIC_CACHE_SECONDS']) * 1000 } : {}),
    rateLimits: rateLimitsFromEnv(env),
    remoteOrigins: list(env['REMOTE_ORIGINS']),
    embedOrigins: list(env['EMBED_ORIGINS']),
    apiHosts: {
      ...(env['API_TEST_HOST'] ? { testHost: env['API_TEST_HOST'] } : {}),
      ...(env['API_PRODUCTION_HOST'] ? { productionHost: env['API_PRODUCTION_HOST'] } : {}),
    },
    logger: { level: env['LOG_LEVEL'] ?? 'info' },
    objectStore: objectStoreFromEnv(env),
    mail: {
      smtpUrl: env['SMTP_URL'] || undefined,
      ...(env['MAIL_FROM'] ? { from: env['MAIL_FROM'] } : {}),
      ...(env['PUBLIC_URL'] ? { publicUrl: env['PUBLIC_URL'] } : {}),
      ...(env['CONCESSION_NAME'] ? { concessionName: env['CONCESSION_NAME'] } : {}),
    },
  };
}
