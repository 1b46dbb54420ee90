// Runs the service: options from the environment, listen, graceful shutdown.
import { dirname, join } from 'node:path';
import { buildApp } from './app.ts';
import { optionsFromEnv } from './config.ts';
import { inspectorFromEnv } from './inspector-config.ts';
import { ledgerFromEnv } from './ledger-config.ts';
import { privacyFromEnv } from './privacy-config.ts';

const packageDir = join(import.meta.dirname, '..');
const repoRoot = join(packageDir, '..', '..');

export async function start(extra: { webRoot?: string } = {}) {
  const { port, host, ...options } = optionsFromEnv(process.env, repoRoot, packageDir);
  const app = await buildApp({
    ...options,
    inspector: inspectorFromEnv(process.env),
    ledger: ledgerFromEnv(process.env),
    privacy: privacyFromEnv(process.env),
    ...extra,
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting connections, waits for in-flight requests, then closes the database.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port, host });
  return app;
}

export const paths = { packageDir, repoRoot, migrationsFolder: join(packageDir, 'src', 'db', 'migrations'), dirname };
