import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDs } from '../test/render';
import { Logo } from './logo';
import { SplashScreen } from './splash-screen';
import { EmptyState, ErrorState, LoadingState } from './states';

describe('state components', () => {
  it('SplashScreen is a live status with the product name', async () => {
    await renderWithDs(<SplashScreen />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Vigía');
    expect(status).toHaveTextContent('Cargando…');
  });

  it('ErrorState announces the error and retries', async () => {
    const onRetry = jest.fn();
    await renderWithDs(<ErrorState message="No se pudo cargar" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('LoadingState and EmptyState render their texts', async () => {
    await renderWithDs(
      <>
        <LoadingState label="Cargando eventos" />
        <EmptyState title="No hay eventos" description="Crea el primero" />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando eventos');
    expect(screen.getByText('No hay eventos')).toBeInTheDocument();
    expect(screen.getByText('Crea el primero')).toBeInTheDocument();
  });

  it('Logo names itself when only the mark is shown', async () => {
    await renderWithDs(<Logo markOnly />);
    expect(screen.getByRole('img', { name: 'Vigía' })).toBeInTheDocument();
  });
});
