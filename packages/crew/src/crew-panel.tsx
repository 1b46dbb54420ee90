// "Mis asignaciones" (issue 38 items 2–3): the top of a DRIVER's dashboard. Off shift: sign on to a
// unit. On shift (on-shift.tsx): the unit's status in words, one big button per move the status
// machine allows, the event it is sent to, and sign-off (confirmed). A new dispatch is told at once
// (words, vibration, tone); the position goes to the server meanwhile (useUnitPositions).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { signOnUnit } from '@vigia/api-client';
import type { Unit } from '@vigia/domain';
import { myUnitQueryOptions, unitQueryKeys, useLiveUnits, useQueryClient } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { Card, ErrorState, Heading, LoadingState, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { SignOnForm } from './sign-on-form';
import { useCrewAction } from './use-crew-action';

// Loaded once the driver has a unit: the dashboard of a driver off shift (its first screen is the
// sign-on form) carries none of the on-shift code (decision 020).
const OnShift = lazy(() => import('./on-shift').then((m) => ({ default: m.OnShift })));

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
  // Live: the stream's events for this unit, or a read every 15 s while the stream is down.
  const mine = useLiveUnits(myUnitQueryOptions());
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const action = useCrewAction();
  const unit = mine.data ?? null;

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
            <Suspense fallback={<LoadingState label={t('common:loading')} />}>
              <OnShift unit={unit} userId={user.id} action={action} show={show} />
            </Suspense>
          )}
          {action.error && (
            <Text role="alert" color="fg.error" fontWeight="semibold">
              {action.error}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
