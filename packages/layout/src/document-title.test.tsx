// Issue 37 item 10: the tab names the screen, from the area's route, with the alerts' count first.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { i18n } from '@vigia/i18n';
import { allResources } from '@vigia/i18n/all-resources';
import { renderAt } from '@vigia/test-utils';
import { documentTitle, useDocumentTitle } from './document-title';

const t = i18n.getFixedT('es');

it.each([
  ['/operator/assignments', 'Cola de eventos · Vigía'],
  ['/operator/assignments?view=mine', 'Cola de eventos · Vigía'],
  ['/supervisor/events/123', 'Evento 123 · Vigía'],
  ['/supervisor/events/123/', 'Evento 123 · Vigía'],
  ['/driver/events', 'Eventos · Vigía'],
  ['/admin/events/new', 'Nuevo evento · Vigía'],
  ['/inspector/dashboard', 'Panel · Vigía'],
  ['/inspector', 'Panel · Vigía'],
  ['/admin/users', 'Usuarios · Vigía'],
  ['/admin/settings', 'Configuración · Vigía'],
  ['/operator/reports', 'Reportes · Vigía'],
  ['/operator/notifications', 'Notificaciones · Vigía'],
  ['/inspector/assignments', 'Página no encontrada · Vigía'],
])('%s → %s', (path, title) => {
  expect(documentTitle(new URL(path, 'http://x').pathname, 0, t)).toBe(title);
});

it('the count of critical alerts goes first', () => {
  expect(documentTitle('/operator/assignments', 2, t)).toBe('(2) Cola de eventos · Vigía');
});

it('in English too', () => {
  i18n.addResourceBundle('en', 'layout', allResources.en.layout, true, true);
  expect(documentTitle('/operator/events/7', 3, i18n.getFixedT('en'))).toBe('(3) Event 7 · Vigía');
  expect(documentTitle('/operator/assignments', 0, i18n.getFixedT('en'))).toBe('Event queue · Vigía');
});

function Titled({ count }: { count: number }) {
  useDocumentTitle(count);
  return <Link to="/operator/events/9">abrir</Link>;
}

it('follows the route as the user moves, and gives the page its title back when it leaves', async () => {
  document.title = 'Vigía';
  const { unmount } = await renderAt(<Titled count={1} />, { path: '/operator/*', url: '/operator/assignments' });
  expect(document.title).toBe('(1) Cola de eventos · Vigía');
  await userEvent.click(screen.getByRole('link', { name: 'abrir' }));
  expect(document.title).toBe('(1) Evento 9 · Vigía');
  unmount();
  expect(document.title).toBe('Vigía');
});
