// The driver's "Estoy en el lugar" (issue 26): one tap from a phone records ON_SCENE on the event
// they reported, while it is the next useful milestone (the server lets earlier steps be skipped).
import { Button, Stack } from '@vigia/design-system';
import type { Ticket } from '@vigia/domain';
import { OutOfDateNotice } from '@vigia/event-form';
import { useTranslation } from '@vigia/i18n';
import { useRecordMilestone } from './use-record-milestone';

export function DriverOnScene({ ticket, onSaved }: { ticket: Ticket; onSaved: (ticket: Ticket) => void }) {
  const { t } = useTranslation('events');
  const { record, busy, changed } = useRecordMilestone(ticket, onSaved);
  return (
    <Stack gap="2">
      <Button
        size="2xl"
        w="full"
        minH="16"
        colorPalette="green"
        // Darker than the palette's solid green: white text at AA contrast (axe proof).
        bg="green.700"
        _hover={{ bg: 'green.800' }}
        loading={busy}
        onClick={() => void record({ code: 'ON_SCENE' })}
      >
        {t('milestones.onScene')}
      </Button>
      {/* Refused as stale (412): the page shows the event as it is now (gone with the button, the form says so). */}
      {changed && <OutOfDateNotice title={t('conflict.title')} text={t('conflict.milestone')} />}
    </Stack>
  );
}
