import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAuth } from '@vigia/auth';
import { AREAS } from '@vigia/domain';
import { SplashScreen } from '@vigia/design-system';
import { NotFoundScreen } from '@vigia/layout';
import { PublicFormPage } from './public-form-page';
import { PublicOnly, RootRedirect } from './guards';
import { loadSignInScreens } from './sign-in-screens';

// The signed-in layout (drawer, menus, notifications) is its own chunk: the public pages and the
// sign-in forms do not wait for it.
const AreaGate = lazy(() => import(/* webpackChunkName: "area-gate" */ './area-gate').then((m) => ({ default: m.AreaGate })));
// The sign-in forms (react-hook-form, yup) are a chunk of their own too: a signed-in page or the
// public form does not download them.
const LoginScreen = lazy(() => loadSignInScreens().then((m) => ({ default: m.LoginScreen })));
const RegisterScreen = lazy(() => loadSignInScreens().then((m) => ({ default: m.RegisterScreen })));
const RecoverPasswordScreen = lazy(() => loadSignInScreens().then((m) => ({ default: m.RecoverPasswordScreen })));

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
      <Route path="/user/contact" element={<PublicFormPage variant="contact" />} />
      <Route path="/event" element={<Navigate to="/event/form" replace />} />
      <Route path="/event/form" element={<PublicFormPage variant="form" />} />
      <Route path="/event/follow-up" element={<PublicFormPage variant="follow-up" />} />
      {AREAS.map((area) => (
        <Route
          key={area}
          path={`/${area}/*`}
          element={
            <Suspense fallback={<SplashScreen />}>
              <AreaGate area={area} />
            </Suspense>
          }
        />
      ))}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
