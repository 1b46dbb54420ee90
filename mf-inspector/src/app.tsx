import type { AreaAppProps } from '@vigia/remote-contract';
import { DashboardScreen } from '@vigia/dashboard';
import { EventsScreen } from '@vigia/events';
import { ReportsScreen } from '@vigia/reports';
import { AreaRoutes } from '@vigia/layout';

/** The INSPECTOR area (SPEC §2): its screens under the shell's `/inspector/*` route. */
export default function InspectorApp(_props: AreaAppProps) {
  return <AreaRoutes area="inspector" screens={{ dashboard: <DashboardScreen />, events: <EventsScreen />, reports: <ReportsScreen /> }} />;
}
