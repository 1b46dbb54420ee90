// `pnpm --filter @vigia/api-server move-attachments`: moves the photos kept in the database to the
// object store, with the server's own configuration (DATABASE_URL or DATA_DIR, S3_*). Safe to stop
// and run again. With PGlite, stop the server first (one process owns the data directory).
import '@vigia/tooling/ts-resolve-hook';
import { join } from 'node:path';

const { optionsFromEnv } = await import('./config.ts');
const { openDatabase } = await import('./db/client.ts');
const { createObjectStore } = await import('./lib/object-store.ts');
const { moveAttachmentsToStore } = await import('./lib/attachment-mover.ts');
const { errorMessage } = await import('./lib/errors.ts');

const packageDir = join(import.meta.dirname, '..');
const options = optionsFromEnv(process.env, join(packageDir, '..', '..'), packageDir);
if (!options.objectStore) {
  console.error('move-attachments: S3_BUCKET (and S3_ENDPOINT, keys) must be set: there is no store to move to');
  process.exit(2);
}
const limitArg = process.argv.find((arg) => arg.startsWith('--limit='))?.slice('--limit='.length);
const limit = limitArg === undefined ? undefined : Number(limitArg);
if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
  console.error('move-attachments: --limit=N takes a positive whole number');
  process.exit(2);
}
const log = (message: string) => console.log(`move-attachments: ${message}`);
// Migrations run as at the server's start, so the store's columns exist.
const database = await openDatabase({
  databaseUrl: options.databaseUrl,
  dataDir: options.dataDir,
  migrationsFolder: options.migrationsFolder!,
});
const store = createObjectStore(options.objectStore);
try {
  const report = await moveAttachmentsToStore(database, store, { log, ...(limit ? { limit } : {}) });
  log(
    `done: ${report.moved} moved, ${report.skipped.length} left in the database${report.skipped.length ? ` (ids ${report.skipped.join(', ')})` : ''}`,
  );
  process.exitCode = report.skipped.length > 0 ? 1 : 0;
} catch (error) {
  console.error(`move-attachments: stopped, run it again once fixed: ${errorMessage(error)}`);
  process.exitCode = 1;
} finally {
  store.close();
  await database.close();
}
