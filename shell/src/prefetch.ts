// On a slow network each step of a remote's load (registry → manifest → remoteEntry → chunks) costs
// a round trip. Start the page's remote before React renders, so those trips overlap the render
// and the session check instead of following them. RemoteView asks the same loader again and gets
// the same load (the federation runtime caches it); a failure is left to RemoteView to show.
import { AREAS, STORAGE_KEYS, areaOfRole, shellPage, type Area, type SessionUser } from '@vigia/domain';
import { areaLoader, publicLoader } from './remotes';
import { loadPublicFormPage } from './routes/public-form-chunk';
import { loadSignInScreens } from './routes/sign-in-screens';

function storedArea(): Area | null {
  try {
    if (!localStorage.getItem(STORAGE_KEYS.accessToken)) return null;
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as SessionUser | null;
    return areaOfRole(user?.role);
  } catch {
    return null;
  }
}

/** The public form remote, and its frame (a lazy chunk of the shell: app-routes.tsx). */
const publicForm = () => Promise.all([loadPublicFormPage(), publicLoader()]);

/**
 * What the page at `pathname` shows first, if anything is fetched for it: the shell's pages and
 * areas of @vigia/domain's manifest, as routes/app-routes.tsx routes them.
 */
export function remoteForPath(pathname: string): (() => Promise<unknown>) | null {
  const page = shellPage(pathname);
  if (page?.kind === 'public') return publicForm;
  // A signed-in user is sent from a sign-in page to their area, except from the ones shown to both.
  if (page?.kind === 'sign-in') return 'signedIn' in page || !storedArea() ? loadSignInScreens : null;
  const path = pathname.replace(/\/+$/, '') || '/';
  const first = path.split('/')[1] ?? '';
  if (!(AREAS as readonly string[]).includes(first)) return null;
  const signedIn = storedArea();
  if (!signedIn) return publicForm; // the signed-out stand-in is the public form
  if (signedIn !== first) return null;
  const remote = areaLoader(signedIn);
  // The signed-in layout is a lazy chunk of the shell (app-routes.tsx): fetch it alongside.
  // One chunk name for both imports of the layout (here and app-routes.tsx): from two start-up
  // stages webpack would otherwise make two chunks of it, and a page could download both.
  return () => Promise.all([import(/* webpackChunkName: "area-gate" */ './routes/area-gate'), remote()]);
}

export function prefetchRemote(pathname: string = window.location.pathname): void {
  remoteForPath(pathname)?.().catch(() => undefined);
}
