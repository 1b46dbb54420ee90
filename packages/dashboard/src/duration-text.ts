// Minutes from the report, in words, the same in the key figures and the times panel: "18,5 min"
// under an hour, "1 h 15 min" after.
import { useCallback } from 'react';
import { formatNumber, useTranslation } from '@vigia/i18n';

export function useDurationText(): (minutes: number | null) => string {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.language;
  return useCallback(
    (m) => {
      if (m === null) return t('lifecycle.none');
      if (m < 60) return t('lifecycle.minutes', { m: formatNumber(m, lng, { maximumFractionDigits: 1 }) });
      const whole = Math.round(m);
      return t('lifecycle.hours', { h: Math.floor(whole / 60), m: String(whole % 60).padStart(2, '0') });
    },
    [t, lng],
  );
}
