import { AREA_OF_ROLE, AREA_SCREENS, areaPath, isRole, type Area } from '@vigia/domain';

/** The area of a role that has a notifications screen (SPEC §2), else null. */
export function notificationsArea(role: string | null | undefined): Area | null {
  if (!isRole(role)) return null;
  const area = AREA_OF_ROLE[role];
  return AREA_SCREENS[area].includes('notifications') ? area : null;
}

export function eventPath(area: Area, ticketId: number): string {
  return `${areaPath(area, 'events')}/${ticketId}`;
}
