export { AppLayout } from './app-layout';
export { AreaRoutes } from './area-routes';
export { HeaderBar } from './header-bar';
export { LanguageSwitcher } from './language-switcher';
export { NoAreaScreen } from './no-area-screen';
export { NotFoundScreen } from './not-found-screen';
export { PublicPageFrame } from './public-page-frame';
export { SidebarNav } from './sidebar-nav';
export { navEntries, type NavEntry } from './navigation';
