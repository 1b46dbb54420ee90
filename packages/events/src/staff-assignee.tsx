// Who works the event. SUPERVISOR/ADMIN reassign it from here (the assignments screen's call: the
// event as stored through PUT /api/ticket/{id}, with its new assignee); the operators are read only
// when they open the choice.
import { useState, type FormEvent } from 'react';
import { getOperators, updateTicket } from '@vigia/api-client';
import { queryKeys, useQuery } from '@vigia/api-client/query';
import { toTicketUpdate, type Ticket } from '@vigia/domain';
import { Button, FormField, HStack, NativeSelect, Stack, Text, notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { Fact, Facts } from './staff-facts';

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
  const [saving, setSaving] = useState(false);
  const operators = useQuery({ queryKey: queryKeys.users.operators(), queryFn: () => getOperators(), enabled: choosing });

  const open = () => {
    setOperatorId(ticket.assignedToId ?? '');
    setChoosing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!operatorId) return;
    setSaving(true);
    try {
      const saved = await updateTicket(ticket.id, { ...toTicketUpdate(ticket), assignedToId: operatorId });
      const name = operators.data?.find((o) => o.id === operatorId)?.name ?? null;
      notify.success(t('errors:eventAssigned'));
      setChoosing(false);
      onSaved({ ...ticket, assignedToId: operatorId, assignedToName: name, ...(saved as Partial<Ticket> | undefined) });
    } catch (e) {
      notify.error(t('assignee.failed'), e instanceof Error ? e.message : undefined);
    } finally {
      setSaving(false);
    }
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
            <FormField label={t('assignee.operator')} required>
              {(p) => (
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...p} value={operatorId} onChange={(e) => setOperatorId(e.currentTarget.value)}>
                    <option value="">{operators.isPending ? t('common:loading') : t('assignee.choose')}</option>
                    {(operators.data ?? []).map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </FormField>
            {operators.isError && (
              <Text fontSize="sm" color="fg.error" role="alert">
                {t('assignee.loadError')}
              </Text>
            )}
            <HStack gap="2" wrap="wrap">
              <Button type="submit" size="sm" loading={saving} disabled={!operatorId || operatorId === ticket.assignedToId}>
                {t('assignee.confirm')}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setChoosing(false)} disabled={saving}>
                {t('common:cancel')}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
