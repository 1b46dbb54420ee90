import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AREA_SCREENS, type Area, type Screen } from '@vigia/domain';
import { NotFoundScreen } from './not-found-screen';

/**
 * The routes of one area, relative to the shell's `/<area>/*`. Each remote passes the screens of
 * its role; the area root redirects to the dashboard (SPEC §2).
 */
export function AreaRoutes({
  area,
  screens,
}: {
  area: Area;
  screens: Partial<Record<Screen, ReactNode>>;
}) {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      {AREA_SCREENS[area].map((screen) =>
        screens[screen] ? (
          <Route key={screen} path={`${screen}/*`} element={screens[screen]} />
        ) : null,
      )}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
