// An event's units on the staff event page (issue 38): the units sent with their status in words,
// "Despachar unidad" (the dialog), and the control room's "Liberar" for a unit not yet on scene
// (DISPATCHED, EN_ROUTE), after a confirmation. The API lists no event's units: the board's list,
// filtered by `ticketId`, live like the board.
import { useEffect, useRef, useState } from 'react';
import { isApiError, setUnitStatus } from '@vigia/api-client';
import { subscribeUnitEvents } from '@vigia/api-client/core';
import { unitQueryKeys, unitsQueryOptions, useLiveUnits, useQueryClient } from '@vigia/api-client/query';
import type { Ticket, Unit } from '@vigia/domain';
import { Badge, Box, Button, HStack, Heading, Stack, Text, notify } from '@vigia/design-system';
import { ConfirmDialog } from '@vigia/design-system/overlays';
import { formatKm, useTranslation } from '@vigia/i18n';
import { useAgeText } from './board-screen';
import { DispatchDialog } from './dispatch-dialog';

/** The control room releases a unit that has not reached the scene (the status machine's rule). */
export const releasable = (unit: Pick<Unit, 'status'>) => unit.status === 'DISPATCHED' || unit.status === 'EN_ROUTE';

export interface EventUnitsSectionProps {
  ticket: Pick<Ticket, 'id' | 'version'>;
  /** Control room on an open event: may dispatch and release. */
  canDispatch: boolean;
  /** The event changed (a dispatch records its milestone, a 412): read it again. */
  onChanged: () => void;
}

export function EventUnitsSection({ ticket, canDispatch, onChanged }: EventUnitsSectionProps) {
  const { t, i18n } = useTranslation('dispatch');
  const queryClient = useQueryClient();
  const units = useLiveUnits(unitsQueryOptions());
  const ageOf = useAgeText();
  const [dispatching, setDispatching] = useState(false);
  const [releasing, setReleasing] = useState<Unit | null>(null);
  const mine = (units.data ?? []).filter((u) => u.ticketId === ticket.id);
  // A unit of this event moved (the first on scene records its milestone): the page reads the event again.
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  });
  useEffect(
    () =>
      subscribeUnitEvents((event) => {
        if (event.change === 'bulk' || event.unit?.ticketId === ticket.id) changed.current();
      }),
    [ticket.id],
  );

  const release = async (unit: Unit) => {
    try {
      await setUnitStatus(unit.id, 'AVAILABLE');
      notify.success(t('eventUnits.released', { code: unit.code }));
      void queryClient.invalidateQueries({ queryKey: unitQueryKeys.all });
    } catch (error) {
      notify.error(isApiError(error) && error.errors[0] ? error.errors[0].message : t('eventUnits.notReleased'));
      throw error;
    }
  };

  return (
    <Stack as="section" aria-labelledby="event-units" gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h2" size="md" id="event-units">
        {t('eventUnits.title')}
      </Heading>
      {units.isError && !units.data ? (
        <Text color="fg.error">{t('eventUnits.failed')}</Text>
      ) : mine.length === 0 ? (
        <Text color="fg.muted">{units.isPending ? t('board.loading') : t('eventUnits.none')}</Text>
      ) : (
        <Stack as="ul" aria-label={t('eventUnits.title')} gap="2" listStyleType="none">
          {mine.map((u) => (
            <Box as="li" key={u.id}>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Stack gap="0">
                  <HStack gap="2">
                    <Text fontWeight="bold">{u.code}</Text>
                    <Badge variant="outline">{t(`common:unitStatus.${u.status}`)}</Badge>
                  </HStack>
                  <Text fontSize="sm">
                    {u.kilometer === null ? t('noKm') : t('km', { km: formatKm(u.kilometer, i18n.language) })} · {ageOf(u)}
                  </Text>
                </Stack>
                {canDispatch && releasable(u) && (
                  <Button variant="outline" minH="44px" onClick={() => setReleasing(u)}>
                    {t('eventUnits.release', { code: u.code })}
                  </Button>
                )}
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      {canDispatch && (
        <Button alignSelf="start" minH="44px" colorPalette="brand" onClick={() => setDispatching(true)}>
          {t('dispatch.open')}
        </Button>
      )}
      {dispatching && <DispatchDialog ticket={ticket} open={dispatching} onOpenChange={setDispatching} onChanged={onChanged} />}
      <ConfirmDialog
        open={releasing !== null}
        onOpenChange={(open) => !open && setReleasing(null)}
        title={releasing ? t('eventUnits.releaseTitle', { code: releasing.code }) : ''}
        description={t('eventUnits.releaseDescription')}
        confirmLabel={t('eventUnits.releaseConfirm')}
        cancelLabel={t('units.cancel')}
        destructive
        onConfirm={() => (releasing ? release(releasing) : undefined)}
      />
    </Stack>
  );
}
