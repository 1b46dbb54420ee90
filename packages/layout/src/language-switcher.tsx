import { NativeSelect } from '@vigia/design-system';
import { SUPPORTED_LANGUAGES, isLanguage, setLanguage, useTranslation } from '@vigia/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('language.label')}
        value={i18n.language}
        onChange={(e) => {
          const lng = e.currentTarget.value;
          if (isLanguage(lng)) setLanguage(lng);
        }}
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`language.names.${lng}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
