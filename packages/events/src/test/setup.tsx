import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DesignSystemProvider } from '@vigia/design-system';
import { I18nProvider, createI18n } from '@vigia/i18n';

/** Shows the current path + query, so tests can assert what is kept in the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `path` (a route pattern like "/supervisor/events/*") starting from `url`. */
export async function renderAt(ui: ReactElement, { path, url }: { path: string; url: string }): Promise<RenderResult> {
  const i18n = createI18n('es');
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <I18nProvider i18n={i18n}>
        <DesignSystemProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </DesignSystemProvider>
      </I18nProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return result;
}
