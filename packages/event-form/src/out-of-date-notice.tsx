// Issue 35: the event changed since the form was loaded (live stream, a newer version on the page, a
// comparison closed without a choice): said before the save, with the comparison one click away.
// Issue 36: the staff page's actions say a refusal as stale with it too (their own texts, no comparison).
import { useState } from 'react';
import { Button } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { FormNotice } from './form-notice';

export interface OutOfDateNoticeProps {
  /** Offers the comparison ("Ver cambios"); without it the notice only tells. */
  onCompare?: () => Promise<void>;
  title?: string;
  text?: string;
}

export function OutOfDateNotice({ onCompare, title, text }: OutOfDateNoticeProps) {
  const { t } = useTranslation('eventForm');
  const [comparing, setComparing] = useState(false);
  const compare = async () => {
    setComparing(true);
    await onCompare?.();
    setComparing(false);
  };
  const show = onCompare && (
    <Button size="sm" variant="outline" alignSelf="center" loading={comparing} onClick={() => void compare()}>
      {t('stale.show')}
    </Button>
  );
  return (
    <FormNotice status="warning" role="alert" title={title ?? t('stale.title')} action={show}>
      {text ?? t('stale.text')}
    </FormNotice>
  );
}
