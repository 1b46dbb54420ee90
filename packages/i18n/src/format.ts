// The one place dates, times, ages and numbers are formatted for people. Always in Chile's time
// zone (the concession's control room, whatever the browser says) and in 24-hour form with a
// four-digit year: es-CL's `dateStyle: 'short'` gives "19-11-26, 12:29 a. m.", which a control
// room misreads.
import { useEffect, useState } from 'react';

export const TIME_ZONE = 'America/Santiago';

type Lng = string | undefined;
type When = string | number | Date;

const isEnglish = (lng: Lng) => typeof lng === 'string' && lng.startsWith('en');
const locale = (lng: Lng) => (isEnglish(lng) ? 'en-GB' : 'es-CL');
// es-CL writes dates as 19-11-2026, en-GB as 19/11/2026.
const dateSeparator = (lng: Lng) => (isEnglish(lng) ? '/' : '-');

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(when: When): Date | null {
  const date = when instanceof Date ? when : new Date(when);
  return Number.isNaN(date.getTime()) ? null : date;
}

const partsCache = new Map<string, Intl.DateTimeFormat>();
function formatter(withTime: boolean): Intl.DateTimeFormat {
  const key = String(withTime);
  let f = partsCache.get(key);
  if (!f) {
    // Numbers only (locale-neutral digits); the separators are ours, so no locale adds a comma or a. m.
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    });
    partsCache.set(key, f);
  }
  return f;
}

function parts(date: Date, withTime: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of formatter(withTime).formatToParts(date)) out[p.type] = p.value;
  return out;
}

/** "19-11-2026 00:29" (es) / "19/11/2026 00:29" (en), in Chile's time; the input itself when not a date. */
export function formatDateTime(when: When, lng: Lng): string {
  const date = toDate(when);
  if (!date) return String(when);
  const p = parts(date, true);
  const s = dateSeparator(lng);
  return `${p.day}${s}${p.month}${s}${p.year} ${p.hour}:${p.minute}`;
}

/**
 * "19-11-2026" (es) / "19/11/2026" (en). A calendar date ("2026-11-19") is shown as is: it is
 * already a day in Chile, and read as UTC midnight it would become the day before.
 */
export function formatDate(when: When, lng: Lng): string {
  const s = dateSeparator(lng);
  const dateOnly = typeof when === 'string' ? DATE_ONLY.exec(when) : null;
  if (dateOnly) return `${dateOnly[3]}${s}${dateOnly[2]}${s}${dateOnly[1]}`;
  const date = toDate(when);
  if (!date) return String(when);
  const p = parts(date, false);
  return `${p.day}${s}${p.month}${s}${p.year}`;
}

/** "00:29", 24-hour, in Chile's time. */
export function formatTime(when: When, lng: Lng): string {
  void lng; // same form in both languages; kept for a uniform signature
  const date = toDate(when);
  if (!date) return String(when);
  const p = parts(date, true);
  return `${p.hour}:${p.minute}`;
}

// Ages are short and exact, in both languages; Intl.RelativeTimeFormat writes "12 min. ago" in English.
const AGE = {
  es: { now: 'hace un momento', min: 'hace {n} min', h: 'hace {n} h', d: 'hace {n} días' },
  en: { now: 'just now', min: '{n} min ago', h: '{n} h ago', d: '{n} days ago' },
} as const;

/**
 * How long ago `when` was: "hace 12 min" / "12 min ago"; hours under two days ("hace 30 h"), days
 * after. A time in the future (clock skew) reads as just now.
 */
export function formatAge(when: When, lng: Lng, now: number | Date = Date.now()): string {
  const date = toDate(when);
  if (!date) return String(when);
  const words = isEnglish(lng) ? AGE.en : AGE.es;
  const minutes = Math.floor(((now instanceof Date ? now.getTime() : now) - date.getTime()) / 60_000);
  if (minutes < 1) return words.now;
  if (minutes < 60) return words.min.replace('{n}', String(minutes));
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return words.h.replace('{n}', String(hours));
  return words.d.replace('{n}', String(Math.floor(hours / 24)));
}

/** A number in the language's form: "1.234,5" (es) / "1,234.5" (en). */
export function formatNumber(value: number, lng: Lng, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale(lng), options).format(value);
}

// One formatter for screens and server texts: it lives in the domain.
export { formatKm } from '@vigia/domain';

/** The current time, refreshed every `intervalMs` (a minute by default), so ages shown stay true. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
