// What `pnpm verify-ledger` does (src/verify-ledger.ts reads the command line): read the data and
// the digests, judge (verify.ts), print one line per finding, answer the exit code.
import { openDatabase, type Database, type OpenDatabaseOptions } from '../db/client.ts';
import { loadDigests, readExport, readLedgerData, writeExport } from './data.ts';
import { verifyLedger } from './verify.ts';

export interface VerifyArgs {
  digests?: string | undefined;
  exportFile?: string | undefined;
  writeExport?: string | undefined;
}

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

/** Opens the database as the server would (its migrations run, nothing is seeded); or a given one. */
type DatabaseSource = OpenDatabaseOptions | (() => Promise<Database>);

async function withDatabase<T>(source: DatabaseSource, read: (database: Database) => Promise<T>): Promise<T> {
  if (typeof source === 'function') return read(await source());
  const database = await openDatabase(source);
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

/** 0: everything matches; 1: something does not; 2: wrong use or unreadable input. */
export async function runVerifyLedger(args: VerifyArgs, source: DatabaseSource, io: Io): Promise<number> {
  try {
    if (args.writeExport) {
      const file = args.writeExport;
      const data = await withDatabase(source, readLedgerData);
      await writeExport(file, data);
      io.out(`verify-ledger: wrote ${data.history.length} history rows and ${data.shiftLog.length} shift-log rows to ${file}`);
      return 0;
    }
    if (!args.digests) {
      io.err('verify-ledger: --digests <file|url> is required (the published digests), or --write-export <file>');
      return 2;
    }
    const digests = await loadDigests(args.digests);
    const data = args.exportFile ? await readExport(args.exportFile) : await withDatabase(source, readLedgerData);
    const report = verifyLedger(data, digests);
    for (const finding of report.findings) {
      io.out(`MISMATCH${finding.date ? ` [${finding.date}]` : ''}: ${finding.message}`);
    }
    if (report.findings.length === 0) {
      io.out(`verify-ledger: OK: ${report.digests} digests, ${data.history.length} history rows, ${data.shiftLog.length} shift-log rows`);
      return 0;
    }
    io.out(
      report.firstEventId === null
        ? 'verify-ledger: FAILED'
        : `verify-ledger: FAILED: the first event whose history no longer matches is #${report.firstEventId}`,
    );
    return 1;
  } catch (error) {
    io.err(`verify-ledger: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}
