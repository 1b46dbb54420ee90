// Package entry for the repo's start script: `const { buildApp } = await import('@vigia/api-server')`.
// The resolve hook must be in place before the app's module graph (and @vigia/domain) is linked,
// hence the dynamic imports.
import '@vigia/tooling/ts-resolve-hook';
import { join } from 'node:path';
import type { AppOptions } from './config.ts';
import type { FastifyInstance } from 'fastify';

const app = await import('./app.ts');
const config = await import('./config.ts');

export const packageDir = join(import.meta.dirname, '..');
export const migrationsFolder = join(packageDir, 'src', 'db', 'migrations');
export type { AppOptions };

/** buildApp with the package's migrations folder filled in. */
export function buildApp(options: AppOptions): Promise<FastifyInstance> {
  return app.buildApp({ migrationsFolder, ...options });
}

export const optionsFromEnv = config.optionsFromEnv;
export const start = async (extra: { webRoot?: string } = {}) => (await import('./server.ts')).start(extra);
