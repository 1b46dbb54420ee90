// The outbox rows the mail worker works on (worker.ts): claiming them under a lease, giving them
// back, and recording each one's outcome (SENT, HELD, retried or FAILED) with its rendered bodies.
// - Claim: due PENDING rows whose lease is free, a few at a time, with FOR UPDATE SKIP LOCKED (two
//   instances never claim the same row) and a lease (`locked_until`): a worker that dies mid-batch
//   leaves rows that another takes once the lease ends. Works the same on PGlite and PostgreSQL.
// - Every outcome writes the message's parts too (`body`, layout.ts): a rendered row shows its text
//   to ADMIN whatever happens next. SENT bodies keep no one-time link (`token=…`), since ADMIN reads
//   them; a sealed one-time link (link-seal.ts) is dropped once the row is sent or failed. HELD
//   keeps it sealed (never shown: the text stays masked), as it was written.
import type { Database } from '../db/client.ts';
import { renderStored, type MailBody, type RenderedMail } from './layout.ts';
import { maskMail, SEALED_LINK_KEY } from './link-seal.ts';

export const MAX_ATTEMPTS = 10;
/** Longer than a batch can take: 5 sends of at most ~50 s each (the time-outs of delivery.ts). */
const LEASE_MS = 5 * 60_000;
const RETRY_MAX_MS = 3600_000;

type Queries = Pick<Database, 'query'>;

export interface ClaimedRow {
  id: number;
  kind: string;
  to_address: string;
  payload: Record<string, unknown>;
  subject: string;
  /** Null: not rendered yet (written by a trigger), or written before migration 0035 (text_body, html_body). */
  body: MailBody | null;
  text_body: string;
  html_body: string;
  attempts: number;
  created_at: Date | string;
}

const CLAIM_SQL = `update mail_outbox set locked_until = now() + make_interval(secs => $1::float8), attempts = attempts + 1
  where id in (
    select id from mail_outbox
    where status = 'PENDING' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
    order by next_attempt_at, id
    limit $2
    for update skip locked
  )
  returning id, kind, to_address, payload, subject, body, text_body, html_body, attempts, created_at`;

/**
 * Without SMTP (HELD): the due rows read, not claimed. Holding sends nothing, so no lease is needed:
 * the HELD write takes only rows still PENDING and not leased, and a claim's own commit (a WAL
 * flush beside every burst of creations) is saved (issue 36).
 */
const DUE_SQL = `select id, kind, to_address, payload, subject, body, text_body, html_body, attempts, created_at from mail_outbox
  where status = 'PENDING' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
  order by next_attempt_at, id
  limit $1`;

const NEXT_DUE_SQL = `select (extract(epoch from min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now()) * 1000)::float8 as ms
  from mail_outbox where status = 'PENDING'`;

const SENT_SQL = `update mail_outbox set status = 'SENT', sent_at = now(), locked_until = null, last_error = null,
  subject = $2, body = $3::jsonb, text_body = coalesce($4, text_body), html_body = coalesce($5, html_body),
  payload = payload - '${SEALED_LINK_KEY}' where id = $1`;
/** HELD: rows read unclaimed (DUE_SQL), written only if no other worker took them meanwhile. */
const HELD_SQL = `update mail_outbox set status = 'HELD', subject = $2, body = $3::jsonb
  where id = $1 and status = 'PENDING' and (locked_until is null or locked_until <= now())`;
/** $7: 1 for a row read unclaimed (its attempt is counted here), 0 for a claimed one (counted by the claim). */
const RETRY_SQL = `update mail_outbox set status = $4, locked_until = null, last_error = $5, attempts = attempts + $7::int,
  next_attempt_at = now() + make_interval(secs => $6::float8), subject = $2, body = $3::jsonb,
  payload = case when $4 = 'FAILED' then payload - '${SEALED_LINK_KEY}' else payload end where id = $1`;
