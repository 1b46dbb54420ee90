// Which standards a reader needs: for each severity and classification the one in force today (the
// last to start on or before today) and every one that starts later. Superseded ones are history
// (the monthly spreadsheet lists them all).
import { SEVERITIES, type ServiceStandard } from '@vigia/domain';
import { TIME_ZONE } from '@vigia/i18n';

/** Today in Chile, 'YYYY-MM-DD' (the calendar the server's effective dates use). */
export function chileToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export interface StandardRow {
  standard: ServiceStandard;
  future: boolean;
}

/** By severity (most severe first), then severity-wide before by classification, then by first day. */
export function standardsInForce(standards: ServiceStandard[], today: string): StandardRow[] {
  const key = (s: ServiceStandard) => `${s.severity}/${s.classificationId ?? ''}`;
  const current = new Map<string, ServiceStandard>();
  for (const s of standards) {
    if (s.effectiveFrom > today) continue;
    const seen = current.get(key(s));
    if (!seen || s.effectiveFrom > seen.effectiveFrom || (s.effectiveFrom === seen.effectiveFrom && s.id > seen.id)) current.set(key(s), s);
  }
  const rows = [
    ...[...current.values()].map((standard) => ({ standard, future: false })),
    ...standards.filter((s) => s.effectiveFrom > today).map((standard) => ({ standard, future: true })),
  ];
  const rank = (s: ServiceStandard) => SEVERITIES.length - SEVERITIES.indexOf(s.severity);
  return rows.sort(
    (a, b) =>
      rank(a.standard) - rank(b.standard) ||
      (a.standard.classificationName ?? '').localeCompare(b.standard.classificationName ?? '', 'es') ||
      a.standard.effectiveFrom.localeCompare(b.standard.effectiveFrom) ||
      a.standard.id - b.standard.id,
  );
}
