import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '@vigia/auth';
import { areaOfRole, areaPath } from '@vigia/domain';
import { NoAreaScreen } from '@vigia/layout';

/** `/`: signed-in users go to their area, everyone else to the login. */
export function RootRedirect() {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated) return <Navigate to="/user/login" replace />;
  const area = areaOfRole(user?.role);
  return area ? <Navigate to={areaPath(area)} replace /> : <NoAreaScreen />;
}

/** Sign-in pages send a signed-in user to the area of their role (SPEC §2). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated) return children;
  const area = areaOfRole(user?.role);
  return area ? <Navigate to={areaPath(area)} replace /> : <NoAreaScreen />;
}
