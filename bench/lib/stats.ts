/** Median of the numbers present; null when there are none. */
export function median(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const kb = (bytes: number | null) => (bytes === null ? '–' : (bytes / 1024).toFixed(1));
export const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
