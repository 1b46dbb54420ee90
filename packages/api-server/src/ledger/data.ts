// Where verify-ledger reads from: the live database (rows as the chain's SQL hashes them: jsonb's
// text, times in UTC to the µs), an export file of those same rows, and the published digests (a
// file or a URL, in GET /api/ledger/digests's envelope or as a bare list).
import { readFile, writeFile } from 'node:fs/promises';
import type { Database } from '../db/client.ts';
import { anchoredLeaves } from '../repositories/ledger.ts';
import type { HistoryRow, LogRow } from './merkle.ts';
import type { LedgerData, PublishedDigest } from './verify.ts';

export const EXPORT_FORMAT = 'vigia-ledger-export/1';

const UTC_US = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

type Raw = Record<string, unknown>;

export async function readLedgerData(database: Database): Promise<LedgerData> {
  // Each row already as the chain's SQL hashes it, named as HistoryRow and LogRow name its fields.
  const [history, shiftLog, anchors] = await Promise.all([
    database.query<HistoryRow>(`select id, ticket_id as "ticketId", changed_by_id::text as "changedById", action, changes::text as changes,
      to_char(changed_at at time zone 'UTC', ${UTC_US}) as "changedAt", prev_hash as "prevHash", hash, commitment
      from ticket_history order by id`),
    database.query<LogRow>(`select id::text as id, to_char(at at time zone 'UTC', ${UTC_US}) as at, author_id::text as "authorId", kind, text,
      ticket_id as "ticketId", unit_id as "unitId", corrects::text as corrects, handover_id as "handoverId", prev_hash as "prevHash", hash
      from shift_log order by id`),
    anchoredLeaves(database.db),
  ]);
  return { history, shiftLog, anchors };
}

/** The export: `{ format, exportedAt, history, shiftLog, anchors }`, the rows exactly as read above. */
export async function writeExport(file: string, data: LedgerData, now = new Date()): Promise<void> {
  await writeFile(file, JSON.stringify({ format: EXPORT_FORMAT, exportedAt: now.toISOString(), ...data }));
}

export async function readExport(file: string): Promise<LedgerData> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as Raw;
  const lists = [parsed['history'], parsed['shiftLog'], parsed['anchors']];
  if (parsed['format'] !== EXPORT_FORMAT || !lists.every(Array.isArray)) {
    throw new Error(`${file} is not a ledger export (format ${EXPORT_FORMAT})`);
  }
  return parsed as unknown as LedgerData;
}

const DIGEST_FIELDS = {
  date: 'string',
  root: 'string',
  signature: 'string',
  keyId: 'string',
  publicKey: 'string',
  historyMaxId: 'number',
  logMaxId: 'number',
};

/** The digests from a file or an http(s) URL; anything else than a list of digests is refused. */
export async function loadDigests(source: string): Promise<PublishedDigest[]> {
  const body: unknown = /^https?:\/\//.test(source)
    ? await fetch(source, { signal: AbortSignal.timeout(30_000) }).then((res) => {
        if (!res.ok) throw new Error(`${source} answered ${res.status}`);
        return res.json();
      })
    : JSON.parse(await readFile(source, 'utf8'));
  const list = Array.isArray(body) ? body : (body as { payload?: unknown } | null)?.payload;
  const valid = (item: unknown) =>
    typeof item === 'object' && item !== null && Object.entries(DIGEST_FIELDS).every(([k, type]) => typeof (item as Raw)[k] === type);
  if (!Array.isArray(list) || !list.every(valid)) throw new Error(`${source} does not hold a list of digests`);
  return list as PublishedDigest[];
}
