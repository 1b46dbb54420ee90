import { NativeSelect } from '@vigia/design-system';
import { SUPPORTED_LANGUAGES, setLanguage, useTranslation } from '@vigia/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('language')}
        value={i18n.language}
        onChange={(e) => setLanguage(e.currentTarget.value)}
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {lng.toUpperCase()}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
