import { AREA_SCREENS, type Area, type Screen } from '@vigia/domain';

export interface NavEntry {
  screen: Screen;
  path: string;
  /** i18n key in the `layout` namespace. */
  labelKey: string;
}

/** Sidebar entries of a role's area, in the order of SPEC §2. */
export function navEntries(area: Area): NavEntry[] {
  return AREA_SCREENS[area].map((screen) => ({
    screen,
    path: `/${area}/${screen}`,
    labelKey: screen === 'dashboard' ? 'nav.home' : `nav.${screen}`,
  }));
}
