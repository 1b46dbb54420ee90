// Records a milestone (POST /api/ticket/{id}/milestone) and hands the server's answer to the page.
// A field error (out of order, a reason missing) comes back to the caller to show on its field.
// Refused as stale (412, issue 36): the page gets the event as it is now and `changed` says so.
import { useState } from 'react';
import { conflictTicket, isApiError, recordMilestone } from '@vigia/api-client';
import type { MilestoneInput, Ticket } from '@vigia/domain';
import { notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

/** `ticket`: the event as the page shows it (its version is sent: a change made meanwhile gets 412). */
export function useRecordMilestone(ticket: Pick<Ticket, 'id' | 'version'>, onSaved: (ticket: Ticket) => void) {
  const { t } = useTranslation('events');
  const [busy, setBusy] = useState(false);
  // The last try met a newer event (now shown): the caller says so, in place, until the next success.
  const [changed, setChanged] = useState(false);
  const record = async (input: MilestoneInput): Promise<{ ok: true } | { ok: false; fieldErrors: Record<string, string> }> => {
    setBusy(true);
    try {
      const saved = await recordMilestone(ticket.id, input, ticket.version);
      notify.success(t('milestones.recorded', { name: t(`milestones.codes.${input.code}`) }));
      setChanged(false);
      onSaved(saved);
      return { ok: true };
    } catch (e) {
      const current = conflictTicket(e);
      if (current) {
        setChanged(true);
        onSaved(current);
        return { ok: false, fieldErrors: {} };
      }
      const fieldErrors = isApiError(e) ? e.fieldErrors() : {};
      const first = Object.values(fieldErrors)[0];
      notify.error(t('milestones.failed'), first ?? (isApiError(e) && e.isNetworkError ? t('errors:network') : undefined));
      return { ok: false, fieldErrors };
    } finally {
      setBusy(false);
    }
  };
  return { record, busy, changed };
}
