// `pnpm --filter @vigia/api-server migrate`: applies the migrations and seeds an empty database
// (SEED_DEMO as for the server), under the same advisory lock every instance takes at start, then
// exits. Run it as a one-shot job before a rollout, so instances start on a ready schema.
import '@vigia/tooling/ts-resolve-hook';
import { join } from 'node:path';

const { openDatabase } = await import('./db/client.ts');
const { seed } = await import('./db/seed.ts');
const { optionsFromEnv } = await import('./config.ts');

const packageDir = join(import.meta.dirname, '..');
const options = optionsFromEnv(process.env, join(packageDir, '..', '..'), packageDir);
const started = Date.now();
const database = await openDatabase({
  databaseUrl: options.databaseUrl,
  dataDir: options.dataDir,
  migrationsFolder: options.migrationsFolder!,
  seed: (db) => seed(db, { demo: options.seedDemo ?? true }),
});
await database.close();
console.log(`migrations applied (${database.kind}) in ${Date.now() - started} ms`);
