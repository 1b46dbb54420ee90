// Positions taken without coverage wait here (localStorage), each with its own time, and go as one
// batch when the signal returns. Capped: the API takes up to 100 at once, and the newest matter most.
import type { UnitPosition } from '@vigia/api-client';

export const QUEUE_CAP = 100;
const keyOf = (unitId: number) => `vigia.crew.positions.${unitId}`;

function isPosition(value: unknown): value is UnitPosition {
  const p = value as Partial<UnitPosition> | null;
  return !!p && typeof p.lat === 'number' && typeof p.lon === 'number' && typeof p.at === 'string';
}

export function readQueue(unitId: number): UnitPosition[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(keyOf(unitId)) ?? '[]');
    return Array.isArray(value) ? value.filter(isPosition) : [];
  } catch {
    return [];
  }
}

export function writeQueue(unitId: number, queue: UnitPosition[]): void {
  try {
    if (queue.length === 0) localStorage.removeItem(keyOf(unitId));
    else localStorage.setItem(keyOf(unitId), JSON.stringify(queue.slice(-QUEUE_CAP)));
  } catch {
    // Storage full or blocked: the positions are lost, the shift goes on.
  }
}
