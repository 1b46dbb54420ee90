// Users (profiles). Soft-deleted rows (deleted_at set) are invisible everywhere.
import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { OperatorSummary, Paged, Role, UserProfile } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { pageOf, paged, type PageRequest } from '../lib/paging.ts';

export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
}

type UserRow = typeof users.$inferSelect;

export function toUserProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileCode: row.role,
    phone: row.phone,
    rut: row.rut,
    realAddress: row.realAddress,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

const live = isNull(users.deletedAt);

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The per-request check: only enabled, not deleted users keep a working session. */
export async function findActiveUser(db: Db, id: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, id), live, eq(users.enabled, true)))
    .limit(1);
  return row ?? null;
}

/** The one account (deleted ones never) that `where` picks. */
async function findLiveUser(db: Db, where: SQL): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(and(where, live)).limit(1);
  return row ?? null;
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  return findLiveUser(db, eq(users.email, normalizeEmail(email)));
}

export function findUser(db: Db, id: string): Promise<UserRow | null> {
  return findLiveUser(db, eq(users.id, id));
}

export interface NewUser {
  email: string;
  passwordHash: string;
  /** Null: a self-registered account that has not confirmed its e-mail yet. */
  emailConfirmedAt?: Date | null;
  firstName: string;
  lastName: string;
  role: Role;
  phone?: string;
  rut?: string;
  realAddress?: string;
}

export async function insertUser(db: Db, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...input, email: normalizeEmail(input.email) })
    .returning();
  return row!;
}

export async function updateUser(db: Db, id: string, fields: Partial<NewUser> & { enabled?: boolean }): Promise<UserRow | null> {
  const values = { ...fields, updatedAt: new Date() };
  if (fields.email) values.email = normalizeEmail(fields.email);
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, id), live))
    .returning();
  return row ?? null;
}

export async function markEmailConfirmed(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, id));
}

export async function softDeleteUser(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deletedAt: new Date(), enabled: false, updatedAt: new Date() })
    .where(and(eq(users.id, id), live))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function listUsers(db: Db, request: PageRequest, q?: string): Promise<Paged<UserProfile>> {
  const conditions: SQL[] = [live];
  if (q?.trim()) {
    const pattern = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    pageOf(db.select().from(users).where(where).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)), request),
    db.$count(users, where),
  ]);
  return paged(rows.map(toUserProfile), request, total);
}

export async function listOperators(db: Db): Promise<OperatorSummary[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(live, eq(users.enabled, true), eq(users.role, 'OPERATOR')))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`, email: r.email }));
}

export async function activeUserIdsByRole(db: Db, role: Role): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(live, eq(users.enabled, true), eq(users.role, role)));
  return rows.map((r) => r.id);
}

export async function countUsers(db: Db): Promise<number> {
  return db.$count(users);
}
