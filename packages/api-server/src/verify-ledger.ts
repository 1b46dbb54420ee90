// `pnpm verify-ledger`: checks the events' history and the shift log against the published signed
// digests, offline (issue 40 item 3). Exit 0: everything matches; 1: something does not (the first
// event named); 2: wrong use or unreadable input. With PGlite, stop the server first (one process
// owns the data directory), or verify an export.
//   --digests <file|url>   the published digests (GET /api/ledger/digests's answer, saved or live)
//   --export <file>        verify this export instead of the database (DATABASE_URL or DATA_DIR)
//   --write-export <file>  write the database's export (and verify nothing)
import '@vigia/tooling/ts-resolve-hook';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { runVerifyLedger } = await import('./ledger/verify-command.ts');
const { optionsFromEnv } = await import('./config.ts');

const packageDir = join(import.meta.dirname, '..');
const options = optionsFromEnv(process.env, join(packageDir, '..', '..'), packageDir);
let args;
try {
  args = parseArgs({
    options: { digests: { type: 'string' }, export: { type: 'string' }, 'write-export': { type: 'string' } },
    strict: true,
  }).values;
} catch (error) {
  console.error(`verify-ledger: ${(error as Error).message}`);
  process.exit(2);
}
process.exitCode = await runVerifyLedger(
  { digests: args.digests, exportFile: args.export, writeExport: args['write-export'] },
  { databaseUrl: options.databaseUrl, dataDir: options.dataDir, migrationsFolder: options.migrationsFolder! },
  { out: (line) => console.log(line), err: (line) => console.error(line) },
);
