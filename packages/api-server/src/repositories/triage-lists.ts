// The lists ADMIN keeps for triage (issue 23): closing reasons, targets per severity, the severity
// each classification starts with, response templates.
import { asc, eq, sql } from 'drizzle-orm';
import type { CloseReason, ResponseTemplate, Severity, SeverityRule, SlaTarget } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { categories, classifications, closeReasons, responseTemplates, severityRules, slaTargets, subcategories } from '../db/schema.ts';
import { withClassificationPath } from './ticket-path.ts';

export async function listCloseReasons(db: Db): Promise<CloseReason[]> {
  return db
    .select({ code: closeReasons.code, name: closeReasons.name, active: closeReasons.active })
    .from(closeReasons)
    .orderBy(asc(closeReasons.position));
}

export async function findCloseReason(db: Db, code: string): Promise<CloseReason | undefined> {
  const [row] = await db
    .select({ code: closeReasons.code, name: closeReasons.name, active: closeReasons.active })
    .from(closeReasons)
    .where(eq(closeReasons.code, code));
  return row;
}

export async function closeReasonNamed(db: Db, name: string): Promise<CloseReason | undefined> {
  const [row] = await db
    .select({ code: closeReasons.code, name: closeReasons.name, active: closeReasons.active })
    .from(closeReasons)
    .where(sql`lower(${closeReasons.name}) = lower(${name})`);
  return row;
}

/** A code from the name: upper case, ASCII, underscores ("Falso aviso" → FALSO_AVISO). */
export function closeReasonCode(name: string): string {
  const code = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return code || 'MOTIVO';
}

/** Inserts with a code not yet taken (a suffix when two names make the same code). */
export async function insertCloseReason(db: Db, name: string, active: boolean): Promise<CloseReason> {
  const base = closeReasonCode(name);
  for (let n = 1; ; n++) {
    const code = n === 1 ? base : `${base}_${n}`;
    const [row] = await db
      .insert(closeReasons)
      .values({ code, name, active })
      .onConflictDoNothing({ target: closeReasons.code })
      .returning({ code: closeReasons.code, name: closeReasons.name, active: closeReasons.active });
    if (row) return row;
  }
}

export async function updateCloseReason(db: Db, code: string, name: string, active: boolean): Promise<CloseReason | undefined> {
  const [row] = await db
    .update(closeReasons)
    .set({ name, active })
    .where(eq(closeReasons.code, code))
    .returning({ code: closeReasons.code, name: closeReasons.name, active: closeReasons.active });
  return row;
}

const SEVERITY_ORDER = sql`array_position(array['MINOR','MODERATE','MAJOR','CRITICAL'], ${slaTargets.severity})`;

export async function listSlaTargets(db: Db): Promise<SlaTarget[]> {
  return db
    .select({ severity: slaTargets.severity, takeMinutes: slaTargets.takeMinutes, closeMinutes: slaTargets.closeMinutes })
    .from(slaTargets)
    .orderBy(SEVERITY_ORDER);
}

export async function updateSlaTarget(db: Db, severity: Severity, takeMinutes: number, closeMinutes: number): Promise<SlaTarget> {
  await db.update(slaTargets).set({ takeMinutes, closeMinutes, updatedAt: new Date() }).where(eq(slaTargets.severity, severity));
  return { severity, takeMinutes, closeMinutes };
}

/** A severity rule with its category's code, which the API's shape leaves out (the demo seed picks by it). */
export type SeverityRuleRow = SeverityRule & { categoryCode: string };

/** Every classification with the severity its new events start with: 'MODERATE' where none is set. */
export async function listSeverityRules(db: Db, classificationId?: number): Promise<SeverityRuleRow[]> {
  return withClassificationPath(
    db
      .select({
        classificationId: classifications.id,
        categoryCode: categories.code,
        categoryName: categories.name,
        subcategoryName: subcategories.name,
        classificationName: classifications.name,
        severity: sql<Severity>`coalesce(${severityRules.severity}, 'MODERATE')`,
      })
      .from(classifications)
      .$dynamic(),
  )
    .leftJoin(severityRules, eq(severityRules.classificationId, classifications.id))
    .where(classificationId === undefined ? undefined : eq(classifications.id, classificationId))
    .orderBy(categories.id, subcategories.id, classifications.id);
}

export async function setSeverityRule(db: Db, classificationId: number, severity: Severity): Promise<void> {
  await db
    .insert(severityRules)
    .values({ classificationId, severity })
    .onConflictDoUpdate({ target: severityRules.classificationId, set: { severity } });
}

const templateColumns = { id: responseTemplates.id, title: responseTemplates.title, body: responseTemplates.body };

export async function listResponseTemplates(db: Db): Promise<ResponseTemplate[]> {
  return db.select(templateColumns).from(responseTemplates).orderBy(asc(responseTemplates.title), asc(responseTemplates.id));
}

export async function insertResponseTemplate(db: Db, title: string, body: string): Promise<ResponseTemplate> {
  const [row] = await db.insert(responseTemplates).values({ title, body }).returning(templateColumns);
  return row!;
}

export async function updateResponseTemplate(db: Db, id: number, title: string, body: string): Promise<ResponseTemplate | undefined> {
  const [row] = await db
    .update(responseTemplates)
    .set({ title, body, updatedAt: new Date() })
    .where(eq(responseTemplates.id, id))
    .returning(templateColumns);
  return row;
}

export async function deleteResponseTemplate(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(responseTemplates).where(eq(responseTemplates.id, id)).returning({ id: responseTemplates.id });
  return rows.length > 0;
}
