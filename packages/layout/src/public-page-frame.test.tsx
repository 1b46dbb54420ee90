import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@vigia/test-utils';
import { PublicPageFrame } from './public-page-frame';

// jsdom has no layout and applies no media query: only the base (phone) styles count, so an element
// hidden below a breakpoint would be inaccessible here. The queries below do not pass `hidden`.
describe('PublicPageFrame', () => {
  it('keeps the public links and the language control on a phone', async () => {
    await renderWithProviders(<PublicPageFrame>contenido</PublicPageFrame>);
    const nav = screen.getByRole('navigation', { name: 'Páginas públicas' });
    expect(within(nav).getByRole('link', { name: 'Reportar un evento' })).toHaveAttribute('href', '/event/form');
    expect(within(nav).getByRole('link', { name: 'Seguimiento de un evento' })).toHaveAttribute('href', '/event/follow-up');
    // The road status is a page the server writes (a full load, never the router).
    expect(within(nav).getByRole('link', { name: 'Estado de la ruta' })).toHaveAttribute('href', '/estado-de-la-ruta');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/user/login');
  });

  it('names it in English too', async () => {
    await renderWithProviders(<PublicPageFrame>content</PublicPageFrame>, { lng: 'en' });
    expect(screen.getByRole('link', { name: 'Road status' })).toHaveAttribute('href', '/estado-de-la-ruta');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeVisible();
  });
});
