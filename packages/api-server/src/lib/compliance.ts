// Compliance with the service standards (issue 40 item 1), pure: which standard measures an event and
// how each of its times went. An event is measured against the standard in force on the (Chilean)
// day it was reported: one for its classification beats one for its severity only; among those, the
// latest first day wins. Each limited time is MET (reached within the limit), BREACHED (reached
// later: a breach even when another milestone is missing) or NOT MEASURABLE (never reached).
import { STANDARD_TIMES, type Severity, type StandardTime } from '@vigia/domain';

const MINUTE = 60_000;

export interface StandardRule {
  id: number;
  severity: Severity;
  classificationId: number | null;
  /** 'YYYY-MM-DD'. */
  effectiveFrom: string;
  limits: Record<StandardTime, number | null>;
}

export interface MeasuredEvent {
  id: number;
  severity: Severity;
  classificationId: number;
  /** The Chilean day it was reported, 'YYYY-MM-DD'. */
  day: string;
  reportedAt: Date;
  /** When each time's milestone was reached; null: not (yet) reached. */
  reached: Record<StandardTime, Date | null>;
}

export interface TimeFigure {
  time: StandardTime;
  limitMinutes: number;
  measured: number;
  met: number;
  breached: number;
  notMeasurable: number;
}

export interface Breach {
  ticketId: number;
  standardId: number;
  time: StandardTime;
  limitMinutes: number;
  actualMinutes: number;
  reportedAt: Date;
}

export interface ComplianceFigures {
  events: number;
  withoutStandard: number;
  standards: { standardId: number; events: number; times: TimeFigure[] }[];
  breaches: Breach[];
}

/** More specific first, then the latest first day, then the latest written. */
const precedence = (a: StandardRule, b: StandardRule) =>
  Number(b.classificationId !== null) - Number(a.classificationId !== null) ||
  (a.effectiveFrom < b.effectiveFrom ? 1 : a.effectiveFrom > b.effectiveFrom ? -1 : 0) ||
  b.id - a.id;

/** Standards by severity, each list in precedence order: the first that applies to an event is its own. */
function bySeverity(standards: StandardRule[]): Map<Severity, StandardRule[]> {
  const groups = new Map<Severity, StandardRule[]>();
  for (const s of standards) groups.set(s.severity, [...(groups.get(s.severity) ?? []), s]);
  for (const list of groups.values()) list.sort(precedence);
  return groups;
}

const applies = (s: StandardRule, event: Pick<MeasuredEvent, 'classificationId' | 'day'>) =>
  s.effectiveFrom <= event.day && (s.classificationId === null || s.classificationId === event.classificationId);

/**
 * The standards in force on some day of [firstDay, lastDay]: for each severity and classification,
 * the last to start on or before firstDay and every one that starts within the range.
 */
export function standardsInForceDuring(standards: StandardRule[], firstDay: string, lastDay: string): StandardRule[] {
  const key = (s: StandardRule) => `${s.severity}/${s.classificationId ?? ''}`;
  const latestBefore = new Map<string, StandardRule>();
  for (const s of standards) {
    if (s.effectiveFrom > firstDay) continue;
    const held = latestBefore.get(key(s));
    if (!held || precedence(s, held) < 0) latestBefore.set(key(s), s);
  }
  return standards.filter((s) => latestBefore.get(key(s)) === s || (s.effectiveFrom > firstDay && s.effectiveFrom <= lastDay));
}

const round1 = (minutes: number) => Math.round(minutes * 10) / 10;

/** Every event against its standard: figures per standard (in the order given) and per time, and the breaches. */
export function measureCompliance(standards: StandardRule[], events: MeasuredEvent[]): ComplianceFigures {
  const groups = bySeverity(standards);
  const figures = new Map<number, { standardId: number; events: number; times: TimeFigure[] }>();
  for (const s of standards) {
    const times = STANDARD_TIMES.flatMap((time) => {
      const limitMinutes = s.limits[time];
      return limitMinutes === null ? [] : [{ time, limitMinutes, measured: 0, met: 0, breached: 0, notMeasurable: 0 }];
    });
    figures.set(s.id, { standardId: s.id, events: 0, times });
  }
  const breaches: Breach[] = [];
  let withoutStandard = 0;
  for (const event of events) {
    const standard = groups.get(event.severity)?.find((s) => applies(s, event));
    const figure = standard && figures.get(standard.id);
    if (!standard || !figure) {
      withoutStandard++;
      continue;
    }
    figure.events++;
    for (const t of figure.times) {
      t.measured++;
      const reached = event.reached[t.time];
      if (reached === null) {
        t.notMeasurable++;
        continue;
      }
      const elapsed = reached.getTime() - event.reportedAt.getTime();
      if (elapsed <= t.limitMinutes * MINUTE) {
        t.met++;
        continue;
      }
      t.breached++;
      breaches.push({
        ticketId: event.id,
        standardId: standard.id,
        time: t.time,
        limitMinutes: t.limitMinutes,
        actualMinutes: round1(elapsed / MINUTE),
        reportedAt: event.reportedAt,
      });
    }
  }
  return { events: events.length, withoutStandard, standards: [...figures.values()], breaches };
}
