// The log's date filters are days in Chile (the control room's clock), but the API takes instants:
// a day is sent as the instant its midnight falls in America/Santiago, summer time or not.
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Santiago', timeZoneName: 'longOffset' });
const DAY_MS = 86_400_000;

/** Minutes east of UTC in Santiago at `instant` ("GMT-03:00" → -180). */
function offsetAt(instant: number): number {
  const name = offsetFormat.formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** A real calendar day written YYYY-MM-DD, as midnight UTC in ms; null otherwise. */
export function dayValue(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const value = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(value) || new Date(value).toISOString().slice(0, 10) !== day ? null : value;
}

/** The ISO instant at which `day` (YYYY-MM-DD) begins in Chile; `plusDays` moves to a later day. */
export function chileDayStart(day: string, plusDays = 0): string | undefined {
  const value = dayValue(day);
  if (value === null) return undefined;
  const wall = value + plusDays * DAY_MS;
  // The offset of the guess, then of the corrected instant: right across a change of summer time.
  const guess = wall - offsetAt(wall) * 60_000;
  return new Date(wall - offsetAt(guess) * 60_000).toISOString();
}
