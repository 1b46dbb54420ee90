import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { rememberReturnPath, useAuth } from '@vigia/auth';
import { AREAS, areaOfRole, type Area } from '@vigia/domain';
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
const LoginScreen = lazy(() => loadSignInScreens().then((m) => ({ default: m.LoginScreen })));
const RegisterScreen = lazy(() => loadSignInScreens().then((m) => ({ default: m.RegisterScreen })));
const RecoverPasswordScreen = lazy(() => loadSignInScreens().then((m) => ({ default: m.RecoverPasswordScreen })));
const ConfirmEmailScreen = lazy(() => loadSignInScreens().then((m) => ({ default: m.ConfirmEmailScreen })));

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
        <RemoteView<AreaAppProps> load={areaLoader(area)} props={{ area, basePath: `/${area}` }} />
      </AreaGate>
    </Suspense>
  );
}

/** The route table of SPEC §2. Area routes below `/<area>/*` come from the area's remote. */
export function AppRoutes() {
  const { isInitialized } = useAuth();
  if (!isInitialized) return <SplashScreen />;
  return (
    <Routes>
      <Route path="/" element={<RootRedirect />} />
      <Route path="/user" element={<Navigate to="/user/login" replace />} />
      <Route
        path="/user/login"
        element={
          <PublicOnly>
            <Suspense fallback={<SplashScreen />}>
              <LoginScreen />
            </Suspense>
          </PublicOnly>
        }
      />
      <Route
        path="/user/register"
        element={
          <PublicOnly>
            <Suspense fallback={<SplashScreen />}>
              <RegisterScreen />
            </Suspense>
          </PublicOnly>
        }
      />
      <Route
        path="/user/recover-password"
        element={
          <PublicOnly>
            <Suspense fallback={<SplashScreen />}>
              <RecoverPasswordScreen />
            </Suspense>
          </PublicOnly>
        }
      />
      {/* Signed in or not: a new account follows its link after signing in. */}
      <Route
        path="/user/confirm"
        element={
          <Suspense fallback={<SplashScreen />}>
            <ConfirmEmailScreen />
          </Suspense>
        }
      />
      <Route path="/user/contact" element={<PublicFormPage variant="contact" />} />
      <Route path="/event" element={<Navigate to="/event/form" replace />} />
      <Route path="/event/form" element={<PublicFormPage variant="form" />} />
      <Route path="/event/follow-up" element={<PublicFormPage variant="follow-up" />} />
      {AREAS.map((area) => (
        <Route key={area} path={`/${area}/*`} element={<AreaRoute area={area} />} />
      ))}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
