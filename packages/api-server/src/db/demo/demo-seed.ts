// Writes the demo (issue 37 item 12): its people, then demo-story.ts's events as the API would have
// left them (milestones, history in time order, comments, notifications). Called once, on an empty
// database, inside the seed's transaction.
import { CHANNEL_WEB, SEVERITIES, type Role } from '@vigia/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { comments, notifications, slaTargets, ticketHistory, ticketMilestones, tickets, users } from '../schema.ts';
import { hashPassword } from '../../lib/password.ts';
import { listSeverityRules } from '../../repositories/triage-lists.ts';
import { demoStory, type DemoEvent, type DemoNode, type DemoPerson, type DemoTargets } from './demo-story.ts';
import { DEMO_PASSWORD, DEMO_REPORTERS, DEMO_USERS } from './demo-users.ts';
import { seedDemoUnits } from './demo-units.ts';
import { seedDemoStandards } from './demo-standards.ts';

export async function seedDemo(db: Db, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = await db
    .insert(users)
    .values(DEMO_USERS.map((u) => ({ ...u, passwordHash, realAddress: 'Ruta 5 Sur km 500, Los Ángeles', emailConfirmedAt: now })))
    .returning();
  const byRole = (role: Role) => people.find((p) => p.role === role)!;
  const operators = people.filter((p) => p.role === 'OPERATOR');
  const person: Record<DemoPerson, (typeof people)[number]> = {
    DRIVER: byRole('DRIVER'),
    OPERATOR: operators[0]!,
    OPERATOR2: operators[1]!,
    SUPERVISOR: byRole('SUPERVISOR'),
  };
  const idOf = (who: DemoPerson | null) => (who ? person[who].id : null);

  // In the classifications' order, as the story's seeded picks expect.
  const tree: DemoNode[] = (await listSeverityRules(db))
    .map((r) => ({
      classificationId: r.classificationId,
      classification: r.classificationName,
      category: r.categoryCode,
      severity: r.severity,
    }))
    .sort((a, b) => a.classificationId - b.classificationId);
  const targetRows = await db.select().from(slaTargets);
  const targets = Object.fromEntries(
    SEVERITIES.map((s) => {
      const row = targetRows.find((r) => r.severity === s)!;
      return [s, { takeMinutes: row.takeMinutes, closeMinutes: row.closeMinutes }];
    }),
  ) as DemoTargets;

  const events = demoStory(now, tree, targets, DEMO_REPORTERS.length);
  for (const [index, event] of events.entries()) await writeEvent(db, event, index, person, idOf, now);
  await seedDemoUnits(db, now);
  await seedDemoStandards(db, now);
  // The story's newest events are younger than the hour after which a creation mails no one
  // (tickets_mail_created): the demo's made-up reporters get no mail, and the mail caps those unsent
  // mails took (per event, per comment author) are given back. The database was empty.
  await db.execute(sql`delete from mail_outbox`);
  await db.execute(sql`delete from mail_quota`);
}

async function writeEvent(
  db: Db,
  event: DemoEvent,
  index: number,
  person: Record<DemoPerson, { id: string; firstName: string; lastName: string; email: string; rut: string }>,
  idOf: (who: DemoPerson | null) => string | null,
  now: Date,
): Promise<void> {
  const driver = person.DRIVER;
  const [fullName, email, rut, patente] =
    event.reporter === 'DRIVER'
      ? [`${driver.firstName} ${driver.lastName}`, driver.email, driver.rut, 'DMRZ10']
      : DEMO_REPORTERS[event.reporter]!;
  const history = [...event.history].sort((a, b) => a.at - b.at);
  const createdAt = new Date(event.createdAt);
  const [ticket] = await db
    .insert(tickets)
    .values({
      description: event.description,
      kilometer: event.kilometer,
      sector: event.sector,
      commune: event.commune,
      orientation: event.orientation,
      dateEvent: createdAt,
      channelCode: CHANNEL_WEB,
      classificationId: event.node.classificationId,
      realAddress: `Ruta 5 Sur km ${Math.floor(event.kilometer)}, ${event.commune}`,
      email,
      fullName,
      phone: `569${String(20_000_000 + index * 1_234_567).slice(0, 8)}`,
      rut,
      patente,
      statusCode: event.statusCode,
      severity: event.node.severity,
      injured: event.injured,
      assignedToId: idOf(event.assignee),
      createdById: event.reporter === 'DRIVER' ? driver.id : null,
      createdAt,
      updatedAt: new Date(history.at(-1)!.at),
      closedAt: event.closedAt === null ? null : new Date(event.closedAt),
      closeReason: event.closeReason,
      takenAt: event.takenAt === null ? null : new Date(event.takenAt),
      lanesNorth: event.lanesNorth,
      lanesSouth: event.lanesSouth,
      // Past events: their breaches are history, not news. The open ones are watched as any other.
      slaBreachNotifiedAt: event.stage === 'HISTORY' ? now : null,
    })
    .returning({ id: tickets.id });
  const ticketId = ticket!.id;
  if (event.milestones.length > 0) {
    await db.insert(ticketMilestones).values(
      event.milestones.map((m) => ({
        ticketId,
        code: m.code,
        at: new Date(m.at),
        // Recorded as it happened: not a correction.
        recordedAt: new Date(m.at),
        recordedBy: idOf(m.by),
      })),
    );
  }
  // One statement, rows in time order: the history chain's trigger links them in that order.
  await db.insert(ticketHistory).values(
    history.map((step) => ({
      ticketId,
      changedById: idOf(step.by),
      action: step.action,
      changes: step.changes['assignedToId']
        ? { ...step.changes, assignedToId: [null, idOf(step.changes['assignedToId'][1] as DemoPerson)] as [unknown, unknown] }
        : step.changes,
      changedAt: new Date(step.at),
    })),
  );
  const byDriver = event.reporter === 'DRIVER';
  const closed = event.statusCode === 'CERRADO';
  const label = `${event.node.classification} en ${event.commune}`;
  const notices: (typeof notifications.$inferInsert)[] = [
    // The supervisors hear of every new event; the story's are still unread.
    {
      profileId: person.SUPERVISOR.id,
      type: 'EVENT_CREATED',
      ticketId,
      message: `Nuevo evento #${ticketId}: ${label}`,
      read: closed,
      createdAt,
    },
  ];
  if (event.assignee && event.assignedBy === 'SUPERVISOR') {
    notices.push({
      profileId: person[event.assignee].id,
      type: 'EVENT_ASSIGNED',
      ticketId,
      message: `Se le asignó el evento #${ticketId}`,
      read: closed,
      createdAt: new Date(event.takenAt!),
    });
  }
  if (event.comment) {
    // On the driver's own event the note is public, so the driver is told of it.
    await db.insert(comments).values({
      ticketId,
      authorId: idOf(event.comment.by),
      body: event.comment.body,
      visibility: byDriver ? 'PUBLIC' : 'INTERNAL',
      createdAt: new Date(event.comment.at),
    });
    if (byDriver) {
      notices.push({
        profileId: driver.id,
        type: 'COMMENT_ADDED',
        ticketId,
        message: `Nuevo comentario en el evento #${ticketId}`,
        read: closed,
        createdAt: new Date(event.comment.at),
      });
    }
  }
  if (closed && byDriver) {
    notices.push({
      profileId: driver.id,
      type: 'EVENT_CLOSED',
      ticketId,
      message: `El evento #${ticketId} fue cerrado`,
      createdAt: new Date(event.closedAt!),
    });
  }
  await db.insert(notifications).values(notices);
}
