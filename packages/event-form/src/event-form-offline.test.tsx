import { control, fillValid, mocked, showForm, submit } from './test/event-form-harness';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vigia/test-utils';
import * as api from '@vigia/api-client';
import { keptFollowUpToken } from './follow-up-links';
import { PublicEventForm } from './index';
import { resetQueueConnection } from './offline-queue';

const showPublicForm = () => showForm(<PublicEventForm variant="form" />);
let online = true;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetQueueConnection();
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

const pendingSection = () => screen.findByRole('region', { name: 'Pendiente de envío' });

async function reportWithPhoto(user: ReturnType<typeof userEvent.setup>) {
  await fillValid(user);
  await user.upload(control('file'), new File(['png'], 'foto.png', { type: 'image/png' }));
  await submit(user, 'Crear Evento');
}

describe('a report made without coverage', () => {
  it('is kept with its photo, shown as pending, and sent once when the connection returns', async () => {
    const user = userEvent.setup();
    online = false;
    await showPublicForm();
    await reportWithPhoto(user);

    const pending = await pendingSection();
    expect(within(pending).getByText('Accidente, km 455 · 1 foto')).toBeInTheDocument();
    expect(mocked.createTicket).not.toHaveBeenCalled();
    // The form is free for another report.
    expect(control('fullName')).toHaveValue('');

    online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Reporte pendiente enviado')).toBeInTheDocument();
    expect(screen.getByText(/Accidente, km 455\. Número de evento: 123/)).toBeInTheDocument();
    // The sent report's secret follow-up link (issue 34): shown, and kept by this browser.
    expect(screen.getByRole('link', { name: 'Seguir el estado de este evento' })).toHaveAttribute(
      'href',
      '/event/follow-up?id=123&token=seguir-123',
    );
    expect(keptFollowUpToken(123)).toBe('seguir-123');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pendiente de envío' })).not.toBeInTheDocument());

    expect(mocked.createTicket).toHaveBeenCalledTimes(1);
    const key = mocked.createTicket.mock.calls[0]![1]!.idempotencyKey;
    expect(key).toEqual(expect.any(String));
    expect(mocked.uploadAttachment).toHaveBeenCalledWith(
      123,
      expect.objectContaining({ name: 'foto.png' }),
      expect.objectContaining({ uploadToken: 'tok-123', idempotencyKey: expect.any(String) }),
    );
    expect(mocked.uploadAttachment.mock.calls[0]![2]!.idempotencyKey).not.toBe(key);

    // Another `online` event finds nothing left to send.
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(mocked.createTicket).toHaveBeenCalledTimes(1);
  });

  it('is kept when the request gets no answer although the browser says it is online', async () => {
    const user = userEvent.setup();
    mocked.createTicket.mockRejectedValueOnce(new api.ApiError(0, '/api/ticket', [], 'Failed to fetch'));
    await showPublicForm();
    await reportWithPhoto(user);
    expect(await pendingSection()).toHaveTextContent('Accidente, km 455');

    // 'Enviar ahora' sends it again with the key it was given.
    await user.click(screen.getByRole('button', { name: 'Enviar ahora' }));
    expect(await screen.findByText('Reporte pendiente enviado')).toBeInTheDocument();
    const [first, second] = mocked.createTicket.mock.calls.map((call) => call[1]?.idempotencyKey);
    expect(second).toBe(first);
  });

  it('is sent on the next visit of the page', async () => {
    const user = userEvent.setup();
    online = false;
    const first = await renderWithProviders(<PublicEventForm variant="form" />, { lng: 'es' });
    await screen.findByRole('form');
    await reportWithPhoto(user);
    await pendingSection();
    (first as { unmount: () => void }).unmount();

    online = true;
    await showPublicForm();
    expect(await screen.findByText('Reporte pendiente enviado')).toBeInTheDocument();
    expect(mocked.createTicket).toHaveBeenCalledTimes(1);
  });

  it('stays pending after a server failure, and is dropped with the reason when refused', async () => {
    const user = userEvent.setup();
    online = false;
    await showPublicForm();
    await reportWithPhoto(user);
    await pendingSection();

    mocked.createTicket.mockRejectedValueOnce(new api.ApiError(503, '/api/ticket', []));
    await user.click(screen.getByRole('button', { name: 'Enviar ahora' }));
    await waitFor(() => expect(mocked.createTicket).toHaveBeenCalledTimes(1));
    expect(await pendingSection()).toBeInTheDocument();

    mocked.createTicket.mockRejectedValueOnce(
      new api.ApiError(400, '/api/ticket', [{ field: 'kilometer', message: 'Kilómetro fuera de rango' }]),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar ahora' }));
    expect(await screen.findByText('No se pudo enviar un reporte pendiente')).toBeInTheDocument();
    expect(screen.getByText(/Accidente, km 455\. Kilómetro fuera de rango/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pendiente de envío' })).not.toBeInTheDocument());
  });
});

describe('a report sent with coverage', () => {
  it('gets a new key for the next report', async () => {
    const user = userEvent.setup();
    await showPublicForm();
    await fillValid(user);
    await submit(user, 'Crear Evento');
    await user.click(await screen.findByRole('button', { name: 'Reportar otro evento' }));
    await fillValid(user);
    await submit(user, 'Crear Evento');
    await waitFor(() => expect(mocked.createTicket).toHaveBeenCalledTimes(2));
    const [first, second] = mocked.createTicket.mock.calls.map((call) => call[1]?.idempotencyKey);
    expect(second).not.toBe(first);
    expect(screen.queryByRole('region', { name: 'Pendiente de envío' })).not.toBeInTheDocument();
  });
});
