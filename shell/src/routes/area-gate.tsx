import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberReturnPath, useAuth } from '@vigia/auth';
import { areaOfRole, type Area } from '@vigia/domain';
import { AppLayout, NoAreaScreen, NotFoundScreen } from '@vigia/layout';
import { NotificationBell } from '@vigia/notifications';
import { RemoteView } from '@vigia/remote-loader';
import type { AreaAppProps } from '@vigia/remote-contract';
import { areaLoader } from '../remotes';
import { PublicFormPage } from './public-form-page';

/**
 * A protected area. Signed out: the contact form stands in (SPEC §2) and the path is remembered
 * for after login. Signed in: only the user's own area exists; its remote is loaded at run time.
 */
export function AreaGate({ area }: { area: Area }) {
  const { isAuthenticated, user } = useAuth();
  const location = useLocation();
  const userArea = areaOfRole(user?.role);

  useEffect(() => {
    if (!isAuthenticated) rememberReturnPath(location.pathname + location.search);
  }, [isAuthenticated, location.pathname, location.search]);

  if (!isAuthenticated) return <PublicFormPage variant="form" signInNotice />;
  if (!userArea) return <NoAreaScreen />;
  if (userArea !== area) return <NotFoundScreen />;
  // The shell composes the layout and the notifications feature (the layout imports no feature).
  // An area's first paint draws the same header: packages/tooling/webpack/first-paint-plugin.js.
  return (
    <AppLayout area={area} headerActions={<NotificationBell />}>
      <RemoteView<AreaAppProps> load={areaLoader(area)} props={{ area, basePath: `/${area}` }} />
    </AppLayout>
  );
}
