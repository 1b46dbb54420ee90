import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { allResources } from '@vigia/i18n/all-resources';
import { makeTicket, renderWithProviders } from '@vigia/test-utils';
import type * as ApiMock from './test/api-mock';
import { AssignedEventCard } from './assigned-event-card';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof ApiMock>('./test/api-mock').apiClientMock());

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');

const png = (name = 'lugar.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function showCard(ticketId: number) {
  mocked.getTicket.mockResolvedValue(makeTicket({ id: ticketId }));
  await renderWithProviders(<AssignedEventCard ticketId={ticketId} status="ON_SCENE" />);
  const card = await screen.findByRole('article', { name: 'Evento asignado' });
  await within(card).findByRole('button', { name: 'Agregar foto' });
  return card;
}

beforeEach(() => {
  jest.resetAllMocks();
});

describe('Agregar foto on the assigned event', () => {
  it('opens the back camera and sends the photo to the event, with progress, then says it is added', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    mocked.uploadAttachment.mockImplementation(
      (_id, _file, options) =>
        new Promise((resolve) => {
          options?.onProgress?.(0.4);
          finish = () => resolve({ id: 5 } as never);
        }),
    );
    const card = await showCard(12);
    const input = within(card).getByLabelText('Foto del lugar');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');

    const photo = png();
    await user.upload(input, photo);
    expect(await within(card).findByText('Enviando la foto…')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(mocked.uploadAttachment).toHaveBeenCalledWith(12, photo, expect.objectContaining({ idempotencyKey: expect.any(String) }));
    await act(async () => finish());
    expect(await within(card).findByText('Foto agregada al evento.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Agregar foto' })).toBeEnabled();
  });

  it('refuses what is not a png or jpeg with the event form’s words, and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const card = await showCard(13);
    await user.upload(within(card).getByLabelText('Foto del lugar'), new File(['x'], 'nota.txt', { type: 'text/plain' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('El archivo debe ser una imagen png, jpg o jpeg.');
    expect(mocked.uploadAttachment).not.toHaveBeenCalled();
  });

  it('offline: says it was not sent, keeps it, and sends it once (same key) when the signal returns', async () => {
    const user = userEvent.setup();
    mocked.uploadAttachment.mockRejectedValueOnce(new ApiError(0, '/api/ticket/14/attachment', [], 'Network error'));
    const card = await showCard(14);
    const photo = png('sin-senal.png');
    await user.upload(within(card).getByLabelText('Foto del lugar'), photo);
    expect(await within(card).findByText(/Sin conexión: la foto no se pudo enviar\. Quedó guardada/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reintentar envío' })).toBeInTheDocument();
    const firstKey = mocked.uploadAttachment.mock.calls[0]![2]!.idempotencyKey;

    mocked.uploadAttachment.mockResolvedValueOnce({ id: 9 } as never);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await within(card).findByText('Foto agregada al evento.')).toBeInTheDocument();
    expect(mocked.uploadAttachment).toHaveBeenCalledTimes(2);
    expect(mocked.uploadAttachment.mock.calls[1]).toEqual([14, photo, expect.objectContaining({ idempotencyKey: firstKey })]);
  });

  it('keeps a photo the server could not take (5xx) for a tap on "Reintentar envío"', async () => {
    const user = userEvent.setup();
    mocked.uploadAttachment.mockRejectedValueOnce(new ApiError(503, '/api/ticket/15/attachment', []));
    const card = await showCard(15);
    await user.upload(within(card).getByLabelText('Foto del lugar'), png());
    await user.click(await within(card).findByRole('button', { name: 'Reintentar envío' }));
    expect(await within(card).findByText('Foto agregada al evento.')).toBeInTheDocument();
    expect(mocked.uploadAttachment).toHaveBeenCalledTimes(2);
  });

  it('says the server’s reason when it refuses the photo (409), and offers a new one', async () => {
    const user = userEvent.setup();
    mocked.uploadAttachment.mockRejectedValueOnce(
      new ApiError(409, '/api/ticket/16/attachment', [{ message: 'El evento ya tiene el máximo de archivos.' }]),
    );
    const card = await showCard(16);
    await user.upload(within(card).getByLabelText('Foto del lugar'), png());
    expect(await within(card).findByRole('alert')).toHaveTextContent('El evento ya tiene el máximo de archivos.');
    expect(within(card).getByRole('button', { name: 'Agregar foto' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Reintentar envío' })).not.toBeInTheDocument();
  });

  it('words a refused photo as the event form does, in both languages', () => {
    for (const { crew, eventForm: form } of Object.values(allResources)) {
      expect(crew.photo.invalidType).toBe(form.photo.invalidType);
      expect(crew.photo.tooLarge).toBe(form.photo.tooLarge);
    }
  });
});
