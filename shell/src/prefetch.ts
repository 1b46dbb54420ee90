// On a slow network each step of a remote's load (registry → manifest → remoteEntry → chunks) costs
// a round trip. Start the page's remote before React renders, so those trips overlap the render
// and the session check instead of following them. RemoteView asks the same loader again and gets
// the same load (the federation runtime caches it); a failure is left to RemoteView to show.
import { AREAS, STORAGE_KEYS, areaOfRole, type Area, type SessionUser } from '@vigia/domain';
import { areaLoader, publicLoader } from './remotes';
import { loadPublicFormPage } from './routes/public-form-chunk';
import { loadSignInScreens } from './routes/sign-in-screens';

const PUBLIC_PATHS = ['/event', '/event/form', '/event/follow-up', '/user/contact'];
const SIGN_IN_PATHS = ['/user', '/user/login', '/user/register', '/user/recover-password'];

function storedArea(): Area | null {
  try {
    if (!localStorage.getItem(STORAGE_KEYS.accessToken)) return null;
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as SessionUser | null;
    return areaOfRole(user?.role);
  } catch {
    return null;
  }
}

/** Which remote the page at `pathname` shows first, if any: see routes/app-routes.tsx. */
/** The public form remote, and its frame (a lazy chunk of the shell: app-routes.tsx). */
const publicForm = () => Promise.all([loadPublicFormPage(), publicLoader()]);

export function remoteForPath(pathname: string): (() => Promise<unknown>) | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (PUBLIC_PATHS.includes(path)) return publicForm;
  if (SIGN_IN_PATHS.includes(path)) return storedArea() ? null : loadSignInScreens;
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
