// A change to the event sent on the version the page shows (If-Match): busy while it travels; refused
// as stale (412), the page gets the event as it is now and `changed` says so, in place, until the
// next success (the choices stay for a retry on that version); any other failure is told.
import { useState } from 'react';
import { conflictTicket } from '@vigia/api-client';
import type { Ticket } from '@vigia/domain';
import { notify } from '@vigia/design-system';

export function useVersionedSave(onSaved: (ticket: Ticket) => void, failedMessage: string) {
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState(false);
  /** Runs `send` (which tells the page of the saved event itself). */
  const run = async (send: () => Promise<void>) => {
    setSaving(true);
    try {
      await send();
      setChanged(false);
    } catch (e) {
      const current = conflictTicket(e);
      if (current) {
        setChanged(true);
        onSaved(current);
      } else notify.error(failedMessage, e instanceof Error ? e.message : undefined);
    } finally {
      setSaving(false);
    }
  };
  return { saving, changed, setChanged, run };
}
