import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AREA_SCREENS, type Area, type Screen } from '@vigia/domain';
import { LoadingState } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { NotFoundScreen } from './not-found-screen';

/**
 * A screen in a chunk of its own, fetched when its route is first shown: a remote's first load
 * carries only its landing screen, not the forms, tables and editors of the others.
 */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/**
 * The routes of one area, relative to the shell's `/<area>/*`. Each remote passes the screens of
 * its role; the area root redirects to the dashboard (SPEC §2).
 */
export function AreaRoutes({ area, screens }: { area: Area; screens: Partial<Record<Screen, ReactNode>> }) {
  const { t } = useTranslation('common');
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      {AREA_SCREENS[area].map((screen) =>
        screens[screen] ? (
          <Route
            key={screen}
            path={`${screen}/*`}
            element={<Suspense fallback={<LoadingState label={t('loading')} fill />}>{screens[screen]}</Suspense>}
          />
        ) : null,
      )}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
