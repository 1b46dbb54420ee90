export function formatDateTime(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : 'es-CL', { dateStyle: 'short', timeStyle: 'short' }).format(date);
}
