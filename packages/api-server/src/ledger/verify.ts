// verify-ledger's judgement (issue 40 item 3), on rows however they were read (the live database
// or an export): each event's chain is recomputed from its rows' content, never from the hashes
// stored beside them; each published digest's root is recomputed from those chains up to the
// digest's bounds and compared, and its signature checked. When a root differs, the anchored heads
// (ledger_leaves, which must themselves reproduce the signed root) name the first event that moved.
import type { LedgerDigest } from '@vigia/domain';
import type { AnchoredLeaf } from '../repositories/ledger.ts';
import { digestRoot, historyRowHash, logRowHash, type HistoryRow, type LogRow } from './merkle.ts';
import { keyIdOfPublicKey, rootSignatureValid } from './signing-key.ts';

export interface LedgerData {
  history: HistoryRow[];
  shiftLog: LogRow[];
  anchors: AnchoredLeaf[];
}

export type PublishedDigest = Pick<
  LedgerDigest,
  'date' | 'root' | 'signature' | 'keyId' | 'publicKey' | 'historyMaxId' | 'logMaxId' | 'logHead'
>;

/** One thing that does not match: of a digest (`date`) or of the unanchored rows (null); of an event or not. */
export interface Finding {
  date: string | null;
  ticketId: number | null;
  message: string;
}

export interface VerifyReport {
  digests: number;
  findings: Finding[];
  /** The first event (lowest id) whose history no longer matches; null when none is named. */
  firstEventId: number | null;
}

type Link = { id: number; hash: string };

/** Each event's chain recomputed from content, and the first row per event whose stored hash differs. */
function recompute(history: HistoryRow[]) {
  const chains = new Map<number, Link[]>();
  const breaks = new Map<number, number>();
  for (const row of [...history].sort((a, b) => a.id - b.id)) {
    const chain = chains.get(row.ticketId) ?? [];
    const hash = historyRowHash(row, chain.at(-1)?.hash ?? null);
    if (hash !== row.hash && !breaks.has(row.ticketId)) breaks.set(row.ticketId, row.id);
    chain.push({ id: row.id, hash });
    chains.set(row.ticketId, chain);
  }
  return { chains, breaks };
}

function recomputeLog(rows: LogRow[]) {
  const chain: { id: bigint; hash: string }[] = [];
  let broken: string | null = null;
  for (const row of [...rows].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))) {
    const hash = logRowHash(row, chain.at(-1)?.hash ?? null);
    if (hash !== row.hash) broken ??= row.id;
    chain.push({ id: BigInt(row.id), hash });
  }
  return { chain, broken };
}

/** The last link at or below `maxId`. */
const headAt = <T extends { id: number | bigint; hash: string }>(chain: T[], maxId: number | bigint) =>
  chain.filter((link) => link.id <= maxId).at(-1)?.hash ?? null;

/** The heads the digest of `date` anchored: each event's latest entry up to that day (null: gone). */
function anchoredAt(anchors: AnchoredLeaf[], date: string): Map<number, string> {
  const heads = new Map<number, string | null>();
  for (const leaf of [...anchors].sort((a, b) => a.day.localeCompare(b.day))) {
    if (leaf.day <= date) heads.set(leaf.ticketId, leaf.headHash);
  }
  return new Map([...heads].filter((entry): entry is [number, string] => entry[1] !== null));
}

const sortedHeads = (heads: Map<number, string>) => [...heads].sort(([a], [b]) => a - b);

export function verifyLedger(data: LedgerData, digests: PublishedDigest[]): VerifyReport {
  const { chains, breaks } = recompute(data.history);
  const log = recomputeLog(data.shiftLog);
  const findings: Finding[] = [];
  for (const digest of [...digests].sort((a, b) => a.date.localeCompare(b.date))) {
    const found = (ticketId: number | null, message: string) => findings.push({ date: digest.date, ticketId, message });
    if (!rootSignatureValid(digest.publicKey, digest.root, digest.signature)) found(null, 'the signature of the root does not verify');
    if (keyIdOfPublicKey(digest.publicKey) !== digest.keyId) found(null, `the key id ${digest.keyId} is not that of the public key given`);
    const heads = new Map<number, string>();
    for (const [ticketId, chain] of chains) {
      const head = headAt(chain, digest.historyMaxId);
      if (head) heads.set(ticketId, head);
    }
    const logHead = headAt(log.chain, BigInt(digest.logMaxId));
    const scope = { day: digest.date, historyMaxId: digest.historyMaxId, logMaxId: String(digest.logMaxId) };
    if (digestRoot(sortedHeads(heads), { ...scope, logHead }) === digest.root) continue;
    const anchored = anchoredAt(data.anchors, digest.date);
    if (digestRoot(sortedHeads(anchored), { ...scope, logHead: digest.logHead }) !== digest.root) {
      const first = [...breaks.keys()].sort((a, b) => a - b)[0] ?? null;
      found(
        first,
        'the root differs, and the anchored heads were altered too: the event named (if any) is the first whose rows no longer chain',
      );
      continue;
    }
    const ids = [...new Set([...heads.keys(), ...anchored.keys()])].sort((a, b) => a - b);
    const moved = ids.find((id) => heads.get(id) !== anchored.get(id));
    if (moved !== undefined) found(moved, `the history of event #${moved} no longer matches the digest of ${digest.date}`);
    else found(null, `the shift log no longer matches the digest of ${digest.date}`);
  }
  const named = new Set(findings.map((f) => f.ticketId));
  for (const [ticketId, rowId] of breaks) {
    if (!named.has(ticketId)) findings.push({ date: null, ticketId, message: `history row ${rowId} of event #${ticketId} does not chain` });
  }
  if (log.broken !== null) findings.push({ date: null, ticketId: null, message: `shift-log row ${log.broken} does not chain` });
  const eventIds = findings.flatMap((f) => (f.ticketId === null ? [] : [f.ticketId]));
  return { digests: digests.length, findings, firstEventId: eventIds.length > 0 ? Math.min(...eventIds) : null };
}
