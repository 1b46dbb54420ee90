// Assign one event or several to an operator (SUPERVISOR, ADMIN).
import { useId, useState } from 'react';
import type { OperatorSummary, Ticket } from '@vigia/domain';
import { Button, FormField, SelectInput, Text, notify } from '@vigia/design-system';
import { Dialog, Portal } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';
import { assign, useRefreshTickets } from './use-queue';

export function AssignDialog({
  tickets,
  operators,
  onClose,
  onDone,
}: {
  tickets: Ticket[];
  operators: OperatorSummary[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('assignments');
  const uid = useId();
  const single = tickets.length === 1 ? tickets[0]! : null;
  const [operatorId, setOperatorId] = useState(single?.assignedToId ?? '');
  const [saving, setSaving] = useState(false);
  const refresh = useRefreshTickets();

  const confirm = async () => {
    if (!operatorId) return;
    setSaving(true);
    try {
      await assign(tickets, operatorId);
      notify.success(t('errors:eventAssigned'));
      onDone();
      refresh();
    } catch (error) {
      notify.error(t('failed'), error instanceof Error ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {single ? t('dialog.title', { id: single.id }) : t('dialog.bulkTitle', { count: tickets.length })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {operators.length === 0 ? (
                <Text>{t('dialog.noOperators')}</Text>
              ) : (
                <FormField label={t('dialog.operator')} id={`${uid}-operator`} required>
                  {(p) => (
                    <SelectInput
                      {...p}
                      value={operatorId}
                      onChange={(e) => setOperatorId(e.target.value)}
                      placeholder={t('dialog.chooseOperator')}
                      options={operators.map((o) => ({ value: o.id, label: o.name }))}
                    />
                  )}
                </FormField>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('dialog.cancel')}
              </Button>
              <Button onClick={() => void confirm()} loading={saving} disabled={!operatorId}>
                {t('dialog.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
