import type { TFunction } from '@vigia/i18n';

/** 1530 → "1 día 1 h 30 min": a target in minutes, read the way a shift thinks of it. */
export function formatMinutes(t: TFunction, minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return [
    days > 0 && t('settings:sla.days', { count: days }),
    hours > 0 && t('settings:sla.hours', { count: hours }),
    rest > 0 && t('settings:sla.minutes', { count: rest }),
  ]
    .filter(Boolean)
    .join(' ');
}
