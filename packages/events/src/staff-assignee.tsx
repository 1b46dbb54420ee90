// Who works the event. SUPERVISOR/ADMIN reassign it from here through the assignment path (POST
// /api/ticket/assign, the queue's call: only the assignee travels, never the cached row, issue 35),
// then the event is read again for its new version; the operators are read only when they open the choice.
// Refused as stale (412): the page shows the event as it is now and the choice stays open for a retry.
import { useState, type FormEvent } from 'react';
import { assignTickets, getTicket } from '@vigia/api-client';
import { operatorsQueryOptions, useQuery } from '@vigia/api-client/query';
import type { Ticket } from '@vigia/domain';
import { Button, HStack, Stack, Text, notify } from '@vigia/design-system';
import { SelectField } from '@vigia/design-system/controls';
import { OutOfDateNotice } from '@vigia/event-form';
import { useTranslation } from '@vigia/i18n';
import { Fact, Facts } from './staff-facts';
import { useVersionedSave } from './use-versioned-save';

export function StaffAssignee({
  ticket,
  canReassign,
  onSaved,
}: {
  ticket: Ticket;
  canReassign: boolean;
  onSaved: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation('events');
  const [choosing, setChoosing] = useState(false);
  const [operatorId, setOperatorId] = useState(ticket.assignedToId ?? '');
  const { saving, changed, setChanged, run } = useVersionedSave(onSaved, t('assignee.failed'));
  const operators = useQuery({ ...operatorsQueryOptions(), enabled: choosing });

  const open = () => {
    setOperatorId(ticket.assignedToId ?? '');
    setChoosing(true);
  };
  const close = () => {
    setChoosing(false);
    setChanged(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!operatorId) return;
    await run(async () => {
      await assignTickets([ticket.id], operatorId, ticket.version);
      const name = operators.data?.find((o) => o.id === operatorId)?.name ?? null;
      notify.success(t('errors:eventAssigned'));
      close();
      // The row as the server now has it (its version moved); if that read fails, what we know.
      const fresh = await getTicket(ticket.id).catch(() => null);
      onSaved(fresh ?? { ...ticket, assignedToId: operatorId, assignedToName: name });
    });
  };

  return (
    <Stack gap="3">
      <Facts>
        <Fact label={t('columns.assignee')}>
          <Text fontWeight={ticket.assignedToName ? 'semibold' : undefined}>{ticket.assignedToName ?? t('unassigned')}</Text>
        </Fact>
      </Facts>
      {canReassign && !choosing && (
        <Button size="sm" variant="outline" alignSelf="start" onClick={open}>
          {t(ticket.assignedToId ? 'assignee.reassign' : 'assignee.assign')}
        </Button>
      )}
      {canReassign && choosing && (
        <form onSubmit={(e) => void save(e)} noValidate aria-label={t('assignee.formLabel')}>
          <Stack gap="2">
            {changed && <OutOfDateNotice title={t('conflict.title')} text={t('conflict.assignee')} />}
            <SelectField
              label={t('assignee.operator')}
              required
              size="sm"
              value={operatorId}
              onChange={setOperatorId}
              placeholder={operators.isPending ? t('common:loading') : t('assignee.choose')}
              options={(operators.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
            />
            {operators.isError && (
              <Text fontSize="sm" color="fg.error" role="alert">
                {t('assignee.loadError')}
              </Text>
            )}
            <HStack gap="2" wrap="wrap">
              <Button type="submit" size="sm" loading={saving} disabled={!operatorId || operatorId === ticket.assignedToId}>
                {t('assignee.confirm')}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={close} disabled={saving}>
                {t('common:cancel')}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
