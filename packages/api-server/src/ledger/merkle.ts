// The anchored record's arithmetic (issue 40 item 3), shared by the server that signs a digest and
// the verifier that recomputes it offline. Row hashes repeat the SQL of db/functions/
// ticket_history_hash.sql and shift_log_hash.sql byte for byte (the tests hold them together).
// The tree is RFC 6962's: leaves hashed with a 0x00 prefix, inner nodes with 0x01, so a leaf can
// never pass for a node; an odd node at the end of a level is carried up unchanged.
import { createHash } from 'node:crypto';

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/** A history row as the chain hashes it: `changes` is jsonb's own text, `changedAt` UTC to the µs. */
export interface HistoryRow {
  id: number;
  ticketId: number;
  changedById: string | null;
  action: string;
  changes: string;
  changedAt: string;
  prevHash: string | null;
  hash: string;
  /** The salted commitment to the row's personal values (migration 0033); null or absent: none. */
  commitment?: string | null;
}

/** A shift-log row as its chain hashes it (`id` as text: it is a bigint). */
export interface LogRow {
  id: string;
  at: string;
  authorId: string;
  kind: string;
  text: string;
  ticketId: number | null;
  unitId: number | null;
  corrects: string | null;
  handoverId: number | null;
  prevHash: string | null;
  hash: string;
}

const orDash = (value: string | number | null) => (value === null ? '-' : String(value));

/** What ticket_history_sealed_hash() computes (ticket_history_hash() for a row without commitment), given the previous hash. */
export function historyRowHash(row: HistoryRow, prevHash: string | null): string {
  const text = [row.id, row.ticketId, orDash(row.changedById), row.action, row.changes, row.changedAt, orDash(prevHash)].join('\n');
  const plain = sha256(Buffer.from(text, 'utf8')).toString('hex');
  return row.commitment ? sha256(Buffer.from(`${plain}\n${row.commitment}`, 'utf8')).toString('hex') : plain;
}

/** What shift_log_hash() computes, given the previous hash of the log. */
export function logRowHash(row: LogRow, prevHash: string | null): string {
  const fields = [row.id, row.at, row.authorId, row.kind, row.text, orDash(row.ticketId), orDash(row.unitId)];
  const text = [...fields, orDash(row.corrects), orDash(row.handoverId), orDash(prevHash)].join('\n');
  return sha256(Buffer.from(text, 'utf8')).toString('hex');
}

/** What a digest covers besides the events: its day, its bounds and the shift log's head. */
export interface DigestScope {
  day: string;
  historyMaxId: number;
  logMaxId: string;
  logHead: string | null;
}

/** An event's leaf: its id and its chain's head, so a head cannot move to another event. */
export const eventLeaf = (ticketId: number, head: string) => sha256(Buffer.from([0]), `event\n${ticketId}\n${head}`);

/** The leaves after the events': the shift log's head, then the digest's day and bounds. */
export function scopeLeaves(scope: DigestScope): Buffer[] {
  return [
    sha256(Buffer.from([0]), `shift-log\n${orDash(scope.logHead)}`),
    sha256(Buffer.from([0]), `digest\n${scope.day}\n${scope.historyMaxId}\n${scope.logMaxId}`),
  ];
}

/** The Merkle root of the leaves, in order (hex). */
export function merkleRoot(leaves: Buffer[]): string {
  if (leaves.length === 0) return sha256('').toString('hex');
  let level = leaves;
  while (level.length > 1) {
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const right = level[i + 1];
      next.push(right ? sha256(Buffer.from([1]), level[i]!, right) : level[i]!);
    }
    level = next;
  }
  return level[0]!.toString('hex');
}

/** The root of a digest from its events' heads (ascending by event id) and its scope. */
export function digestRoot(heads: readonly (readonly [number, string])[], scope: DigestScope): string {
  return merkleRoot([...heads.map(([id, head]) => eventLeaf(id, head)), ...scopeLeaves(scope)]);
}
