// Sessions: one row per sign-in. The token names its session, and every request checks that row
// with the user's (one indexed query), so ending a session takes effect at once on every instance.
// Ending all of an account's sessions on a new password, role change, disable, enable or delete is
// a trigger on users (migration 0007), whatever code path changes them.
import type { Role } from '@vigia/domain';
import type { Database } from '../db/client.ts';
import type { AuthUser } from './users.ts';

export interface SessionUser extends AuthUser {
  emailConfirmed: boolean;
}

/** A new session; the account's sessions that ended over a day ago are deleted on the way. */
export async function createSession(database: Database, userId: string, ttlSeconds: number, ip: string): Promise<string> {
  const [row] = await database.query<{ id: string }>(
    `with gone as (
       delete from sessions where user_id = $1 and (expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day')
     )
     insert into sessions (user_id, expires_at, ip) values ($1, now() + $2 * interval '1 second', $3) returning id`,
    [userId, ttlSeconds, ip.slice(0, 64)],
  );
  return row!.id;
}

/** The signed-in user of a live session: not revoked, not expired, the account enabled and not deleted. */
export async function findSessionUser(database: Database, userId: string, sessionId: string): Promise<SessionUser | null> {
  const [row] = await database.query<{
    id: string;
    email: string;
    role: Role;
    first_name: string;
    last_name: string;
    email_confirmed: boolean;
  }>(
    `select u.id, u.email, u.role, u.first_name, u.last_name, u.email_confirmed_at is not null as email_confirmed
       from sessions s join users u on u.id = s.user_id
      where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now()
        and u.enabled and u.deleted_at is null`,
    [sessionId, userId],
    'vigia_session_user',
  );
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    emailConfirmed: row.email_confirmed,
  };
}

export async function endSession(database: Database, sessionId: string): Promise<void> {
  await database.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
}

/** Ends every session of the account; returns how many were live. */
export async function endUserSessions(database: Database, userId: string): Promise<number> {
  const rows = await database.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null returning id', [
    userId,
  ]);
  return rows.length;
}
