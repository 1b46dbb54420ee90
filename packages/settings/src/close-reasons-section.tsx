import { useState } from 'react';
import { updateCloseReason } from '@vigia/api-client';
import { closeReasonsQueryOptions, loadStateOf, queryKeys, useQuery, useQueryClient } from '@vigia/api-client/query';
import type { CloseReason } from '@vigia/domain';
import { Badge, Box, Button, Flex, HStack, Stack, Text, notify } from '@vigia/design-system';
import { LoadedList } from '@vigia/design-system/controls';
import { ConfirmDialog } from '@vigia/design-system/overlays';
import { listLabels, useTranslation } from '@vigia/i18n';
import { CloseReasonDialog } from './close-reason-dialog';
import { showSaveError } from './save-error';

/** "Motivos de cierre": the reasons offered when closing an event; add, rename, (de)activate. */
export function CloseReasonsSection() {
  const { t } = useTranslation('settings');
  const client = useQueryClient();
  const query = useQuery(closeReasonsQueryOptions());
  const state = loadStateOf(query);
  // undefined: no dialog; null: a new reason.
  const [editing, setEditing] = useState<CloseReason | null | undefined>(undefined);
  const [deactivating, setDeactivating] = useState<CloseReason | null>(null);
  // The reason being activated: its button spins, and a second click sends nothing.
  const [activating, setActivating] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.triage.closeReasons() });

  const setActive = async (reason: CloseReason, active: boolean) => {
    try {
      await updateCloseReason(reason.code, { name: reason.name, active });
      refresh();
      notify.success(t(active ? 'closeReasons.activated' : 'closeReasons.deactivated', { name: reason.name }));
    } catch (error) {
      showSaveError(error, { fields: [], title: t('saveFailed') });
      throw error;
    }
  };

  return (
    <Stack gap="4">
      <Text>{t('closeReasons.intro')}</Text>
      <Box>
        <Button onClick={() => setEditing(null)}>{t('closeReasons.add')}</Button>
      </Box>
      <LoadedList
        state={state}
        onRetry={refresh}
        labels={listLabels(t, { error: t('closeReasons.loadError'), empty: t('closeReasons.empty') })}
      >
        {(reasons) => (
          <Stack as="ul" aria-label={t('closeReasons.list')} gap="2" listStyleType="none" m="0" p="0">
            {reasons.map((r) => (
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
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('closeReasons.renameOf', { name: r.name })}
                    onClick={() => setEditing(r)}
                  >
                    {t('closeReasons.rename')}
                  </Button>
                  {r.active ? (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      aria-label={t('closeReasons.deactivateOf', { name: r.name })}
                      onClick={() => setDeactivating(r)}
                    >
                      {t('closeReasons.deactivate')}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
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
                    </Button>
                  )}
                </HStack>
              </Flex>
            ))}
          </Stack>
        )}
      </LoadedList>
      {editing !== undefined && (
        <CloseReasonDialog key={editing?.code ?? 'new'} reason={editing} onClose={() => setEditing(undefined)} onSaved={refresh} />
      )}
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => !open && setDeactivating(null)}
        title={t('closeReasons.confirmDeactivate.title', { name: deactivating?.name ?? '' })}
        description={t('closeReasons.confirmDeactivate.description')}
        confirmLabel={t('closeReasons.confirmDeactivate.confirm')}
        cancelLabel={t('common:cancel')}
        destructive
        onConfirm={() => (deactivating ? setActive(deactivating, false) : undefined)}
      />
    </Stack>
  );
}
