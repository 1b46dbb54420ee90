import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DesignSystemProvider } from '@vigia/design-system';
import { I18nProvider, createI18n, type Language } from '@vigia/i18n';

/** Render inside the real providers and a router; waits a tick for the Toaster to subscribe. */
export async function renderWithProviders(ui: ReactElement, { lng = 'es', route = '/' }: { lng?: Language; route?: string } = {}): Promise<RenderResult> {
  const i18n = createI18n(lng);
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <I18nProvider i18n={i18n}>
        <DesignSystemProvider>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </DesignSystemProvider>
      </I18nProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return result;
}
