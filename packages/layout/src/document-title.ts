// Issue 37 item 10: the browser tab names the screen ("Cola de eventos · Vigía", "Evento 123 ·
// Vigía"), from the area's route, in one place for every area; the critical alerts' count goes first
// ("(2) Cola de eventos · Vigía") so a control room sees it from another tab.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AREA_SCREENS, AREAS, type Area, type Screen } from '@vigia/domain';
import { useTranslation, type TFunction } from '@vigia/i18n';

/** The screen's name for the path of an area's route (`/operator/events/123` → "Evento 123"). */
export function screenTitle(pathname: string, t: TFunction): string {
  const [first, screen, rest] = pathname.split('/').filter(Boolean);
  const area = AREAS.find((a) => a === first) as Area | undefined;
  if (!area) return t('layout:notFound.title');
  const shown = (screen ?? 'dashboard') as Screen;
  if (!AREA_SCREENS[area].includes(shown)) return t('layout:notFound.title');
  if (shown === 'dashboard') return t('layout:pageTitle.dashboard');
  if (shown === 'events' && rest === 'new') return t('layout:pageTitle.newEvent');
  if (shown === 'events' && rest && /^\d+$/.test(rest)) return t('layout:pageTitle.event', { id: rest });
  return t(`layout:nav.${shown}`);
}

/** The whole title: the screen, the product, and the count of alerts first when there are some. */
export function documentTitle(pathname: string, count: number, t: TFunction): string {
  const title = screenTitle(pathname, t);
  return count > 0 ? t('layout:pageTitle.withCount', { count, title }) : t('layout:pageTitle.format', { title });
}

/** Keeps `document.title` on the current area route's name; the title before it comes back after. */
export function useDocumentTitle(count = 0): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('layout');
  // First (effects run in order): the title the page had, put back when this unmounts.
  useEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, []);
  useEffect(() => {
    document.title = documentTitle(pathname, count, t);
  }, [pathname, count, t, i18n.language]);
}
