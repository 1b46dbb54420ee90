const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** Date and time in 24-hour form with a four-digit year (es-CL: 25-11-2026, 13:45). */
export function formatMailDate(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : 'es-CL', DATE_TIME).format(date);
}
