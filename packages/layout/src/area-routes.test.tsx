import { screen } from '@testing-library/react';
import { renderWithProviders } from '@vigia/test-utils';
import { AreaRoutes, lazyScreen } from './area-routes';

function deferredLoad() {
  let release!: () => void;
  const ready = new Promise<void>((resolve) => (release = resolve));
  const load = jest.fn(async () => {
    await ready;
    return { EventsScreen: () => <h1>Eventos</h1> };
  });
  return { load, release };
}

describe('AreaRoutes', () => {
  it('redirects the area root to the dashboard', async () => {
    await renderWithProviders(<AreaRoutes area="operator" screens={{ dashboard: <h1>Inicio</h1> }} />, {
      route: '/operator',
      path: '/operator/*',
    });
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/operator/dashboard');
  });

  it('fetches a lazy screen only when its route opens, showing the loading state meanwhile', async () => {
    const { load, release } = deferredLoad();
    const EventsScreen = lazyScreen(load, 'EventsScreen');
    await renderWithProviders(<AreaRoutes area="operator" screens={{ dashboard: <h1>Inicio</h1>, events: <EventsScreen /> }} />, {
      route: '/operator/events',
      path: '/operator/*',
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    release();
    expect(await screen.findByRole('heading', { name: 'Eventos' })).toBeInTheDocument();
  });

  it('says it is loading in the active language', async () => {
    const { load } = deferredLoad();
    const EventsScreen = lazyScreen(load, 'EventsScreen');
    await renderWithProviders(<AreaRoutes area="operator" screens={{ events: <EventsScreen /> }} />, {
      route: '/operator/events',
      path: '/operator/*',
      lng: 'en',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('never fetches the screens of routes that are not opened', async () => {
    const { load } = deferredLoad();
    const EventsScreen = lazyScreen(load, 'EventsScreen');
    await renderWithProviders(<AreaRoutes area="operator" screens={{ dashboard: <h1>Inicio</h1>, events: <EventsScreen /> }} />, {
      route: '/operator/dashboard',
      path: '/operator/*',
    });
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the not-found page for a screen the area does not have', async () => {
    await renderWithProviders(<AreaRoutes area="driver" screens={{ dashboard: <h1>Inicio</h1> }} />, {
      route: '/driver/users',
      path: '/driver/*',
    });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
