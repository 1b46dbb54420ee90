// Single-use tickets that open a notification stream, in the database so that a ticket issued by
// one instance opens the stream on any other. Only the SHA-256 of a ticket is stored: a leaked
// database row cannot open anyone's stream, and a ticket is useless after its first use or 60 s.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';

export const STREAM_TICKET_TTL_MS = 60_000;
/** Unredeemed tickets kept per user: a loop asking for tickets only pushes out its own (issue 21). */
export const PENDING_TICKETS_PER_USER = 10;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export async function issueStreamTicket(
  database: Database,
  userId: string,
  sessionId: string,
  pendingPerUser = PENDING_TICKETS_PER_USER,
): Promise<{ ticket: string; expiresIn: number }> {
  const ticket = randomBytes(32).toString('base64url');
  await database.query(
    `with added as (
       insert into stream_tickets (token_hash, user_id, expires_at, session_id)
       values ($1, $2, now() + $3 * interval '1 millisecond', $5) returning token_hash
     )
     delete from stream_tickets where token_hash in (
       select token_hash from stream_tickets where user_id = $2
       order by seq desc offset $4
     ) or expires_at < now() - interval '1 minute'`,
    [hash(ticket), userId, STREAM_TICKET_TTL_MS, Math.max(1, pendingPerUser) - 1, sessionId],
  );
  return { ticket, expiresIn: Math.floor(STREAM_TICKET_TTL_MS / 1000) };
}

/** The user and session the ticket was issued to, once; null when unknown, used or expired. */
export async function redeemStreamTicket(database: Database, ticket: string): Promise<{ userId: string; sessionId: string } | null> {
  const [row] = await database.query<{ user_id: string; session_id: string; valid: boolean }>(
    'delete from stream_tickets where token_hash = $1 returning user_id, session_id, expires_at > now() as valid',
    [hash(ticket)],
  );
  return row?.valid ? { userId: row.user_id, sessionId: row.session_id } : null;
}
