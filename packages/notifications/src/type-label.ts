import { NOTIFICATION_TYPES } from '@vigia/domain';
import type { TFunction } from '@vigia/i18n';

export function typeLabel(t: TFunction, type: string): string {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type) ? t(`notifications:types.${type}`) : t('notifications:types.OTHER');
}
