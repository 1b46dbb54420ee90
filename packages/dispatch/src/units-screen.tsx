// ADMIN's units (issue 38, the `units` screen of the admin area): the list, "Nueva unidad", edit,
// and deactivate/activate after a confirmation (the server refuses it while the unit is on shift).
import { useState } from 'react';
import { isApiError, updateUnit } from '@vigia/api-client';
import { unitQueryKeys, unitsQueryOptions, useQuery, useQueryClient } from '@vigia/api-client/query';
import type { Unit } from '@vigia/domain';
import { Badge, Box, Button, EmptyState, ErrorState, HStack, LoadingState, ScreenTitle, Stack, Text, notify } from '@vigia/design-system';
import { ConfirmDialog } from '@vigia/design-system/overlays';
import { formatKm, useTranslation } from '@vigia/i18n';
import { useKindName } from './board-screen';
import { driverWords } from './unit-words';
import { UnitFormDialog } from './unit-form-dialog';

export function UnitsScreen() {
  const { t, i18n } = useTranslation('dispatch');
  const queryClient = useQueryClient();
  const units = useQuery(unitsQueryOptions());
  const kindName = useKindName();
  // null: closed; 'new': creating; a unit: editing it.
  const [editing, setEditing] = useState<Unit | 'new' | null>(null);
  const [toggling, setToggling] = useState<Unit | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: unitQueryKeys.all });

  const toggle = async (unit: Unit) => {
    try {
      await updateUnit(unit.id, { active: !unit.active }, unit.version);
      notify.success(t('units.saved'));
      refresh();
    } catch (error) {
      notify.error(isApiError(error) && error.errors[0] ? error.errors[0].message : t('units.notSaved'));
      refresh();
      throw error;
    }
  };

  let body;
  if (units.isPending) body = <LoadingState label={t('board.loading')} />;
  else if (units.isError)
    body = <ErrorState message={t('units.failed')} onRetry={() => void units.refetch()} retryLabel={t('board.retry')} />;
  else if (units.data.length === 0) body = <EmptyState title={t('units.empty')} />;
  else
    body = (
      <Stack as="ul" aria-label={t('units.list')} gap="2" listStyleType="none">
        {[...units.data]
          .sort((a, b) => a.code.localeCompare(b.code))
          .map((u) => (
            <Box as="li" key={u.id} borderWidth="1px" borderRadius="md" p="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Stack gap="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="bold">{u.code}</Text>
                    <Text>{kindName(u.kind)}</Text>
                    <Badge variant="outline">{u.active ? t('units.active') : t('units.inactive')}</Badge>
                  </HStack>
                  <Text fontSize="sm">
                    {t('units.plate')}: {u.plate} · {t('units.baseKm')}: {formatKm(u.baseKm, i18n.language)} ·{' '}
                    {t(`common:unitStatus.${u.status}`)}
                    {u.driverId !== null && ` · ${driverWords(u, t)}`}
                  </Text>
                </Stack>
                <HStack gap="2" wrap="wrap">
                  <Button variant="outline" minH="44px" onClick={() => setEditing(u)}>
                    {t('units.edit', { code: u.code })}
                  </Button>
                  {u.active ? (
                    <Button variant="outline" colorPalette="red" minH="44px" onClick={() => setToggling(u)}>
                      {t('units.deactivate', { code: u.code })}
                    </Button>
                  ) : (
                    <Button variant="outline" minH="44px" onClick={() => void toggle(u).catch(() => undefined)}>
                      {t('units.activate', { code: u.code })}
                    </Button>
                  )}
                </HStack>
              </HStack>
            </Box>
          ))}
      </Stack>
    );

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <ScreenTitle title={t('units.title')} />
        <Button colorPalette="brand" minH="44px" onClick={() => setEditing('new')}>
          {t('units.create')}
        </Button>
      </HStack>
      {body}
      {editing !== null && <UnitFormDialog unit={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={refresh} />}
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        title={toggling ? t('units.deactivateTitle', { code: toggling.code }) : ''}
        description={t('units.deactivateDescription')}
        confirmLabel={t('units.deactivateConfirm')}
        cancelLabel={t('units.cancel')}
        destructive
        onConfirm={() => (toggling ? toggle(toggling) : undefined)}
      />
    </Stack>
  );
}
