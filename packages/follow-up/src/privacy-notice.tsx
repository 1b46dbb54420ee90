// The privacy notice (issue 40 item 4, Ley 21.719): purpose, retention, rights, contact, with its
// version (@vigia/domain/privacy-notice). Shown in "Sus datos personales" and, without an event, at
// /event/follow-up#aviso-de-privacidad, where the public form's line links.
import { PRIVACY_NOTICE, PRIVACY_REQUEST_DAYS_DEFAULT, PRIVACY_RETENTION_DAYS_DEFAULT } from '@vigia/domain/privacy-notice';
import { Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

export const PRIVACY_NOTICE_ANCHOR = 'aviso-de-privacidad';

/** The notice's sections, in order. */
export function PrivacyNotice() {
  const { t } = useTranslation('followUp');
  const days = { days: PRIVACY_RETENTION_DAYS_DEFAULT, requestDays: PRIVACY_REQUEST_DAYS_DEFAULT };
  return (
    <Stack gap="2" fontSize="sm">
      <Text>{t('privacy.notice.purpose')}</Text>
      <Text>{t('privacy.notice.retention', days)}</Text>
      <Text>{t('privacy.notice.rights', days)}</Text>
      <Text>{t('privacy.notice.contact')}</Text>
      <Text color="fg.muted">{t('privacy.notice.version', { version: PRIVACY_NOTICE.version, date: PRIVACY_NOTICE.date })}</Text>
    </Stack>
  );
}
