import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DesignSystemProvider } from '@vigia/design-system';
import { I18nProvider, createI18n, type Language } from '@vigia/i18n';

/** Render inside the real providers; waits a tick for the Toaster to subscribe. */
export async function renderWithProviders(ui: ReactElement, lng: Language = 'es'): Promise<RenderResult> {
  const i18n = createI18n(lng);
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <I18nProvider i18n={i18n}>
        <DesignSystemProvider>{ui}</DesignSystemProvider>
      </I18nProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return result;
}
