// Options of buildApp and how they are read from the environment.
import { join } from 'node:path';

export interface RateLimits {
  /** Per IP, per minute, on /api/auth, register and forgotten. */
  authPerMinute: number;
  /** Per IP, per hour, anonymous POST /api/ticket. */
  anonymousCreatePerHour: number;
  /** Per IP, per hour, anonymous attachment uploads. */
  anonymousUploadPerHour: number;
}

export interface AppOptions {
  /** PGlite data directory, used when databaseUrl is not set. */
  dataDir: string;
  databaseUrl?: string | undefined;
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
  logger?: boolean | Record<string, unknown>;
  trustProxy?: boolean;
  sessionTtlSeconds?: number;
  uploadTtlSeconds?: number;
  rateLimits?: Partial<RateLimits>;
  /** Per-account login throttle: failures allowed within the window. */
  maxLoginFailures?: number;
}

export interface ResolvedOptions extends Required<Omit<AppOptions, 'databaseUrl' | 'jwtSecret' | 'webRoot' | 'remotesJsonFile' | 'rateLimits'>> {
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  webRoot: string | undefined;
  remotesJsonFile: string | undefined;
  rateLimits: RateLimits;
}

export const DEV_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005, 3006].flatMap((p) => [
  `http://localhost:${p}`,
  `http://127.0.0.1:${p}`,
]);

export function resolveOptions(options: AppOptions, defaultMigrationsFolder: string): ResolvedOptions {
  return {
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl || undefined,
    migrationsFolder: options.migrationsFolder ?? defaultMigrationsFolder,
    jwtSecret: options.jwtSecret || undefined,
    seedDemo: options.seedDemo ?? true,
    webRoot: options.webRoot,
    remotesJsonFile: options.remotesJsonFile,
    corsOrigins: options.corsOrigins ?? [],
    remoteOrigins: options.remoteOrigins ?? [],
    embedOrigins: options.embedOrigins ?? [],
    apiHosts: options.apiHosts ?? {},
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    sessionTtlSeconds: options.sessionTtlSeconds ?? 12 * 3600,
    uploadTtlSeconds: options.uploadTtlSeconds ?? 15 * 60,
    maxLoginFailures: options.maxLoginFailures ?? 5,
    rateLimits: { authPerMinute: 20, anonymousCreatePerHour: 20, anonymousUploadPerHour: 60, ...options.rateLimits },
  };
}

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/** Reads the documented environment variables (see README). */
export function optionsFromEnv(env: NodeJS.ProcessEnv, repoRoot: string, packageDir: string): AppOptions & { port: number; host: string } {
  const production = env['NODE_ENV'] === 'production';
  const cors = env['CORS_ORIGINS'];
  return {
    port: Number(env['PORT'] ?? 8080),
    host: env['HOST'] ?? '0.0.0.0',
    dataDir: env['DATA_DIR'] ?? join(repoRoot, '.data'),
    databaseUrl: env['DATABASE_URL'],
    migrationsFolder: join(packageDir, 'src', 'db', 'migrations'),
    jwtSecret: env['JWT_SECRET'],
    seedDemo: env['SEED_DEMO'] !== '0',
    remotesJsonFile: env['REMOTES_JSON'],
    corsOrigins: cors !== undefined ? cors.split(',').map((s) => s.trim()).filter(Boolean) : production ? [] : DEV_CORS_ORIGINS,
    trustProxy: env['TRUST_PROXY'] === '1' || env['TRUST_PROXY'] === 'true',
    rateLimits: {
      ...(env['RATE_LIMIT_AUTH_PER_MINUTE'] ? { authPerMinute: Number(env['RATE_LIMIT_AUTH_PER_MINUTE']) } : {}),
      ...(env['RATE_LIMIT_CREATE_PER_HOUR'] ? { anonymousCreatePerHour: Number(env['RATE_LIMIT_CREATE_PER_HOUR']) } : {}),
      ...(env['RATE_LIMIT_UPLOAD_PER_HOUR'] ? { anonymousUploadPerHour: Number(env['RATE_LIMIT_UPLOAD_PER_HOUR']) } : {}),
    },
    remoteOrigins: list(env['REMOTE_ORIGINS']),
    embedOrigins: list(env['EMBED_ORIGINS']),
    apiHosts: {
      ...(env['API_TEST_HOST'] ? { testHost: env['API_TEST_HOST'] } : {}),
      ...(env['API_PRODUCTION_HOST'] ? { productionHost: env['API_PRODUCTION_HOST'] } : {}),
    },
    logger: { level: env['LOG_LEVEL'] ?? 'info' },
  };
}
