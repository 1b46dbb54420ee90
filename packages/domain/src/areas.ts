// SPEC §2 and §6: the areas, which role each is for and which screens it has, and the shell's
// pages outside them. The one list (areas.test.ts keeps the others in step with it): the shell's
// routes and prefetch, each remote's routes and sidebar, the server's pages and remote folders,
// and the lint's apps (the `mf-*` folders) derive from it.
import type { Role } from './constants';

export const SCREENS = [
  'dashboard',
  'board',
  'events',
  'reports',
  'assignments',
  'notifications',
  'users',
  'units',
  'settings',
  'log',
  'compliance',
  'works',
] as const;
export type Screen = (typeof SCREENS)[number];

interface RemoteEntry {
  /** The app's folder (and its dist on the server). */
  app: string;
  /** Federation name of its remote: an identifier, unlike the folder (the manifest plugin needs one). */
  remote: string;
}

interface AreaEntry extends RemoteEntry {
  /** The role whose area it is: each role has one area, each area one role. */
  role: Role;
  /** Its screens, in the order of its sidebar; the first is where it lands. */
  screens: readonly Screen[];
}

/**
 * The areas. The key is the area's path prefix (`/driver/…`) and its remote's key in
 * `/remotes.json` and on the server (`/remotes/driver/`).
 */
export const AREA_MANIFEST = {
  driver: { role: 'DRIVER', app: 'mf-driver', remote: 'mf_driver', screens: ['dashboard', 'events', 'notifications', 'works'] },
  operator: {
    role: 'OPERATOR',
    app: 'mf-operator',
    remote: 'mf_operator',
    screens: ['dashboard', 'board', 'events', 'reports', 'assignments', 'notifications', 'log', 'works'],
  },
  supervisor: {
    role: 'SUPERVISOR',
    app: 'mf-supervisor',
    remote: 'mf_supervisor',
    screens: ['dashboard', 'board', 'events', 'reports', 'compliance', 'assignments', 'notifications', 'log', 'works'],
  },
  inspector: {
    role: 'INSPECTOR',
    app: 'mf-inspector',
    remote: 'mf_inspector',
    screens: ['dashboard', 'events', 'reports', 'compliance', 'log', 'works'],
  },
  admin: {
    role: 'ADMIN',
    app: 'mf-admin',
    remote: 'mf_admin',
    screens: [
      'dashboard',
      'board',
      'events',
      'reports',
      'compliance',
      'assignments',
      'notifications',
      'log',
      'works',
      'users',
      'units',
      'settings',
    ],
  },
} as const satisfies Record<string, AreaEntry>;

export type Area = keyof typeof AREA_MANIFEST;
/** The screens of one area, as a type: an area's app must give exactly these. */
export type AreaScreen<A extends Area> = (typeof AREA_MANIFEST)[A]['screens'][number];

/** The remotes the shell loads: the public form and one per area. */
export const REMOTES = { public: { app: 'mf-public', remote: 'mf_public' }, ...AREA_MANIFEST } as const satisfies Record<
  string,
  RemoteEntry
>;
export type RemoteKey = keyof typeof REMOTES;

export const AREAS = Object.keys(AREA_MANIFEST) as readonly Area[];

/** One value per area, from its entry in the manifest. */
function perArea<T>(value: (area: Area) => T): Record<Area, T> {
  return Object.fromEntries(AREAS.map((area) => [area, value(area)])) as Record<Area, T>;
}

export const AREA_SCREENS: Record<Area, readonly Screen[]> = perArea((area) => AREA_MANIFEST[area].screens);

/** Each area is one role's: ROLE_OF_AREA and AREA_OF_ROLE are the manifest's `role`. */
export const ROLE_OF_AREA: Record<Area, Role> = perArea((area) => AREA_MANIFEST[area].role);
// A role without an area fails to compile here: the manifest covers every role.
export const AREA_OF_ROLE: Record<Role, Area> = Object.fromEntries(AREAS.map((area) => [ROLE_OF_AREA[area], area])) as Record<
  (typeof AREA_MANIFEST)[Area]['role'],
  Area
>;

/** Federation name of each remote. */
export const REMOTE_NAME = Object.fromEntries(Object.entries(REMOTES).map(([key, { remote }]) => [key, remote])) as Record<
  RemoteKey,
  string
>;

/**
 * The shell's pages outside the areas (SPEC §2), by path. `public`: the public form remote in
 * that variant (`serverRendered`: the API server also renders it without the shell,
 * web/public-page.ts). `sign-in`: a sign-in screen, for the signed out only (a signed-in user is
 * sent to their area), unless `signedIn` (a new account follows its link after signing in).
 */
export const SHELL_PAGES = {
  '/user/login': { kind: 'sign-in', screen: 'login' },
  '/user/register': { kind: 'sign-in', screen: 'register' },
  '/user/recover-password': { kind: 'sign-in', screen: 'recover-password' },
  '/user/confirm': { kind: 'sign-in', screen: 'confirm', signedIn: true },
  '/user/contact': { kind: 'public', variant: 'contact', serverRendered: true },
  '/event/form': { kind: 'public', variant: 'form', serverRendered: true },
  '/event/follow-up': { kind: 'public', variant: 'follow-up' },
} as const satisfies Record<
  string,
  | { kind: 'sign-in'; screen: string; signedIn?: boolean }
  | { kind: 'public'; variant: 'contact' | 'form' | 'follow-up'; serverRendered?: boolean }
>;
export type ShellPath = keyof typeof SHELL_PAGES;
export type ShellPage = (typeof SHELL_PAGES)[ShellPath];
export type SignInScreen = Extract<ShellPage, { kind: 'sign-in' }>['screen'];

/** Paths that only send to a page above. */
export const SHELL_REDIRECTS = { '/user': '/user/login', '/event': '/event/form' } as const satisfies Record<string, ShellPath>;

/** The shell page at `path` (for a redirect, its target's), if any; a trailing slash is ignored. */
export function shellPage(path: string): ShellPage | null {
  const bare = path.replace(/\/+$/, '') || '/';
  const target = (SHELL_REDIRECTS as Record<string, ShellPath>)[bare] ?? bare;
  return (SHELL_PAGES as Record<string, ShellPage>)[target] ?? null;
}

export function areaOfRole(role: string | null | undefined): Area | null {
  return role && role in AREA_OF_ROLE ? AREA_OF_ROLE[role as Role] : null;
}

/** Where an area is mounted: its routes are below it. */
export function areaBase(area: Area): string {
  return `/${area}`;
}

export function areaPath(area: Area, screen: Screen = 'dashboard'): string {
  return `${areaBase(area)}/${screen}`;
}

/**
 * The file, in an area remote's build, holding its dashboard's first paint (@vigia/layout/first-paint)
 * as JSON ({ html, inlineScripts }): the build writes it, the API server puts it in the shell's page
 * for that area.
 */
export const FIRST_PAINT_FILE = 'first-paint.json';
