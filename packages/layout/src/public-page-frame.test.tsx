import { screen } from '@testing-library/react';
import { renderWithProviders } from '@vigia/test-utils';
import { PublicPageFrame } from './public-page-frame';

// The nav is shown from the md breakpoint up; jsdom has no layout, so it is queried as hidden.
const hidden = true;

describe('PublicPageFrame', () => {
  it('links the public pages, the road status as a page the server writes', async () => {
    await renderWithProviders(<PublicPageFrame>contenido</PublicPageFrame>);
    expect(screen.getByRole('link', { name: 'Seguimiento de un evento', hidden })).toHaveAttribute('href', '/event/follow-up');
    expect(screen.getByRole('link', { name: 'Estado de la ruta', hidden })).toHaveAttribute('href', '/estado-de-la-ruta');
  });

  it('names it in English too', async () => {
    await renderWithProviders(<PublicPageFrame>content</PublicPageFrame>, { lng: 'en' });
    expect(screen.getByRole('link', { name: 'Road status', hidden })).toHaveAttribute('href', '/estado-de-la-ruta');
  });
});
