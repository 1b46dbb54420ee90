// Dates come from the one formatter of @vigia/i18n (24-hour, four-digit year, Chile's time zone);
// re-exported here because the screens of this package import them from './format'.
export { formatDateTime, formatDate, formatAge } from '@vigia/i18n';

export const formatKm = (km: number) => (Number.isInteger(km) ? String(km) : km.toFixed(1));
