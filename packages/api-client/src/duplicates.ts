import type { PossibleDuplicate } from '@vigia/domain';
import { lookup } from '@vigia/api-client/core';

/** Open events of the same category within ±2 km in the same direction in the last 24 h. */
export function findPossibleDuplicates(query: { category: string; kilometer: number; orientation: string }): Promise<PossibleDuplicate[]> {
  const params = new URLSearchParams({
    category: query.category,
    kilometer: String(query.kilometer),
    orientation: query.orientation,
  });
  return lookup<PossibleDuplicate[]>(`/api/ticket/duplicates?${params}`, []);
}
