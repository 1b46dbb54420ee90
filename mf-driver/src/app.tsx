import { Suspense, lazy } from 'react';
import { DashboardScreen } from '@vigia/dashboard';
import { LoadingState } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { createAreaApp, lazyScreen } from '@vigia/layout';
import type { AreaApp } from '@vigia/remote-contract';

// "Mis asignaciones" first (issue 38), in its own chunk: the dashboard's first load stays as it is.
const CrewPanel = lazy(() => import('@vigia/crew').then((m) => ({ default: m.CrewPanel })));
// Made once: the dashboard is memoized on its props.
const crewPanel = (
  <Suspense fallback={<CrewLoading />}>
    <CrewPanel />
  </Suspense>
);

function CrewLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('common:loading')} />;
}

function DriverDashboard() {
  return <DashboardScreen top={crewPanel} />;
}

/** The DRIVER area (SPEC §2): the dashboard lands, the other screens are fetched when first opened. */
const DriverApp: AreaApp = createAreaApp('driver', {
  dashboard: DriverDashboard,
  events: lazyScreen(() => import('@vigia/events'), 'EventsScreen'),
  notifications: lazyScreen(() => import('@vigia/notifications'), 'NotificationsScreen'),
  works: lazyScreen(() => import('@vigia/works'), 'WorksScreen'),
});
export default DriverApp;
