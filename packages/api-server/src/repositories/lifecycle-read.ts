// The lifecycle part of an event's JSON (issue 26): its milestones and links, read in the same query
// as the event (a correlated json aggregate per row, on the tables' keys: a page is still one query).
import { sql } from 'drizzle-orm';
import { MILESTONE_NOW_TOLERANCE_MS, type Milestone, type MilestoneCode, type TicketLifecycle } from '@vigia/domain';
import { tickets } from '../db/schema.ts';

/** Same-time milestones keep the timeline's order. */
export const MILESTONE_RANK = sql.raw(`array['VERIFIED','DISPATCHED','ON_SCENE','LANES_OPEN','CLEARED']`);

/**
 * Corrected: recorded with a past time and its reason, or (however it got there) with a time further
 * from when it was recorded than "now" stretches.
 */
export const milestoneCorrected = sql.raw(
  `(m.reason is not null or abs(extract(epoch from m.at - m.recorded_at)) * 1000 > ${MILESTONE_NOW_TOLERANCE_MS})`,
);

type MilestoneRow = { code: MilestoneCode; at: string; corrected: boolean };
type LinkIds = { duplicateOf: number | null; primaryId: number | null; duplicates: number[] | null; secondaryIds: number[] | null };

/** A json column's value: parsed by the driver, or (as some drivers hand json back) its text. */
type JsonValue<T> = T | string;
// JSON.parse answers `any`: the text is the same json_build_object the column types.
const parsed = <T>(value: JsonValue<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export const lifecycleColumns = {
  milestoneRows: sql<JsonValue<MilestoneRow[] | null>>`(
    select json_agg(json_build_object('code', m.code, 'at', m.at, 'corrected', ${milestoneCorrected})
      order by m.at, array_position(${MILESTONE_RANK}, m.code))
    from ticket_milestones m where m.ticket_id = ${tickets.id})`,
  links: sql<JsonValue<LinkIds | null>>`(
    select json_build_object(
      'duplicateOf', max(l.target_id) filter (where l.ticket_id = ${tickets.id} and l.kind = 'DUPLICATE_OF'),
      'primaryId', max(l.target_id) filter (where l.ticket_id = ${tickets.id} and l.kind = 'SECONDARY_OF'),
      'duplicates', json_agg(l.ticket_id order by l.ticket_id) filter (where l.target_id = ${tickets.id} and l.kind = 'DUPLICATE_OF'),
      'secondaryIds', json_agg(l.ticket_id order by l.ticket_id) filter (where l.target_id = ${tickets.id} and l.kind = 'SECONDARY_OF'))
    from ticket_links l where l.ticket_id = ${tickets.id} or l.target_id = ${tickets.id})`,
};

const MINUTE = 60_000;
const minutesBetween = (from: Date, to: string | undefined) =>
  to === undefined ? null : Math.round(((Date.parse(to) - from.getTime()) / MINUTE) * 10) / 10;

/** Milestones as ISO times, and the minutes from T1 (creation) to T4, T5 and T6, one decimal. */
export function toLifecycle(
  createdAt: Date,
  milestoneRows: JsonValue<MilestoneRow[] | null>,
  links: JsonValue<LinkIds | null>,
): TicketLifecycle {
  const milestones: Milestone[] = (parsed(milestoneRows) ?? []).map((m) => ({
    code: m.code,
    at: new Date(m.at).toISOString(),
    corrected: m.corrected,
  }));
  const at = (code: MilestoneCode) => milestones.find((m) => m.code === code)?.at;
  const l = parsed(links);
  return {
    milestones,
    responseMinutes: minutesBetween(createdAt, at('ON_SCENE')),
    roadwayClearanceMinutes: minutesBetween(createdAt, at('LANES_OPEN')),
    incidentClearanceMinutes: minutesBetween(createdAt, at('CLEARED')),
    duplicateOf: l?.duplicateOf ?? null,
    duplicates: l?.duplicates ?? [],
    primaryId: l?.primaryId ?? null,
    secondaryIds: l?.secondaryIds ?? [],
  };
}
