import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { FollowUpView } from '@vigia/domain';
import { FollowUpScreen } from './index';
import { renderWithProviders } from '@vigia/test-utils';

jest.mock('@vigia/api-client', () => {
  const actual = jest.requireActual('@vigia/api-client');
  return { ApiError: actual.ApiError, isApiError: actual.isApiError, lookupFollowUp: jest.fn() };
});
const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual('@vigia/api-client') as typeof api;

const VIEW: FollowUpView = {
  id: 43,
  statusCode: 'EN_PROCESO',
  statusName: 'En proceso',
  closed: false,
  categoryName: 'Accidente',
  subcategoryName: 'Colisión',
  classificationName: 'Choque por alcance',
  commune: 'Los Ángeles',
  sector: 'Enlace Norte',
  kilometer: 485.5,
  orientation: 'NORTH',
  dateEvent: '2026-11-20T12:00:00.000Z',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T13:00:00.000Z',
  history: [
    { at: '2026-11-20T12:00:00.000Z', kind: 'CREATED', statusCode: 'ABIERTO', statusName: 'Abierto' },
    { at: '2026-11-20T12:20:00.000Z', kind: 'ASSIGNED' },
    { at: '2026-11-20T12:20:00.000Z', kind: 'STATUS', statusCode: 'EN_PROCESO', statusName: 'En proceso' },
    { at: '2026-11-20T12:45:00.000Z', kind: 'COMMENT', comment: 'Grúa en camino' },
  ],
};

beforeEach(() => jest.resetAllMocks());
afterEach(() => jest.restoreAllMocks());

describe('FollowUpScreen', () => {
  it('validates, looks the event up by number and e-mail, and shows status and public history', async () => {
    const user = userEvent.setup();
    mocked.lookupFollowUp.mockResolvedValue(VIEW);
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T14:00:00.000Z'));
    await renderWithProviders(<FollowUpScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Seguimiento de tu evento' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(screen.getAllByText('Este campo es requerido')).toHaveLength(2);
    await user.type(screen.getByLabelText(/Número de evento/), '43');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(screen.getByText('Debe colocar un correo electrónico válido')).toBeInTheDocument();
    expect(mocked.lookupFollowUp).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/Correo electrónico/));
    await user.type(screen.getByLabelText(/Correo electrónico/), ' yo@correo.cl ');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(mocked.lookupFollowUp).toHaveBeenCalledWith(43, 'yo@correo.cl');

    expect(await screen.findByRole('heading', { name: 'Evento #43' })).toBeInTheDocument();
    expect(screen.getByText('En proceso', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Los Ángeles, km 485.5, sentido norte a sur')).toBeInTheDocument();
    // In Chile's time (UTC−3 in November), 24-hour, with how long ago.
    expect(screen.getByText('20-11-2026 09:00', { selector: 'time' }).parentElement).toHaveTextContent('20-11-2026 09:00 (hace 2 h)');
    const history = screen.getByRole('list', { name: 'Historial' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p:nth-child(2)')?.textContent)).toEqual([
      'Evento recibido',
      'Un operador de la concesión tomó el evento',
      'Cambio de estado: En proceso',
      'Comentario de la concesión',
    ]);
    expect(items[3]).toHaveTextContent('Grúa en camino');
    await user.click(screen.getByRole('button', { name: 'Consultar otro evento' }));
    expect(screen.getByRole('button', { name: 'Consultar' })).toBeInTheDocument();
  });

  it('names the status in English by its code', async () => {
    const user = userEvent.setup();
    mocked.lookupFollowUp.mockResolvedValue(VIEW);
    await renderWithProviders(<FollowUpScreen />, { lng: 'en' });
    await user.type(screen.getByLabelText(/Event number/), '43');
    await user.type(screen.getByLabelText(/E-mail/), 'yo@correo.cl');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('In progress', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByText('En proceso')).toBeNull();
    expect(screen.getByText('20/11/2026 09:00', { selector: 'time' })).toBeInTheDocument();
  });

  it('shows one neutral message when number or e-mail do not match, and the rate limit', async () => {
    const user = userEvent.setup();
    mocked.lookupFollowUp
      .mockRejectedValueOnce(new ApiError(404, '/api/ticket/follow-up', [{ message: 'x' }]))
      .mockRejectedValueOnce(new ApiError(429, '/api/ticket/follow-up', []));
    await renderWithProviders(<FollowUpScreen />);
    await user.type(screen.getByLabelText(/Número de evento/), '7');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'otra@correo.cl');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos un evento con ese número y correo electrónico.');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Demasiadas consultas. Inténtalo de nuevo en un minuto.')).toBeInTheDocument();
  });

  it("fills in the number from the e-mail's link (?id=)", async () => {
    window.history.pushState({}, '', '/event/follow-up?id=43');
    try {
      await renderWithProviders(<FollowUpScreen />);
      expect(screen.getByLabelText(/Número de evento/)).toHaveValue('43');
      expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
