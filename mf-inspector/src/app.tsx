import type { AreaAppProps } from '@vigia/remote-contract';
import { DashboardScreen } from '@vigia/dashboard';
import { AreaRoutes, lazyScreen } from '@vigia/layout';

// The dashboard is the landing screen; the others are fetched when first opened.
const EventsScreen = lazyScreen(() => import('@vigia/events'), 'EventsScreen');
const ReportsScreen = lazyScreen(() => import('@vigia/reports'), 'ReportsScreen');

/** The INSPECTOR area (SPEC §2): its screens under the shell's `/inspector/*` route. */
export default function InspectorApp(_props: AreaAppProps) {
  return <AreaRoutes area="inspector" screens={{ dashboard: <DashboardScreen />, events: <EventsScreen />, reports: <ReportsScreen /> }} />;
}
