// What the board says of a unit, pure so it is tested without a screen: how old its position is
// (stale after 2 min, issue 38), who drives it, and the counts by status and kind.
import type { Unit } from '@vigia/domain';
import type { TFunction } from '@vigia/i18n';
import { UNIT_STATUSES, type UnitStatus } from '@vigia/domain/unit-status';

/** A position older than this is not where the unit is now. */
export const STALE_POSITION_MS = 2 * 60_000;

export type PositionAge = { kind: 'seconds' | 'minutes'; n: number } | { kind: 'stale' };

/** "hace 40 s", "hace 1 min", or stale: none, or older than 2 min (a clock ahead reads as 0 s). */
export function positionAge(positionAt: string | null, now: number): PositionAge {
  if (!positionAt) return { kind: 'stale' };
  const ms = Math.max(0, now - Date.parse(positionAt));
  if (Number.isNaN(ms) || ms > STALE_POSITION_MS) return { kind: 'stale' };
  return ms < 60_000 ? { kind: 'seconds', n: Math.floor(ms / 1000) } : { kind: 'minutes', n: Math.floor(ms / 60_000) };
}

/** "conduce Ana Pérez", "sin conductor" (`t` of the dispatch namespace). */
export function driverWords(unit: Pick<Unit, 'driverId' | 'driverName'>, t: TFunction): string {
  if (unit.driverId === null) return t('noDriver');
  return unit.driverName ? t('drivenBy', { name: unit.driverName }) : t('withDriver');
}

/** How many units in each status, every status listed (a zero is news too), and per kind. */
export function unitCounts(units: readonly Unit[]): {
  byStatus: { status: UnitStatus; count: number }[];
  byKind: { kind: string; count: number }[];
} {
  const byStatus = UNIT_STATUSES.map((status) => ({ status, count: units.filter((u) => u.status === status).length }));
  const kinds = new Map<string, number>();
  for (const u of units) kinds.set(u.kind, (kinds.get(u.kind) ?? 0) + 1);
  return { byStatus, byKind: [...kinds].map(([kind, count]) => ({ kind, count })) };
}

/** "0:07", "1:32": whole minutes from `from` to `to` as h:mm; null when either is missing or `to` is before. */
export function hoursMinutes(from: string | null, to: string | null): string | null {
  if (!from || !to) return null;
  const minutes = Math.floor((Date.parse(to) - Date.parse(from)) / 60_000);
  if (Number.isNaN(minutes) || minutes < 0) return null;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
