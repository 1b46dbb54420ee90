// Dates come from the one formatter of @vigia/i18n (24-hour, four-digit year, Chile's time zone);
// re-exported here because the screens of this package import them from './format'.
export { formatDateTime, formatDate, formatAge } from '@vigia/i18n';
import { formatKm, useTranslation } from '@vigia/i18n';

/** The km as every screen writes it in the current language ("411,5" / "411.5"). */
export function useKm(): (km: number) => string {
  const { i18n } = useTranslation();
  return (km: number) => formatKm(km, i18n.language);
}
