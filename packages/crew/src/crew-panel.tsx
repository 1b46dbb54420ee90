// "Mis asignaciones" (issue 38 items 2–3): the top of a DRIVER's dashboard. Off shift: sign on to a
// unit. On shift: the unit's status in words, one big button per move the status machine allows,
// the event it is sent to, and sign-off (confirmed). A new dispatch is told at once (words,
// vibration, tone); the position goes to the server meanwhile (useUnitPositions).
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { signOffUnit, signOnUnit, setUnitStatus } from '@vigia/api-client';
import type { Unit } from '@vigia/domain';
import { myUnitQueryOptions, unitQueryKeys, useQuery, useQueryClient } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { unitStatusMoves, type UnitStatus } from '@vigia/domain/unit-status';
import { Box, Button, Card, ErrorState, Heading, LoadingState, SimpleGrid, Stack, Text, VisuallyHidden } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { AssignedEventCard } from './assigned-event-card';
import { alertDispatch, readMuted, writeMuted } from './dispatch-alert';
import { SignOnForm } from './sign-on-form';
import { useCrewAction } from './use-crew-action';
import { useLiveUnit } from './use-live-unit';
import { useUnitPositions, type UnitPositionsState } from './use-unit-positions';

// The dialog's entry (a federation singleton with its own Chakra parts) loads only when asked for:
// the crew's first screen carries none of it.
const ConfirmDialog = lazy(() => import('@vigia/design-system/overlays').then((m) => ({ default: m.ConfirmDialog })));

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const isOnline = () => navigator.onLine !== false;

export function CrewPanel() {
  const { t } = useTranslation('crew');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const mine = useQuery(myUnitQueryOptions());
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const action = useCrewAction();
  const unit = mine.data ?? null;
  useLiveUnit(user?.id ?? null);
  const positions = useUnitPositions(unit?.id ?? null, unit?.status);
  const announcement = useDispatchAnnouncement(unit);

  const show = (next: Unit | null) => {
    queryClient.setQueryData(unitQueryKeys.mine(), next);
    void queryClient.invalidateQueries({ queryKey: unitQueryKeys.all });
  };

  return (
    <Card.Root as="section" aria-labelledby="crew-title">
      <Card.Header>
        <Heading as="h2" size="md" id="crew-title">
          {t('title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {!online && <Text role="status">{t('offline')}</Text>}
          {mine.isPending && <LoadingState label={t('common:loading')} />}
          {mine.isError && !unit && (
            <ErrorState message={t('loadError')} retryLabel={t('common:retry')} onRetry={() => void mine.refetch()} />
          )}
          {mine.isSuccess && !unit && (
            <SignOnForm
              busy={action.busy === 'signOn'}
              onSignOn={(id) => void action.run('signOn', async () => show(await signOnUnit(id)))}
            />
          )}
          {unit && user && (
            <OnShift
              unit={unit}
              userId={user.id}
              busy={action.busy}
              positions={positions}
              onStatus={(to) => void action.run(to, async () => show(await setUnitStatus(unit.id, to)))}
              onSignOff={() =>
                action.run('signOff', async () => {
                  await signOffUnit(unit.id);
                  show(null);
                })
              }
            />
          )}
          {action.error && (
            <Text role="alert" color="fg.error" fontWeight="semibold">
              {action.error}
            </Text>
          )}
        </Stack>
        {/* Said by screen readers at once, whatever they were reading. */}
        <VisuallyHidden aria-live="assertive">{announcement}</VisuallyHidden>
      </Card.Body>
    </Card.Root>
  );
}

interface OnShiftProps {
  unit: Unit;
  userId: string;
  busy: string | null;
  positions: UnitPositionsState;
  onStatus: (to: UnitStatus) => void;
  onSignOff: () => Promise<void>;
}

function OnShift({ unit, userId, busy, positions, onStatus, onSignOff }: OnShiftProps) {
  const { t } = useTranslation('crew');
  const [confirming, setConfirming] = useState(false);
  const [muted, setMuted] = useState(readMuted);
  const actor = { id: userId, role: 'DRIVER' as const };
  const facts = { status: unit.status, driverId: unit.driverId, active: unit.active };
  const moves = unitStatusMoves(actor, facts);
  const maySignOff = unit.status === 'AVAILABLE' || unit.status === 'OUT_OF_SERVICE';

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
function useDispatchAnnouncement(unit: Unit | null): string {
  const { t } = useTranslation('crew');
  const [text, setText] = useState('');
  const seen = useRef<number | null | undefined>(undefined);
  const ticketId = unit === null ? null : unit.ticketId;
  useEffect(() => {
    const before = seen.current;
    seen.current = ticketId;
    if (before === undefined || ticketId === null || ticketId === before) return;
    setText(t('newDispatch', { id: ticketId }));
    alertDispatch(readMuted());
  }, [ticketId, t]);
  return text;
}
