// SPEC §2 and §6: which area and which screens each role gets.
import type { Role } from './constants';

export const SCREENS = ['dashboard', 'events', 'reports', 'assignments', 'notifications', 'users', 'settings'] as const;
export type Screen = (typeof SCREENS)[number];

export const AREAS = ['driver', 'operator', 'supervisor', 'inspector', 'admin'] as const;
export type Area = (typeof AREAS)[number];

export const AREA_OF_ROLE: Record<Role, Area> = {
  DRIVER: 'driver',
  OPERATOR: 'operator',
  SUPERVISOR: 'supervisor',
  INSPECTOR: 'inspector',
  ADMIN: 'admin',
};

/** Each area is one role's (AREA_OF_ROLE the other way round). */
export const ROLE_OF_AREA: Record<Area, Role> = {
  driver: 'DRIVER',
  operator: 'OPERATOR',
  supervisor: 'SUPERVISOR',
  inspector: 'INSPECTOR',
  admin: 'ADMIN',
};

export const AREA_SCREENS: Record<Area, readonly Screen[]> = {
  driver: ['dashboard', 'events', 'notifications'],
  operator: ['dashboard', 'events', 'reports', 'assignments', 'notifications'],
  supervisor: ['dashboard', 'events', 'reports', 'assignments', 'notifications'],
  inspector: ['dashboard', 'events', 'reports'],
  admin: ['dashboard', 'events', 'reports', 'assignments', 'notifications', 'users', 'settings'],
};

/** Federation name of each area's remote (identifiers, see TOOLCHAIN.md). */
export const REMOTE_NAME: Record<Area | 'public', string> = {
  public: 'mf_public',
  driver: 'mf_driver',
  operator: 'mf_operator',
  supervisor: 'mf_supervisor',
  inspector: 'mf_inspector',
  admin: 'mf_admin',
};

export function areaOfRole(role: string | null | undefined): Area | null {
  return role && role in AREA_OF_ROLE ? AREA_OF_ROLE[role as Role] : null;
}

export function areaPath(area: Area, screen: Screen = 'dashboard'): string {
  return `/${area}/${screen}`;
}

/**
 * The file, in an area remote's build, holding its dashboard's first paint (@vigia/layout/first-paint)
 * as JSON ({ html, inlineScripts }): the build writes it, the API server puts it in the shell's page
 * for that area.
 */
export const FIRST_PAINT_FILE = 'first-paint.json';
