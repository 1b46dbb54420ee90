// The demo's service standards (issue 40): one per severity, cleared within the severity's close
// target (sla_targets), the Inspección Fiscal told within its clock's default for CRITICAL and MAJOR,
// in force since before the demo's 30 days of history, so every demo event is measured.
import { INSPECTOR_NOTICE_SEVERITIES, SEVERITIES, type Severity } from '@vigia/domain';
import type { Db } from '../client.ts';
import { serviceStandards, slaTargets } from '../schema.ts';
import { DEFAULT_INSPECTOR } from '../../inspector-config.ts';
import { localDay } from '../../repositories/reports.ts';

/** Minutes to the first unit on scene and to lanes open, per severity (null: not measured). */
const ON_SITE: Record<Severity, [onScene: number | null, lanesOpen: number | null]> = {
  CRITICAL: [30, 90],
  MAJOR: [45, 180],
  MODERATE: [90, 480],
  MINOR: [null, null],
};

const DAY = 86_400_000;

export async function seedDemoStandards(db: Db, now: Date): Promise<void> {
  const targets = await db.select().from(slaTargets);
  const effectiveFrom = localDay(new Date(now.getTime() - 60 * DAY));
  await db.insert(serviceStandards).values(
    SEVERITIES.map((severity) => ({
      severity,
      classificationId: null,
      onSceneMinutes: ON_SITE[severity][0],
      lanesOpenMinutes: ON_SITE[severity][1],
      clearedMinutes: targets.find((t) => t.severity === severity)?.closeMinutes ?? null,
      inspectorNoticeMinutes: (INSPECTOR_NOTICE_SEVERITIES as readonly Severity[]).includes(severity)
        ? DEFAULT_INSPECTOR.noticeMinutes
        : null,
      effectiveFrom,
    })),
  );
}
