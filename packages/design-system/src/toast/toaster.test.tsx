import { act, screen, waitFor } from '@testing-library/react';
import { renderWithDs } from '../test/render';
import { notify, toaster } from './toaster';

afterEach(() => {
  act(() => {
    toaster.remove();
  });
});

describe('notify', () => {
  it('shows a toast with title and description', async () => {
    await renderWithDs(<p>app</p>);
    act(() => {
      notify.success('Guardado', 'El evento fue actualizado');
    });
    expect(await screen.findByText('Guardado')).toBeInTheDocument();
    expect(screen.getByText('El evento fue actualizado')).toBeInTheDocument();
    // Named in Spanish for screen readers, not Zag's "Notifications, bottom-end".
    expect(screen.getByRole('region', { name: 'Mensajes (Alt+T)' })).toContainElement(screen.getByText('Guardado'));
  });

  it('shows at most 6 toasts at once (MAX_TOASTS); the rest wait', async () => {
    await renderWithDs(<p>app</p>);
    act(() => {
      for (let i = 1; i <= 8; i++) notify.info(`Aviso ${i}`);
    });
    await waitFor(() => expect(screen.getAllByText(/^Aviso \d$/)).toHaveLength(6));
    expect(toaster.getCount()).toBeGreaterThanOrEqual(6);
  });

  it('has one helper per type', async () => {
    await renderWithDs(<p>app</p>);
    act(() => {
      notify.error('E');
      notify.warning('W');
      notify.info('I');
    });
    expect(await screen.findByText('E')).toBeInTheDocument();
    expect(screen.getByText('W')).toBeInTheDocument();
    expect(screen.getByText('I')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cerrar notificación' }).length).toBeGreaterThanOrEqual(3);
  });
});
