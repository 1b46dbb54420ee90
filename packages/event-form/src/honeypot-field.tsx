import { Box } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import type { FieldKit } from './field-kit';

/** Honeypot: hidden from people and assistive tech; a bot that fills it is refused. */
export function HoneypotField({ kit }: { kit: FieldKit }) {
  const { t } = useTranslation('eventForm');
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden">
      <label htmlFor={kit.id('website')}>{t('fields.website')}</label>
      <input id={kit.id('website')} type="text" tabIndex={-1} autoComplete="off" {...kit.register('website')} />
    </Box>
  );
}
