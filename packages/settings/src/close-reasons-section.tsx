import { useState } from 'react';
import { updateCloseReason } from '@vigia/api-client';
import { closeReasonsQueryOptions } from '@vigia/api-client/query';
import type { CloseReason } from '@vigia/domain';
import { Badge, HStack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { CloseReasonDialog } from './close-reason-dialog';
import { ConfirmChange, EditableList, RecordRow, RowButton, useSettingsQuery } from './settings-list';

/** "Motivos de cierre": the reasons offered when closing an event; add, rename, (de)activate. */
export function CloseReasonsSection() {
  const { t } = useTranslation('settings');
  const query = useSettingsQuery(closeReasonsQueryOptions());
  // undefined: no dialog; null: a new reason.
  const [editing, setEditing] = useState<CloseReason | null | undefined>(undefined);
  const [deactivating, setDeactivating] = useState<CloseReason | null>(null);
  // The reason being activated: its button spins, and a second click sends nothing.
  const [activating, setActivating] = useState<string | null>(null);

  const setActive = (reason: CloseReason, active: boolean) =>
    query.change(
      () => updateCloseReason(reason.code, { name: reason.name, active }),
      t(active ? 'closeReasons.activated' : 'closeReasons.deactivated', { name: reason.name }),
    );

  return (
    <EditableList
      texts="closeReasons"
      onAdd={() => setEditing(null)}
      query={query}
      gap="2"
      item={(r) => (
        <RecordRow key={r.code} stackBelow="sm">
          <HStack gap="2" wrap="wrap" minW="0">
            <Text fontWeight="medium" color={r.active ? undefined : 'fg.muted'} overflowWrap="anywhere">
              {r.name}
            </Text>
            <Badge colorPalette={r.active ? 'green' : 'gray'}>{t(r.active ? 'closeReasons.active' : 'closeReasons.inactive')}</Badge>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <RowButton aria-label={t('closeReasons.renameOf', { name: r.name })} onClick={() => setEditing(r)}>
              {t('closeReasons.rename')}
            </RowButton>
            {r.active ? (
              <RowButton danger aria-label={t('closeReasons.deactivateOf', { name: r.name })} onClick={() => setDeactivating(r)}>
                {t('closeReasons.deactivate')}
              </RowButton>
            ) : (
              <RowButton
                aria-label={t('closeReasons.activateOf', { name: r.name })}
                loading={activating === r.code}
                onClick={() => {
                  setActivating(r.code);
                  void setActive(r, true)
                    .catch(() => undefined)
                    .finally(() => setActivating(null));
                }}
              >
                {t('closeReasons.activate')}
              </RowButton>
            )}
          </HStack>
        </RecordRow>
      )}
    >
      {editing !== undefined && (
        <CloseReasonDialog key={editing?.code ?? 'new'} reason={editing} onClose={() => setEditing(undefined)} onSaved={query.refresh} />
      )}
      <ConfirmChange
        record={deactivating}
        onClose={() => setDeactivating(null)}
        texts="closeReasons.confirmDeactivate"
        name={(r) => ({ name: r?.name ?? '' })}
        onConfirm={(r) => setActive(r, false)}
      />
    </EditableList>
  );
}
