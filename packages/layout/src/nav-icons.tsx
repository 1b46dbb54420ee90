import type { Screen } from '@vigia/domain';
import { AlertIcon, AssignmentIcon, BellIcon, ChartIcon, HomeIcon, ListIcon, UsersIcon } from '@vigia/design-system';

export const NAV_ICONS: Record<Screen, typeof HomeIcon> = {
  dashboard: HomeIcon,
  // The board of units (issue 38): figures by status over the road.
  board: ChartIcon,
  events: ListIcon,
  reports: ChartIcon,
  assignments: AssignmentIcon,
  notifications: BellIcon,
  users: UsersIcon,
  units: ListIcon,
  // No gear in the design system's icons yet: the list of lists the admin keeps.
  settings: ListIcon,
  // The shift log: a list of dated entries, like the events.
  log: ListIcon,
  // Compliance with the service standards (issue 40): figures, like the reports.
  compliance: ChartIcon,
  // Planned works (issue 41): a dated list, like the log.
  works: ListIcon,
};

export { AlertIcon };
