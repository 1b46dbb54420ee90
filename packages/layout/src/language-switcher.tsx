import { useId } from 'react';
import { HStack, SelectInput, Text } from '@vigia/design-system';
import { SUPPORTED_LANGUAGES, isLanguage, setLanguage, useTranslation } from '@vigia/i18n';

/** `showLabel`: the word "Idioma" beside the control (the phone's drawer), not only its accessible name. */
export function LanguageSwitcher({ showLabel = false }: { showLabel?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const select = (
    <SelectInput
      size="sm"
      width="auto"
      id={id}
      aria-label={showLabel ? undefined : t('language.label')}
      // In the drawer it sits on the sidebar's colour (dark purple, dark green): drawn as a field.
      {...(showLabel ? { bg: 'bg.panel', color: 'fg' } : {})}
      value={i18n.language}
      onChange={(e) => {
        const lng = e.currentTarget.value;
        if (isLanguage(lng)) void setLanguage(lng, i18n);
      }}
      options={SUPPORTED_LANGUAGES.map((lng) => ({ value: lng, label: t(`language.names.${lng}`) }))}
    />
  );
  if (!showLabel) return select;
  return (
    <HStack gap="3">
      <Text asChild fontSize="sm" fontWeight="medium">
        <label htmlFor={id}>{t('language.label')}</label>
      </Text>
      {select}
    </HStack>
  );
}
