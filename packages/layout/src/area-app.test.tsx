import { screen } from '@testing-library/react';
import { renderWithProviders } from '@vigia/test-utils';
import { createAreaApp } from './area-app';

const Home = () => <h1>Inicio</h1>;
const Events = () => <h1>Eventos</h1>;
const Notifications = () => <h1>Notificaciones</h1>;
const Works = () => <h1>Trabajos programados</h1>;

describe('createAreaApp', () => {
  const DriverApp = createAreaApp('driver', { dashboard: Home, events: Events, notifications: Notifications, works: Works });

  it('lands on the dashboard at the area root', async () => {
    await renderWithProviders(<DriverApp />, { route: '/driver', path: '/driver/*' });
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/driver/dashboard');
  });

  it('shows each screen it names at its path', async () => {
    await renderWithProviders(<DriverApp />, { route: '/driver/notifications', path: '/driver/*' });
    expect(screen.getByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
  });

  it('has no screen the area does not have', async () => {
    await renderWithProviders(<DriverApp />, { route: '/driver/users', path: '/driver/*' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('takes exactly the screens of its area: checked at compile time, and the manifest rules at run time', async () => {
    // @ts-expect-error the driver area has a users screen nowhere in the manifest
    const WithUsers = createAreaApp('driver', { dashboard: Home, events: Events, notifications: Notifications, works: Works, users: Home });
    await renderWithProviders(<WithUsers />, { route: '/driver/users', path: '/driver/*' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    // @ts-expect-error the driver area has notifications and works
    expect(() => createAreaApp('driver', { dashboard: Home, events: Events })).not.toThrow();
  });
});
