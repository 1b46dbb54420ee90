// Server only: run at build time, in Node, by each area app's src/first-paint.tsx (its webpack
// config's `firstPaint`). An area's dashboard as the browser's first render draws it for a
// signed-in user of that area, in Spanish, before any data has arrived: the layout, the titles and
// the loading states. The API server puts it at the start of the shell's #root for
// `/<area>/dashboard`, hidden; its inline script shows it, instead of the splash, when the stored
// session is of that area and the stored language the default. The page then shows what it is for
// before its scripts have downloaded, and React's first render replaces it with the same screen.
// The user's name is not known at build time: the script fills it in from the stored session.
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { pageMarkup } from '@vigia/design-system/server';
import { areaPath, FIRST_PAINT_FILE, ROLE_OF_AREA, type Area, type SessionUser } from '@vigia/domain';
import { createI18n, DEFAULT_LANGUAGE } from '@vigia/i18n';
import { AppLayout } from './app-layout';
import { AppProviders } from './app-providers';
import { FIRST_PAINT_CSS, FIRST_PAINT_ID, firstPaintScript } from './first-paint-script';

/** The user's fields the first paint shows, and the text that stands for each in the render. */
const SLOTS = { name: '\u2063name\u2063', jobtitle: '\u2063jobtitle\u2063' } as const;

export interface AreaAppComponentProps {
  area: Area;
  basePath: string;
}

export interface FirstPaintOptions {
  /**
   * What the shell puts in the layout's header slot (`headerActions`, shell/src/routes/area-gate.tsx:
   * the notification bell), drawn here the same way. The area app's first-paint module passes it:
   * the layout does not import features.
   */
  HeaderActions?: ComponentType;
}

/** What the build writes for the server (FIRST_PAINT_FILE): the block, and its inline script's text for the CSP. */
export interface FirstPaintBlock {
  html: string;
  inlineScripts: string[];
}

/**
 * The block the server puts at the start of #root: `App`'s dashboard inside the signed-in layout
 * (each element after the <style> of its classes), hidden, then the script that shows it.
 */
export function renderAreaFirstPaint(
  area: Area,
  App: ComponentType<AreaAppComponentProps>,
  { HeaderActions }: FirstPaintOptions = {},
): FirstPaintBlock {
  const user: SessionUser = {
    id: '',
    avatar: '',
    email: '',
    name: SLOTS.name,
    jobtitle: SLOTS.jobtitle,
    username: '',
    location: '',
    role: ROLE_OF_AREA[area],
    posts: null,
    coverImg: '',
    followers: null,
    description: '',
  };
  // The tree the shell draws for the area: its providers, then routes/area-gate.tsx's layout.
  const AtDashboard = ({ children }: { children?: ReactNode }) => <MemoryRouter initialEntries={[areaPath(area)]}>{children}</MemoryRouter>;
  let markup = pageMarkup(
    <AppProviders router={AtDashboard} i18n={createI18n(DEFAULT_LANGUAGE)} session={{ user }}>
      <Routes>
        <Route
          path={`/${area}/*`}
          element={
            <AppLayout area={area} headerActions={HeaderActions && <HeaderActions />}>
              <App area={area} basePath={`/${area}`} />
            </AppLayout>
          }
        />
      </Routes>
    </AppProviders>,
  );
  for (const [field, text] of Object.entries(SLOTS)) {
    for (let at = markup.indexOf(text); at >= 0; at = markup.indexOf(text, at + 1)) {
      // In an attribute the script could not fill it (and a <span> there would break the tag).
      if (markup.lastIndexOf('<', at) > markup.lastIndexOf('>', at)) throw new Error(`first paint: the user's ${field} is in an attribute`);
    }
    markup = markup.replaceAll(text, `<span data-slot="${field}"></span>`);
  }
  // inert: nothing in it works before the app does, so it takes no focus, press or screen reader.
  const script = firstPaintScript();
  return {
    html: `<div id="${FIRST_PAINT_ID}" data-area="${area}" inert><style>${FIRST_PAINT_CSS}</style>${markup}</div><script>${script}</script>`,
    inlineScripts: [script],
  };
}

/** The files an area app's build adds for the server: FIRST_PAINT_FILE, its first paint. */
export function areaFirstPaintFiles(area: Area, App: ComponentType<AreaAppComponentProps>, options: FirstPaintOptions = {}) {
  return { [FIRST_PAINT_FILE]: renderAreaFirstPaint(area, App, options) };
}
