// Apps of the API on one fresh PostgreSQL, for the tests of what only PostgreSQL does (parallel
// transactions, its lock table): started one after the other before the block's tests, so the
// first migrates; all closed, with the database, after them.
import type { FastifyInstance } from 'fastify';
import { startPostgres, type LocalPostgres } from '../../../scripts/postgres';
import type { AppOptions } from '../src/app';
import { removeDir, startApp, tempDir } from './helpers';

export function withPostgresApps(
  port: number,
  count: number,
  options: Partial<AppOptions> = {},
  settings: Record<string, string> = {},
): FastifyInstance[] {
  const apps: FastifyInstance[] = [];
  let postgres: LocalPostgres | undefined;
  const dir = tempDir(); // unused with DATABASE_URL
  beforeAll(async () => {
    postgres = await startPostgres(port, settings);
    for (let i = 0; i < count; i++) apps.push(await startApp(dir, { ...options, databaseUrl: postgres.url }));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await postgres?.stop();
    removeDir(dir);
  }, 60_000);
  return apps;
}
