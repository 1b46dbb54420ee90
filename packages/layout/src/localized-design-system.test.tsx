import { act, render, screen } from '@testing-library/react';
import { notify, toaster } from '@vigia/design-system';
import { I18nProvider, createI18n, type Language } from '@vigia/i18n';
import { allResources } from '@vigia/i18n/all-resources';
import { LocalizedDesignSystem } from './localized-design-system';

afterEach(() => {
  act(() => {
    toaster.remove();
  });
});

async function showToast(lng: Language) {
  await act(async () => {
    render(
      <I18nProvider i18n={createI18n(lng, allResources)}>
        <LocalizedDesignSystem>
          <p>app</p>
        </LocalizedDesignSystem>
      </I18nProvider>,
    );
  });
  act(() => {
    notify.success('OK');
  });
  return screen.findByText('OK');
}

describe('LocalizedDesignSystem', () => {
  it('names the toasts for screen readers in Spanish', async () => {
    const toast = await showToast('es');
    expect(screen.getByRole('region', { name: 'Mensajes (Alt+T)' })).toContainElement(toast);
    expect(screen.getByRole('button', { name: 'Cerrar notificación' })).toBeInTheDocument();
  });

  it('and in English', async () => {
    const toast = await showToast('en');
    expect(screen.getByRole('region', { name: 'Messages (Alt+T)' })).toContainElement(toast);
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });
});
