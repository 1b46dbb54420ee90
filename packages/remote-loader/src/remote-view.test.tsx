import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignSystemProvider } from '@vigia/design-system';
import { I18nProvider } from '@vigia/i18n';
import { RemoteView } from './remote-view';

function Area({ label }: { label: string }) {
  return <p>{label}</p>;
}

function renderView(load: () => Promise<typeof Area>) {
  return render(
    <I18nProvider>
      <DesignSystemProvider>
        <p>shell header</p>
        <RemoteView load={load} props={{ label: 'área cargada' }} />
      </DesignSystemProvider>
    </I18nProvider>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('renders the loaded remote with its props', async () => {
  renderView(async () => Area);
  expect(await screen.findByText('área cargada')).toBeInTheDocument();
});

it('shows an error with a retry when the remote fails, keeps the shell, and loads on retry', async () => {
  const load = jest.fn<Promise<typeof Area>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Area);
  renderView(load);
  expect(await screen.findByText('No se pudo cargar esta sección')).toBeInTheDocument();
  expect(screen.getByText('shell header')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('área cargada')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
