/** Date and time in 24-hour form (es-CL: 25-11-2026, 13:45). */
export function formatMailDate(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : 'es-CL', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(
    date,
  );
}
