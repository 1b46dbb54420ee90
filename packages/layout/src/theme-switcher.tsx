import { ThemePicker } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

/** The design system's theme picker with the theme names in the active language. */
export function ThemeSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  return <ThemePicker label={t('theme.label')} getThemeLabel={(name) => t(`theme.names.${name}`)} compact={compact} />;
}
