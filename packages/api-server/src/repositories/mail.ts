// The outbox as ADMIN reads it, staff mail preferences and the reporter's unsubscribe.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MailStatus, OutboxMessage, Paged, UserPreferences } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { mailOutbox, tickets, users } from '../db/schema.ts';
import { offsetOf, paged, type PageRequest } from '../lib/paging.ts';
import { storedMail } from '../mail/outbox-rows.ts';

export async function listOutbox(db: Db, request: PageRequest, status?: MailStatus): Promise<Paged<OutboxMessage>> {
  const where = status ? eq(mailOutbox.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(request.size)
      .offset(offsetOf(request)),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  const content = rows.map((r): OutboxMessage => {
    const stored = storedMail({ subject: r.subject, body: r.body, text_body: r.textBody, html_body: r.htmlBody });
    return {
      id: r.id,
      kind: r.kind,
      to: r.toAddress,
      subject: r.subject,
      text: stored?.text ?? '',
      html: stored?.html ?? '',
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    };
  });
  return paged(content, request, Number(total?.n ?? 0));
}

export async function getPreferences(db: Db, userId: string): Promise<UserPreferences | null> {
  const [row] = await db.select({ emailNotifications: users.emailNotifications }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function setPreferences(db: Db, userId: string, preferences: UserPreferences): Promise<UserPreferences | null> {
  const [row] = await db
    .update(users)
    .set({ emailNotifications: preferences.emailNotifications })
    .where(eq(users.id, userId))
    .returning({ emailNotifications: users.emailNotifications });
  return row ?? null;
}

/** Marks the event's reporter as unsubscribed (once; later calls keep the first time). False: no such event. */
export async function unsubscribeReporter(db: Db, ticketId: number): Promise<boolean> {
  const updated = await db
    .update(tickets)
    .set({ reporterUnsubscribedAt: sql`now()` })
    .where(and(eq(tickets.id, ticketId), isNull(tickets.reporterUnsubscribedAt)))
    .returning({ id: tickets.id });
  if (updated.length > 0) return true;
  const [exists] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, ticketId));
  return Boolean(exists);
}
