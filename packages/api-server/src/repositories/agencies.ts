// Outside agencies (issue 39 item 4): the list, an event's entries (who was told when, arrivals and
// departures) and the awaited ones. Writes run inside the caller's transaction.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { INSPECTOR_AGENCY, type Agency, type TicketAgency } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { agencies, ticketAgencies, users } from '../db/schema.ts';
import type { InspectorOptions } from '../inspector-config.ts';
import type { Tx } from './tickets.ts';

export async function listAgencies(db: Db): Promise<Agency[]> {
  return db
    .select({ code: agencies.code, name: agencies.name, phone: agencies.phone, email: agencies.email })
    .from(agencies)
    .orderBy(asc(agencies.sortOrder), asc(agencies.code));
}

export async function findAgency(db: Db | Tx, code: string) {
  const [row] = await db.select().from(agencies).where(eq(agencies.code, code)).limit(1);
  return row;
}

/** The configured clock and address, on the agency row the SQL of lib/inspector-clock.ts reads. */
export async function applyInspectorOptions(db: Db, options: InspectorOptions): Promise<void> {
  await db
    .update(agencies)
    .set({ noticeMinutes: options.noticeMinutes, email: options.address })
    .where(eq(agencies.code, INSPECTOR_AGENCY));
}

const entryColumns = {
  id: ticketAgencies.id,
  ticketId: ticketAgencies.ticketId,
  agencyCode: ticketAgencies.agencyCode,
  agencyName: agencies.name,
  notifiedAt: ticketAgencies.notifiedAt,
  recordedAt: ticketAgencies.recordedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  reason: ticketAgencies.reason,
  reference: ticketAgencies.reference,
  arrivedAt: ticketAgencies.arrivedAt,
  leftAt: ticketAgencies.leftAt,
  version: ticketAgencies.version,
};

type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['execute']>>[number];

function toEntry(row: EntryRow): TicketAgency {
  const { firstName, lastName, ...rest } = row;
  return {
    ...rest,
    notifiedAt: rest.notifiedAt.toISOString(),
    recordedAt: rest.recordedAt.toISOString(),
    recordedByName: firstName ? `${firstName} ${lastName}` : null,
    backdated: rest.reason !== null,
    arrivedAt: rest.arrivedAt?.toISOString() ?? null,
    leftAt: rest.leftAt?.toISOString() ?? null,
  };
}

function entries(db: Db | Tx) {
  return db
    .select(entryColumns)
    .from(ticketAgencies)
    .innerJoin(agencies, eq(agencies.code, ticketAgencies.agencyCode))
    .leftJoin(users, eq(users.id, ticketAgencies.recordedBy));
}

/** An event's entries, in the order the agencies were told. */
export async function ticketAgencyEntries(db: Db | Tx, ticketId: number): Promise<TicketAgency[]> {
  const rows = await entries(db)
    .where(eq(ticketAgencies.ticketId, ticketId))
    .orderBy(asc(ticketAgencies.notifiedAt), asc(ticketAgencies.id));
  return rows.map(toEntry);
}

export async function ticketAgencyEntry(db: Db | Tx, ticketId: number, entryId: number): Promise<TicketAgency | undefined> {
  const [row] = await entries(db).where(and(eq(ticketAgencies.ticketId, ticketId), eq(ticketAgencies.id, entryId)));
  return row ? toEntry(row) : undefined;
}

/** Locks one entry of the event until the transaction ends; undefined when there is none. */
export async function lockTicketAgencyEntry(tx: Tx, ticketId: number, entryId: number): Promise<TicketAgency | undefined> {
  await tx
    .select({ id: ticketAgencies.id })
    .from(ticketAgencies)
    .where(and(eq(ticketAgencies.ticketId, ticketId), eq(ticketAgencies.id, entryId)))
    .for('update');
  return ticketAgencyEntry(tx, ticketId, entryId);
}

/** Whether the agency has an entry on the event it has not left yet. */
export async function hasOpenEntry(tx: Tx, ticketId: number, agencyCode: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ticketAgencies.id })
    .from(ticketAgencies)
    .where(and(eq(ticketAgencies.ticketId, ticketId), eq(ticketAgencies.agencyCode, agencyCode), isNull(ticketAgencies.leftAt)))
    .limit(1);
  return row !== undefined;
}

export interface NewAgencyEntry {
  ticketId: number;
  agencyCode: string;
  notifiedAt: Date;
  recordedAt: Date;
  recordedBy: string;
  reason: string | null;
  reference: string | null;
}

export async function insertAgencyEntry(tx: Tx, entry: NewAgencyEntry): Promise<number> {
  const [row] = await tx.insert(ticketAgencies).values(entry).returning({ id: ticketAgencies.id });
  return row!.id;
}

/** Sets the times (and reference) given on the locked entry and moves its version on. */
export async function updateAgencyEntry(
  tx: Tx,
  entryId: number,
  values: { arrivedAt?: Date | null; leftAt?: Date | null; reference?: string | null },
): Promise<void> {
  await tx
    .update(ticketAgencies)
    .set({ ...values, version: sql`${ticketAgencies.version} + 1` })
    .where(eq(ticketAgencies.id, entryId));
}
