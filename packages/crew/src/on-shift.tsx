// The on-shift half of "Mis asignaciones": the unit's status in words, one big button per move the
// status machine allows, the event it is sent to, the position sent meanwhile, and sign-off
// (confirmed). Its own chunk (crew-panel.tsx loads it once the driver has a unit): a driver who
// opens the dashboard off shift downloads none of it.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setUnitStatus, signOffUnit } from '@vigia/api-client';
import type { Unit } from '@vigia/domain';
import { unitStatusMoves, type UnitStatus } from '@vigia/domain/unit-status';
import { Box, Button, SimpleGrid, Stack, Text, VisuallyHidden } from '@vigia/design-system';
import { addTexts, useTranslation } from '@vigia/i18n';
import onShiftTexts from '@vigia/i18n/locales/es/crew-on-shift';
import { AssignedEventCard } from './assigned-event-card';
import { alertDispatch, readMuted, writeMuted } from './dispatch-alert';
import type { useCrewAction } from './use-crew-action';
import { useUnitPositions, type UnitPositionsState } from './use-unit-positions';

// This half's texts come with its chunk (the panel's first load has the off-shift ones).
addTexts('crew', onShiftTexts);

// The dialog's entry (a federation singleton with its own Chakra parts) loads only when asked for.
const ConfirmDialog = lazy(() => import('@vigia/design-system/overlays').then((m) => ({ default: m.ConfirmDialog })));

export interface OnShiftProps {
  unit: Unit;
  userId: string;
  action: ReturnType<typeof useCrewAction>;
  /** Shows the unit the server answered (null: signed off). */
  show: (next: Unit | null) => void;
}

export function OnShift({ unit, userId, action, show }: OnShiftProps) {
  const { t } = useTranslation('crew');
  const [confirming, setConfirming] = useState(false);
  const [muted, setMuted] = useState(readMuted);
  const positions = useUnitPositions(unit.id, unit.status);
  const announcement = useDispatchAnnouncement(unit);
  const { busy } = action;
  const actor = { id: userId, role: 'DRIVER' as const };
  const facts = { status: unit.status, driverId: unit.driverId, active: unit.active };
  const moves = unitStatusMoves(actor, facts);
  const maySignOff = unit.status === 'AVAILABLE' || unit.status === 'OUT_OF_SERVICE';
  const onStatus = (to: UnitStatus) => void action.run(to, async () => show(await setUnitStatus(unit.id, to)));
  const onSignOff = () =>
    action.run('signOff', async () => {
      await signOffUnit(unit.id);
      show(null);
    });

  return (
    <Stack gap="4">
      <Text fontSize="xl" fontWeight="bold">
        {t('unitLine', { code: unit.code, status: t(`common:unitStatus.${unit.status}`) })}
      </Text>
      <PositionNote positions={positions} />
      {unit.ticketId !== null && <AssignedEventCard ticketId={unit.ticketId} status={unit.status} />}
      {unit.ticketId === null && unit.status === 'AVAILABLE' && <Text color="fg.muted">{t('noEvent')}</Text>}
      {moves.length > 0 && (
        <SimpleGrid as="nav" aria-label={t('statusActions')} columns={{ base: 1, sm: 2 }} gap="3">
          {moves.map((to) => (
            <Button
              key={to}
              size="xl"
              minH="16"
              fontSize="lg"
              colorPalette={to === 'OUT_OF_SERVICE' ? 'gray' : 'brand'}
              variant={to === 'OUT_OF_SERVICE' ? 'outline' : 'solid'}
              loading={busy === to}
              disabled={busy !== null}
              onClick={() => onStatus(to)}
            >
              {t(`move.${to}`)}
            </Button>
          ))}
        </SimpleGrid>
      )}
      <Box as="label" display="flex" alignItems="center" gap="2" minH="11">
        <input
          type="checkbox"
          checked={muted}
          onChange={(e) => {
            setMuted(e.target.checked);
            writeMuted(e.target.checked);
          }}
        />
        {t('mute')}
      </Box>
      {maySignOff && (
        <Button size="lg" minH="14" variant="outline" colorPalette="red" disabled={busy !== null} onClick={() => setConfirming(true)}>
          {t('signOff')}
        </Button>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('signOffTitle')}
            description={t('signOffText', { code: unit.code })}
            confirmLabel={t('signOff')}
            cancelLabel={t('common:cancel')}
            destructive
            onConfirm={onSignOff}
          />
        </Suspense>
      )}
      {/* Said by screen readers at once, whatever they were reading. */}
      <VisuallyHidden aria-live="assertive">{announcement}</VisuallyHidden>
    </Stack>
  );
}

function PositionNote({ positions }: { positions: UnitPositionsState }) {
  const { t } = useTranslation('crew');
  return (
    <Stack gap="1" fontSize="sm">
      {positions.permission === 'denied' && <Text role="status">{t('position.denied')}</Text>}
      {positions.permission === 'unsupported' && <Text role="status">{t('position.unsupported')}</Text>}
      {positions.permission === 'granted' && !positions.offRoute && <Text color="fg.muted">{t('position.sharing')}</Text>}
      {positions.offRoute && <Text role="status">{t('position.offRoute')}</Text>}
      {positions.queued > 1 && <Text color="fg.muted">{t('position.queued', { count: positions.queued })}</Text>}
    </Stack>
  );
}

/**
 * A new event for the unit (by the live stream or a later read): vibrate, a tone unless muted, and
 * the words for screen readers. Not on the first read: a dispatch already known is no news.
 */
function useDispatchAnnouncement(unit: Unit): string {
  const { t } = useTranslation('crew');
  const [text, setText] = useState('');
  const seen = useRef<number | null | undefined>(undefined);
  const { ticketId } = unit;
  useEffect(() => {
    const before = seen.current;
    seen.current = ticketId;
    if (before === undefined || ticketId === null || ticketId === before) return;
    setText(t('newDispatch', { id: ticketId }));
    alertDispatch(readMuted());
  }, [ticketId, t]);
  return text;
}
