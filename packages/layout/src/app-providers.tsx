import type { ComponentType, ReactNode } from 'react';
import { AuthProvider, type FixedSession } from '@vigia/auth';
import { I18nProvider, type I18nProviderProps } from '@vigia/i18n';
import { LocalizedDesignSystem } from './localized-design-system';

export interface AppProvidersProps {
  children: ReactNode;
  /** BrowserRouter in the browser; a MemoryRouter at a fixed path for a render outside one. */
  router: ComponentType<{ children?: ReactNode }>;
  i18n?: I18nProviderProps['i18n'];
  session?: FixedSession;
}

/**
 * The providers every screen of the shell is drawn in, outside in: language, design system, router,
 * session. The shell (shell/src/app.tsx) and each area's first paint, rendered at build time
 * (first-paint.tsx), both use it, so the build draws what the browser's first render draws.
 */
export function AppProviders({ children, router: Router, i18n, session }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <LocalizedDesignSystem>
        <Router>
          <AuthProvider session={session}>{children}</AuthProvider>
        </Router>
      </LocalizedDesignSystem>
    </I18nProvider>
  );
}
