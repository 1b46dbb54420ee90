import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { keepFollowUpLink } from '@vigia/event-form/follow-up-links';
import { FollowUpScreen } from './index';
import { renderWithProviders } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { makeFollowUpView } from './test/follow-up-view';

jest.mock('@vigia/api-client', () =>
  jest.requireActual<typeof ApiStub>('@vigia/test-utils/api-stub').stubApi(['lookupFollowUp', 'requestFollowUpLink']),
);
const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual('@vigia/api-client') as typeof api;

const VIEW = makeFollowUpView({
  history: [
    { at: '2026-11-20T12:00:00.000Z', kind: 'CREATED', statusCode: 'ABIERTO', statusName: 'Abierto' },
    { at: '2026-11-20T12:20:00.000Z', kind: 'ASSIGNED' },
    { at: '2026-11-20T12:20:00.000Z', kind: 'STATUS', statusCode: 'EN_PROCESO', statusName: 'En proceso' },
    { at: '2026-11-20T12:45:00.000Z', kind: 'COMMENT', comment: 'Grúa en camino' },
  ],
});

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

/** The page opened from a link (state in the URL). */
const openAt = (url: string) => window.history.pushState({}, '', url);

describe('FollowUpScreen', () => {
  it('opens the event from its secret link (?id=&token=) and shows status and public history', async () => {
    const user = userEvent.setup();
    mocked.lookupFollowUp.mockResolvedValue(VIEW);
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T14:00:00.000Z'));
    openAt('/event/follow-up?id=43&token=secreto-43');
    await renderWithProviders(<FollowUpScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Seguimiento de su evento' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Evento #43' })).toBeInTheDocument();
    expect(mocked.lookupFollowUp).toHaveBeenCalledWith(43, 'secreto-43');
    expect(screen.getByText('En proceso', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Los Ángeles, km 485,5, sentido norte a sur')).toBeInTheDocument();
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
    // A link that worked is kept by this browser.
    expect(JSON.parse(localStorage.getItem('vigia-follow-up-links') ?? '[]')).toEqual([
      expect.objectContaining({ id: 43, token: 'secreto-43', category: 'Accidente', dateEvent: '2026-11-20T12:00:00.000Z' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Consultar otro evento' }));
    expect(screen.getByRole('button', { name: 'Enviarme el enlace' })).toBeInTheDocument();
  });

  it('names the status in English by its code', async () => {
    mocked.lookupFollowUp.mockResolvedValue(VIEW);
    openAt('/event/follow-up?id=43&token=secreto-43');
    await renderWithProviders(<FollowUpScreen />, { lng: 'en' });
    expect(await screen.findByText('In progress', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByText('En proceso')).toBeNull();
    expect(screen.getByText('20/11/2026 09:00', { selector: 'time' })).toBeInTheDocument();
  });

  it("uses the link this browser kept for the number of a link without token (the older mails' ?id=)", async () => {
    mocked.lookupFollowUp.mockResolvedValue(VIEW);
    keepFollowUpLink(43, 'guardado-43');
    openAt('/event/follow-up?id=43');
    await renderWithProviders(<FollowUpScreen />);
    expect(await screen.findByRole('heading', { name: 'Evento #43' })).toBeInTheDocument();
    expect(mocked.lookupFollowUp).toHaveBeenCalledWith(43, 'guardado-43');
  });

  it('lists the links this browser kept when the page is opened without one', async () => {
    keepFollowUpLink(41, 'tok-41');
    keepFollowUpLink(43, 'tok-43');
    await renderWithProviders(<FollowUpScreen />);
    const kept = screen.getByRole('region', { name: 'Mis reportes' });
    expect(
      within(kept)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Evento #43', '/event/follow-up?id=43&token=tok-43'],
      ['Evento #41', '/event/follow-up?id=41&token=tok-41'],
    ]);
    expect(mocked.lookupFollowUp).not.toHaveBeenCalled();
  });

  it('a wrong link says so and offers the link by e-mail, with the number filled in', async () => {
    mocked.lookupFollowUp.mockRejectedValueOnce(new ApiError(404, '/api/ticket/follow-up', [{ message: 'x' }]));
    openAt('/event/follow-up?id=7&token=malo');
    await renderWithProviders(<FollowUpScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El enlace de seguimiento no es válido o el evento no existe. Puede pedir el enlace por correo.',
    );
    expect(screen.getByLabelText(/Número de evento/)).toHaveValue('7');
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('');
  });

  it('without a link: validates, asks for the link by number and e-mail, and confirms neutrally', async () => {
    const user = userEvent.setup();
    mocked.requestFollowUpLink.mockResolvedValue(undefined);
    await renderWithProviders(<FollowUpScreen />);
    const form = screen.getByRole('region', { name: 'Recibir el enlace por correo' });
    await user.click(within(form).getByRole('button', { name: 'Enviarme el enlace' }));
    expect(within(form).getAllByText('Este campo es requerido')).toHaveLength(2);
    await user.type(within(form).getByLabelText(/Número de evento/), '43');
    await user.type(within(form).getByLabelText(/Correo electrónico/), 'no-es-correo');
    await user.click(within(form).getByRole('button', { name: 'Enviarme el enlace' }));
    expect(within(form).getByText('Debe colocar un correo electrónico válido')).toBeInTheDocument();
    expect(mocked.requestFollowUpLink).not.toHaveBeenCalled();
    await user.clear(within(form).getByLabelText(/Correo electrónico/));
    await user.type(within(form).getByLabelText(/Correo electrónico/), ' yo@correo.cl ');
    await user.click(within(form).getByRole('button', { name: 'Enviarme el enlace' }));
    expect(mocked.requestFollowUpLink).toHaveBeenCalledWith(43, 'yo@correo.cl');
    expect(await within(form).findByRole('status')).toHaveTextContent('Si los datos coinciden, le enviaremos un enlace a su correo.');
    // Never the event itself: only a mail.
    expect(mocked.lookupFollowUp).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Evento #43' })).toBeNull();
  });

  it('says the rate limit in plain words, in English too', async () => {
    const user = userEvent.setup();
    mocked.requestFollowUpLink.mockRejectedValueOnce(new ApiError(429, '/api/ticket/follow-up', []));
    await renderWithProviders(<FollowUpScreen />, { lng: 'en' });
    await user.type(screen.getByLabelText(/Event number/), '43');
    await user.type(screen.getByLabelText(/E-mail/), 'yo@correo.cl');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many lookups. Please try again in a minute.');
  });
});
