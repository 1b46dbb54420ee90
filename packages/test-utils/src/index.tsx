// The one way component tests render: the real design system, i18n, a memory router and a fresh
// query cache for each render (nothing cached leaks from one test into the next).
import { act, render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClientProvider, createQueryClient } from '@vigia/api-client/query';
import { DesignSystemProvider, toaster } from '@vigia/design-system';
import { I18nProvider, createI18n, type Language } from '@vigia/i18n';
import { allResources } from '@vigia/i18n/all-resources';

/** Shows the current path + query, so tests can assert what is kept in the URL. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

export interface RenderOptions {
  lng?: Language;
  /** The URL the router starts at. */
  route?: string;
  /** A route pattern (e.g. "/supervisor/events/*") to mount `ui` under, as an area remote does. */
  path?: string;
}

/** Renders inside the real providers; waits a tick so the Toaster has subscribed. */
export async function renderWithProviders(ui: ReactElement, { lng = 'es', route = '/', path }: RenderOptions = {}): Promise<RenderResult> {
  const i18n = createI18n(lng, allResources);
  const queryClient = createQueryClient();
  // No garbage-collection timers left running after the test.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, gcTime: Infinity } });
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <DesignSystemProvider>
            <MemoryRouter initialEntries={[route]}>
              {path ? (
                <Routes>
                  <Route path={path} element={ui} />
                </Routes>
              ) : (
                ui
              )}
              <LocationProbe />
            </MemoryRouter>
          </DesignSystemProvider>
        </I18nProvider>
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return result;
}

/**
 * A screen's empty state, then its failure: renders `ui` (its load answering nothing) and finds
 * `empty`, unmounts it, lets the test make the next load fail (`failNext`) and renders it again.
 */
export async function emptyThenFailing(ui: ReactElement, empty: string, failNext: () => unknown, options?: RenderOptions): Promise<void> {
  const { unmount } = await renderWithProviders(ui, options);
  await screen.findByText(empty);
  unmount();
  failNext();
  await renderWithProviders(ui, options);
}

/** Renders `ui` under the route `path`, starting from `url`. */
export function renderAt(ui: ReactElement, { path, url, lng }: { path: string; url: string; lng?: Language }): Promise<RenderResult> {
  return renderWithProviders(ui, { path, route: url, lng });
}

export { confirmAfterCancel, type ConfirmStep } from './confirm-step';
export { makeTicket } from './make-ticket';
export { makeUnit } from './make-unit';
export { pageOf } from './paged';
export { retryAfterAlert } from './retry-step';
export { textsOf } from './texts-of';

/**
 * Removes every toast and lets the Toaster redraw: its store is one for the whole test file, so
 * `afterEach(clearToasts)` starts each test without the last one's toasts.
 */
export async function clearToasts(): Promise<void> {
  await act(async () => {
    toaster.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
