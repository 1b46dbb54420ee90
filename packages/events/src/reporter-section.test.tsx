import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { ApiError } from '@vigia/api-client';
import { renderWithProviders } from '@vigia/test-utils';
import { ReporterSection } from './reporter-section';
import { ticketFixture } from './test/ticket-fixture';

jest.mock('@vigia/api-client', () => ({ ...jest.requireActual('@vigia/api-client'), revealPersonalData: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

const masked = ticketFixture({
  fullName: 'Roc•• P•••',
  phone: '+•• • •••• •321',
  email: '•••••@example.cl',
  rut: '••.•••.678-5',
  injured: false,
  personalDataMasked: true,
});
const revealed = {
  ticketId: 42,
  fullName: 'Rocío Peña',
  email: 'rocio@example.cl',
  phone: '+56 9 8765 4321',
  documentKind: 'RUT' as const,
  rut: '12.345.678-5',
  patente: 'KJTR22',
  realAddress: 'Los Aromos 123',
  injured: true,
};

beforeEach(() => mocked.revealPersonalData.mockReset());

it('shows the control room the reporter with call and mail links, and offers no reveal', async () => {
  renderWithProviders(<ReporterSection ticket={ticketFixture({ fullName: 'Rocío Peña', personalDataMasked: false })} canReveal />);
  expect(await screen.findByText('Rocío Peña')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '+56 9 8765 4321' })).toHaveAttribute('href', 'tel:+56987654321');
  expect(screen.queryByRole('button', { name: 'Mostrar datos del informante' })).not.toBeInTheDocument();
});

it('shows masked values as text, without links, and no reveal for a role that may not', async () => {
  renderWithProviders(<ReporterSection ticket={masked} canReveal={false} />);
  expect(await screen.findByText('Datos ocultos para su rol.')).toBeInTheDocument();
  expect(screen.getByText('+•• • •••• •321')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mostrar datos del informante' })).not.toBeInTheDocument();
});

it('asks why, refuses a short reason, then shows the values it got until hidden again', async () => {
  const user = userEvent.setup();
  mocked.revealPersonalData.mockResolvedValue(revealed);
  renderWithProviders(<ReporterSection ticket={masked} canReveal />);
  await user.click(await screen.findByRole('button', { name: 'Mostrar datos del informante' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mostrar datos del informante del evento N° 42' });

  await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'corto');
  await user.click(within(dialog).getByRole('button', { name: 'Mostrar datos' }));
  expect(await within(dialog).findByText('Indique el motivo: al menos 10 caracteres')).toBeInTheDocument();
  expect(mocked.revealPersonalData).not.toHaveBeenCalled();

  await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), ' el reclamo del informante');
  await user.click(within(dialog).getByRole('button', { name: 'Mostrar datos' }));
  expect(mocked.revealPersonalData).toHaveBeenCalledWith(42, 'corto el reclamo del informante');
  expect(await screen.findByText('Rocío Peña')).toBeInTheDocument();
  expect(screen.getByText('12.345.678-5')).toBeInTheDocument();
  expect(screen.getByText('KJTR22')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'rocio@example.cl' })).toHaveAttribute('href', 'mailto:rocio@example.cl');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Ocultar datos' }));
  expect(screen.queryByText('Rocío Peña')).not.toBeInTheDocument();
  expect(screen.getByText('Roc•• P•••')).toBeInTheDocument();
});

it('shows the server’s refusal of the reason on the field and keeps the dialog open', async () => {
  const user = userEvent.setup();
  mocked.revealPersonalData.mockRejectedValue(
    new ApiError(400, '/api/ticket/42/reveal', [{ field: 'reason', message: 'Máximo 500 caracteres' }]),
  );
  renderWithProviders(<ReporterSection ticket={masked} canReveal />);
  await user.click(await screen.findByRole('button', { name: 'Mostrar datos del informante' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Un motivo suficiente');
  await user.click(within(dialog).getByRole('button', { name: 'Mostrar datos' }));
  expect(await within(dialog).findByText('Máximo 500 caracteres')).toBeInTheDocument();
  expect(screen.queryByText('Rocío Peña')).not.toBeInTheDocument();
});
