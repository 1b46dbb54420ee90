import { lazy, Suspense, useEffect, type ComponentProps, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { rememberReturnPath, useAuth } from '@vigia/auth';
import { AREAS, SHELL_PAGES, SHELL_REDIRECTS, areaBase, areaOfRole, type Area, type ShellPage, type SignInScreen } from '@vigia/domain';
import { SplashScreen } from '@vigia/design-system';
import { NoAreaScreen, NotFoundScreen } from '@vigia/layout';
import { RemoteView } from '@vigia/remote-loader';
import type { AreaAppProps } from '@vigia/remote-contract';
import { areaLoader } from '../remotes';
import { loadPublicFormPage } from './public-form-chunk';
import { PublicOnly, RootRedirect } from './guards';
import { loadSignInScreens } from './sign-in-screens';

// The signed-in layout (drawer, menus, notifications) is its own chunk: the public pages and the
// sign-in forms do not wait for it. What this file's chunk has already (the remote view, the
// fallback screens) stays out of it: prefetch.ts requests it too, before this chunk is there, so
// webpack would copy them into it.
const AreaGate = lazy(() => import(/* webpackChunkName: "area-gate" */ './area-gate').then((m) => ({ default: m.AreaGate })));
// So is the public form's frame: a signed-in page does not download it (prefetch.ts requests it with
// the public remote on the pages that show it).
const LazyPublicFormPage = lazy(() => loadPublicFormPage().then((m) => ({ default: m.PublicFormPage })));
const PublicFormPage = (props: ComponentProps<typeof LazyPublicFormPage>) => (
  <Suspense fallback={<SplashScreen />}>
    <LazyPublicFormPage {...props} />
  </Suspense>
);
// The sign-in forms (react-hook-form, yup) are a chunk of their own too: a signed-in page or the
// public form does not download them.
const SIGN_IN_SCREENS: Record<SignInScreen, ComponentType> = {
  login: lazy(() => loadSignInScreens().then((m) => ({ default: m.LoginScreen }))),
  register: lazy(() => loadSignInScreens().then((m) => ({ default: m.RegisterScreen }))),
  'recover-password': lazy(() => loadSignInScreens().then((m) => ({ default: m.RecoverPasswordScreen }))),
  confirm: lazy(() => loadSignInScreens().then((m) => ({ default: m.ConfirmEmailScreen }))),
};

/**
 * A protected area. Signed out: the contact form stands in (SPEC §2) and the path is remembered
 * for after login. Signed in: only the user's own area exists; its remote is loaded at run time.
 */
function AreaRoute({ area }: { area: Area }) {
  const { isAuthenticated, user } = useAuth();
  const location = useLocation();
  const userArea = areaOfRole(user?.role);

  useEffect(() => {
    if (!isAuthenticated) rememberReturnPath(location.pathname + location.search);
  }, [isAuthenticated, location.pathname, location.search]);

  if (!isAuthenticated) return <PublicFormPage variant="form" signInNotice />;
  if (!userArea) return <NoAreaScreen />;
  if (userArea !== area) return <NotFoundScreen />;
  return (
    <Suspense fallback={<SplashScreen />}>
      <AreaGate area={area}>
        <RemoteView<AreaAppProps> load={areaLoader(area)} props={{ area, basePath: areaBase(area) }} />
      </AreaGate>
    </Suspense>
  );
}

/** A page of the manifest: the public form in its variant, or a sign-in screen. */
function pageElement(page: ShellPage) {
  if (page.kind === 'public') return <PublicFormPage variant={page.variant} />;
  const Screen = SIGN_IN_SCREENS[page.screen];
  const screen = (
    <Suspense fallback={<SplashScreen />}>
      <Screen />
    </Suspense>
  );
  return 'signedIn' in page ? screen : <PublicOnly>{screen}</PublicOnly>;
}

/**
 * The route table of SPEC §2, from @vigia/domain's manifest (SHELL_PAGES, SHELL_REDIRECTS, the
 * areas): prefetch.ts reads the same. Area routes below `/<area>/*` come from the area's remote.
 */
export function shellRoutes() {
  return [
    <Route key="/" path="/" element={<RootRedirect />} />,
    ...Object.entries(SHELL_REDIRECTS).map(([from, to]) => <Route key={from} path={from} element={<Navigate to={to} replace />} />),
    ...Object.entries(SHELL_PAGES).map(([path, page]) => <Route key={path} path={path} element={pageElement(page)} />),
    ...AREAS.map((area) => <Route key={area} path={`${areaBase(area)}/*`} element={<AreaRoute area={area} />} />),
    <Route key="*" path="*" element={<NotFoundScreen />} />,
  ];
}

export function AppRoutes() {
  const { isInitialized } = useAuth();
  if (!isInitialized) return <SplashScreen />;
  return <Routes>{shellRoutes()}</Routes>;
}