/** Many rows HELD at once: ids, subjects and bodies as arrays. */
const HELD_MANY_SQL = `update mail_outbox m set status = 'HELD', subject = v.subject, body = v.body
  from unnest($1::int[], $2::text[], $3::jsonb[]) as v(id, subject, body)
  where m.id = v.id and m.status = 'PENDING' and (m.locked_until is null or m.locked_until <= now())`;
/** Claimed but not attempted (the app is closing): as if never claimed. */
const RELEASE_SQL = `update mail_outbox set locked_until = null, attempts = attempts - 1 where id = any($1::int[])`;

/** A body as the statements' jsonb parameter; null stays SQL null (the renderings kept as written). */
const jsonOf = (body: MailBody | null) => (body === null ? null : JSON.stringify(body));

/** The columns a row's message is kept in. */
export type StoredRow = Pick<ClaimedRow, 'subject' | 'body' | 'text_body' | 'html_body'>;

/**
 * A row's message as stored: rendered again from its parts, or its renderings as written before
 * migration 0035; null when it was never rendered (a trigger's row still PENDING).
 */
export function storedMail(row: StoredRow): RenderedMail | null {
  if (row.body) return renderStored(row.subject, row.body);
  return row.subject ? { subject: row.subject, text: row.text_body, html: row.html_body, body: null } : null;
}

export const retryDelayMs = (attempts: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

/** Up to `limit` due rows, each counted as an attempt and leased to this worker. */
export const claimRows = (database: Queries, limit: number) => database.query<ClaimedRow>(CLAIM_SQL, [LEASE_MS / 1000, limit]);

/** Up to `limit` due rows, read without a lease (to be HELD: recordHeld). */
export const dueRows = (database: Queries, limit: number) => database.query<ClaimedRow>(DUE_SQL, [limit]);

/** Rows claimed but not attempted, given back as if never claimed. */
export async function releaseRows(database: Queries, rows: ClaimedRow[]) {
  await database.query(RELEASE_SQL, [rows.map((r) => r.id)]);
}

/** Milliseconds until the next PENDING row is due (negative: overdue); null when there is none. */
export async function nextDueMs(database: Queries): Promise<number | null> {
  const [next] = await database.query<{ ms: number | null }>(NEXT_DUE_SQL);
  return next?.ms === null || next?.ms === undefined ? null : Number(next.ms);
}

/**
 * Sent: the message as sent, with its one-time links redacted (in its parts, or in the renderings
 * of a message written before migration 0035; the other outcomes leave those as they were).
 */
export async function recordSent(database: Queries, row: ClaimedRow, rendered: RenderedMail) {
  const { subject, text, html, body } = maskMail(rendered);
  await database.query(SENT_SQL, [row.id, subject, jsonOf(body), body ? null : text, body ? null : html]);
}

/** Held (no SMTP): every rendered row read by dueRows in one statement, unless another worker took it; no attempt counted. */
export async function recordHeld(database: Queries, held: [ClaimedRow, RenderedMail][]) {
  if (held.length === 1) {
    const [[row, m]] = held as [[ClaimedRow, RenderedMail]];
    await database.query(HELD_SQL, [row.id, m.subject, jsonOf(m.body)]);
  } else if (held.length > 1) {
    await database.query(HELD_MANY_SQL, [held.map(([row]) => row.id), held.map(([, m]) => m.subject), held.map(([, m]) => jsonOf(m.body))]);
  }
}

/** A failed attempt: PENDING again after `delayS`, or FAILED for good (`final`). */
export async function recordFailure(
  database: Queries,
  row: ClaimedRow,
  rendered: RenderedMail,
  error: string,
  final: boolean,
  delayS: number,
  /** Read by dueRows, not claimed: this failure is its attempt. */
  unclaimed = false,
) {
  await database.query(RETRY_SQL, [
    row.id,
    rendered.subject,
    jsonOf(rendered.body),
    final ? 'FAILED' : 'PENDING',
    error,
    delayS,
    unclaimed ? 1 : 0,
  ]);
}
