import { useState } from 'react';
import { updateCloseReason } from '@vigia/api-client';
import { closeReasonsQueryOptions } from '@vigia/api-client/query';
import type { CloseReason } from '@vigia/domain';
import { Badge, Flex, HStack, Text, notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { CloseReasonDialog } from './close-reason-dialog';
import { showSaveError } from './save-error';
import { ConfirmChange, EditableList, RowButton, useSettingsQuery } from './settings-list';

/** "Motivos de cierre": the reasons offered when closing an event; add, rename, (de)activate. */
export function CloseReasonsSection() {
  const { t } = useTranslation('settings');
  const query = useSettingsQuery(closeReasonsQueryOptions());
  // undefined: no dialog; null: a new reason.
  const [editing, setEditing] = useState<CloseReason | null | undefined>(undefined);
  const [deactivating, setDeactivating] = useState<CloseReason | null>(null);
  // The reason being activated: its button spins, and a second click sends nothing.
  const [activating, setActivating] = useState<string | null>(null);

  const setActive = async (reason: CloseReason, active: boolean) => {
    try {
      await updateCloseReason(reason.code, { name: reason.name, active });
      query.refresh();
      notify.success(t(active ? 'closeReasons.activated' : 'closeReasons.deactivated', { name: reason.name }));
    } catch (error) {
      showSaveError(error, { fields: [], title: t('saveFailed') });
      throw error;
    }
  };

  return (
    <EditableList
      intro={t('closeReasons.intro')}
      addLabel={t('closeReasons.add')}
      onAdd={() => setEditing(null)}
      query={query}
      texts={{ list: t('closeReasons.list'), loadError: t('closeReasons.loadError'), empty: t('closeReasons.empty') }}
      gap="2"
      item={(r) => (
        <Flex
          as="li"
          key={r.code}
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'stretch', sm: 'center' }}
          justify="space-between"
          gap="2"
          borderWidth="1px"
          borderRadius="md"
          p="3"
        >
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
        </Flex>
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
