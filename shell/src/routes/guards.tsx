import { useState, type ReactNode } from 'react';
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

/**
 * Sign-in pages send a user who arrives signed in to the area of their role (SPEC §2). A sign-in
 * that happens on the page navigates by itself (back to the path first asked for).
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, user } = useAuth();
  const [arrivedSignedIn] = useState(isAuthenticated);
  if (!arrivedSignedIn) return children;
  const area = areaOfRole(user?.role);
  return area ? <Navigate to={areaPath(area)} replace /> : <NoAreaScreen />;
}
