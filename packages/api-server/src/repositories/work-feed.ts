// The planned works the public feeds publish (issue 41 item 4): APPROVED works whose last period
// has not ended (ACTIVE ones included: ACTIVE is APPROVED during a period, domain/work-status.ts),
// with their periods. Only what a road user needs is selected: never the contractor, the contact,
// who planned or approved the work, nor a rejection reason.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { LaneState, Orientation } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { plannedWorkPeriods, plannedWorks } from '../db/schema.ts';

/** The most works one feed lists (the road has a handful a week). */
export const FEED_WORKS_MAX = 500;

export interface FeedPeriod {
  start: Date;
  end: Date;
}

export interface FeedWork {
  id: number;
  title: string;
  kmFrom: number;
  kmTo: number;
  orientations: Orientation[];
  lanesClosed: Record<Orientation, LaneState>;
  shoulderClosed: boolean;
  speedLimit: number | null;
  createdAt: Date;
  updatedAt: Date;
  /** Oldest first; only those not ended at `now`. */
  periods: FeedPeriod[];
}

/** The current period, else the next one (null: none left). */
export const currentOrNextPeriod = (work: FeedWork, now: Date): FeedPeriod | null =>
  work.periods.find((period) => period.end.getTime() > now.getTime()) ?? null;

/** Whether the work closes its lanes now (ACTIVE). */
export const isWorkActive = (work: FeedWork, now: Date): boolean =>
  work.periods.some((period) => period.start.getTime() <= now.getTime() && now.getTime() < period.end.getTime());

export async function feedWorks(db: Db, now: Date): Promise<FeedWork[]> {
  const rows = await db
    .select({
      id: plannedWorks.id,
      title: plannedWorks.title,
      kmFrom: plannedWorks.kmFrom,
      kmTo: plannedWorks.kmTo,
      orientations: plannedWorks.orientations,
      lanesNorth: plannedWorks.lanesNorth,
      lanesSouth: plannedWorks.lanesSouth,
      shoulderClosed: plannedWorks.shoulderClosed,
      speedLimit: plannedWorks.speedLimit,
      createdAt: plannedWorks.createdAt,
      updatedAt: plannedWorks.updatedAt,
    })
    .from(plannedWorks)
    .where(and(eq(plannedWorks.status, 'APPROVED'), gt(plannedWorks.endsAt, now)))
    .orderBy(asc(plannedWorks.startsAt), asc(plannedWorks.id))
    .limit(FEED_WORKS_MAX);
  if (rows.length === 0) return [];
  const periods = await db
    .select({ workId: plannedWorkPeriods.workId, start: plannedWorkPeriods.startsAt, end: plannedWorkPeriods.endsAt })
    .from(plannedWorkPeriods)
    .where(
      and(
        inArray(
          plannedWorkPeriods.workId,
          rows.map((row) => row.id),
        ),
        gt(plannedWorkPeriods.endsAt, now),
      ),
    )
    .orderBy(asc(plannedWorkPeriods.workId), asc(plannedWorkPeriods.startsAt));
  const byWork = new Map<number, FeedPeriod[]>(rows.map((row) => [row.id, []]));
  for (const period of periods) byWork.get(period.workId)?.push({ start: period.start, end: period.end });
  return rows.map(({ lanesNorth, lanesSouth, ...row }) => ({
    ...row,
    lanesClosed: { NORTH: lanesNorth, SOUTH: lanesSouth },
    periods: byWork.get(row.id) ?? [],
  }));
}
