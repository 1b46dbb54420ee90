import type { ComponentType } from 'react';
import type { Area, AreaScreen } from '@vigia/domain';
import { AreaRoutes } from './area-routes';

/** One component for each screen the area has in the manifest (AREA_MANIFEST): no more, no fewer. */
export type AreaScreens<A extends Area> = Record<AreaScreen<A>, ComponentType>;

/**
 * An area remote's `./App`: its screens under the shell's `/<area>/*` route. The app names them
 * (it composes the features; the layout imports none): the landing screen imported, the others
 * fetched when first opened (`lazyScreen`).
 */
export function createAreaApp<A extends Area>(area: A, screens: AreaScreens<A>) {
  const elements = Object.fromEntries(Object.entries<ComponentType>(screens).map(([screen, Screen]) => [screen, <Screen key={screen} />]));
  function AreaApp() {
    return <AreaRoutes area={area} screens={elements} />;
  }
  AreaApp.displayName = `AreaApp(${area})`;
  return AreaApp;
}
