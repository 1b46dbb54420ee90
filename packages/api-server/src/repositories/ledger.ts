// The anchored record's digests (issue 40 item 3, migration 0029). A digest is made in one
// transaction: a lock that makes instances take turns, then SHARE locks on the two chained tables,
// which wait for every writer in flight and hold new ones until commit. So every history row up to
// the digest's bounds is committed when the heads are read, and none with a lower id can commit
// later: a verifier recomputing "rows up to the bounds" sees exactly what was signed.
import { sql } from 'drizzle-orm';
import type { LedgerDigest } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { digestRoot } from '../ledger/merkle.ts';
import { signRoot, type SigningKey } from '../ledger/signing-key.ts';
import { executeRows } from './execute-rows.ts';

/** Instances making the day's digest take turns on this transaction lock ('ledg' in ASCII). */
const LEDGER_LOCK = 0x6c656467;

type DigestRow = {
  day: string;
  root: string;
  signature: string;
  key_id: string;
  public_key: string;
  leaf_count: number;
  first_ticket_id: number | null;
  last_ticket_id: number | null;
  history_max_id: number;
  log_max_id: string;
  log_head: string | null;
  created_at: string;
};

const COLUMNS = sql`day::text as day, root, signature, key_id, public_key, leaf_count, first_ticket_id, last_ticket_id,
  history_max_id, log_max_id::text as log_max_id, log_head,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

const digestOf = (r: DigestRow): LedgerDigest => ({
  date: r.day,
  root: r.root,
  signature: r.signature,
  keyId: r.key_id,
  publicKey: r.public_key,
  leafCount: Number(r.leaf_count),
  firstEventId: r.first_ticket_id === null ? null : Number(r.first_ticket_id),
  lastEventId: r.last_ticket_id === null ? null : Number(r.last_ticket_id),
  historyMaxId: Number(r.history_max_id),
  logMaxId: Number(r.log_max_id),
  logHead: r.log_head,
  createdAt: r.created_at,
});

/** The digests of the last `days` days up to `today` (Chile dates), newest first. */
export async function listDigests(db: Db, today: string, days: number): Promise<LedgerDigest[]> {
  const result = await executeRows<DigestRow>(
    db,
    sql`select ${COLUMNS} from ledger_digests
    where day <= ${today}::date and day > ${today}::date - ${days}::int order by day desc`,
  );
  return result.rows.map(digestOf);
}

async function digestOfDay(db: Db, day: string): Promise<LedgerDigest | null> {
  const result = await executeRows<DigestRow>(db, sql`select ${COLUMNS} from ledger_digests where day = ${day}::date`);
  return result.rows[0] ? digestOf(result.rows[0]) : null;
}

type Head = { ticket_id: number; id: number | null; hash: string | null };

/** The events whose head differs from their latest anchored one (a null head: history gone). */
async function changedHeads(tx: Db, heads: Head[]): Promise<Head[]> {
  const anchored = await executeRows<Head>(
    tx,
    sql`select distinct on (ticket_id) ticket_id, head_id as id, head_hash as hash from ledger_leaves order by ticket_id, day desc`,
  );
  const before = new Map(anchored.rows.map((a) => [Number(a.ticket_id), a]));
  const changed = heads.filter((h) => {
    const a = before.get(h.ticket_id);
    return !a || Number(a.id) !== h.id || a.hash !== h.hash;
  });
  const present = new Set(heads.map((h) => h.ticket_id));
  const gone = anchored.rows.filter((a) => a.id !== null && !present.has(Number(a.ticket_id)));
  return [...changed, ...gone.map((a) => ({ ticket_id: Number(a.ticket_id), id: null, hash: null }))];
}

/**
 * The digest of `day` (a Chile date): made now over every event's head and the shift log's, signed
 * and stored with the heads that changed; or the one already made that day (`created` false).
 * `onCreated` runs in the same transaction (the mail to the inspector goes with the digest).
 */
export async function makeDigest(
  db: Db,
  key: SigningKey,
  day: string,
  onCreated?: (tx: Db, digest: LedgerDigest) => Promise<void>,
): Promise<{ digest: LedgerDigest; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_LOCK})`);
    const existing = await digestOfDay(tx, day);
    if (existing) return { digest: existing, created: false };
    await tx.execute(sql`lock table ticket_history, shift_log in share mode`);
    const heads = (
      await executeRows<Head>(tx, sql`select distinct on (ticket_id) ticket_id, id, hash from ticket_history order by ticket_id, id desc`)
    ).rows.map((h) => ({ ticket_id: Number(h.ticket_id), id: Number(h.id), hash: h.hash }));
    const [log] = (
      await executeRows<{ id: string; hash: string }>(tx, sql`select id::text as id, hash from shift_log order by id desc limit 1`)
    ).rows;
    const scope = {
      day,
      historyMaxId: heads.reduce((max, h) => Math.max(max, h.id), 0),
      logMaxId: log?.id ?? '0',
      logHead: log?.hash ?? null,
    };
    const root = digestRoot(
      heads.map((h) => [h.ticket_id, h.hash!] as const),
      scope,
    );
    const inserted = await executeRows<DigestRow>(
      tx,
      sql`insert into ledger_digests (day, root, signature, key_id, public_key, leaf_count, first_ticket_id, last_ticket_id,
        history_max_id, log_max_id, log_head)
      values (${day}::date, ${root}, ${signRoot(key, root)}, ${key.keyId}, ${key.publicKeyPem}, ${heads.length},
        ${heads[0]?.ticket_id ?? null}, ${heads.at(-1)?.ticket_id ?? null}, ${scope.historyMaxId}, ${scope.logMaxId}::bigint, ${scope.logHead})
      on conflict (day) do nothing returning ${COLUMNS}`,
    );
    const row = inserted.rows[0];
    if (!row) return { digest: (await digestOfDay(tx, day))!, created: false };
    const changed = await changedHeads(tx, heads);
    if (changed.length > 0) {
      await tx.execute(sql`insert into ledger_leaves (ticket_id, day, head_id, head_hash)
        select x.ticket_id, ${day}::date, x.id, x.hash
        from json_to_recordset(${JSON.stringify(changed)}::json) as x(ticket_id integer, id integer, hash text)`);
    }
    const digest = digestOf(row);
    await onCreated?.(tx, digest);
    return { digest, created: true };
  });
}

/** An event's anchored head from the day it changed (verify-ledger names events with them). */
export interface AnchoredLeaf {
  ticketId: number;
  day: string;
  headId: number | null;
  headHash: string | null;
}

export async function anchoredLeaves(db: Db): Promise<AnchoredLeaf[]> {
  const result = await executeRows<{ ticket_id: number; day: string; head_id: number | null; head_hash: string | null }>(
    db,
    sql`select ticket_id, day::text as day, head_id, head_hash from ledger_leaves order by ticket_id, day`,
  );
  return result.rows.map((r) => ({
    ticketId: Number(r.ticket_id),
    day: r.day,
    headId: r.head_id === null ? null : Number(r.head_id),
    headHash: r.head_hash,
  }));
}
