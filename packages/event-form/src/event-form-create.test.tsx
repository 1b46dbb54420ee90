import {
  control,
  deferred,
  description,
  errorOf,
  fillValid,
  mocked,
  sendValidReport,
  showForm,
  submit,
  successPanel,
} from './test/event-form-harness';
import { CREATE_ERROR, SUCCESS } from './test/form-fixtures';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { notify } from '@vigia/design-system';
import { keptFollowUpToken } from './follow-up-links';

describe('creating an event', () => {
  it('posts the SPEC §7 fields with channel, numbers and an ISO date, then shows the event number', async () => {
    const user = userEvent.setup();
    await sendValidReport(user);
    expect(mocked.createTicket).toHaveBeenCalledWith(
      {
        description: '<p>Choque leve</p>',
        kilometer: 455,
        sector: 'Centro',
        commune: 'Cabrero',
        orientation: 'NORTH',
        dateEvent: new Date(2024, 4, 1, 10, 30).toISOString(),
        channelCode: 'WEB_SELF_SERVICE',
        classificationId: 111,
        realAddress: 'Av. Alemania 123, Los Ángeles',
        email: 'juan@example.cl',
        fullName: 'Juan Pérez',
        phone: '987654321',
        documentKind: 'RUT',
        rut: '12.345.678-5',
        patente: 'ABCD12',
        category: 'ACC',
        subcategory: 11,
        website: '',
      },
      { idempotencyKey: expect.stringMatching(/^[\w-]{16,}$/) },
    );
    const panel = await successPanel();
    expect(panel).toHaveTextContent(SUCCESS);
    expect(panel).toHaveTextContent('Número de evento: 123');
    // The public form (the default here) shows the secret follow-up link (issue 34), and this
    // browser keeps it for the follow-up page.
    expect(screen.getByRole('link', { name: 'Seguir el estado de este evento' })).toHaveAttribute(
      'href',
      '/event/follow-up?id=123&token=seguir-123',
    );
    expect(screen.getByRole('textbox', { name: 'Enlace de seguimiento' })).toHaveValue(
      `${window.location.origin}/event/follow-up?id=123&token=seguir-123`,
    );
    expect(keptFollowUpToken(123)).toBe('seguir-123');
    expect(mocked.uploadAttachment).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reportar otro evento' }));
    expect(await screen.findByRole('form')).toBeInTheDocument();
    expect(control('fullName')).toHaveValue('');
    expect(description()).toHaveValue('');
  });

  it('uploads the photo only after the event is saved, with the upload token and a progress bar', async () => {
    const user = userEvent.setup();
    const created = deferred<{ id: number; uploadToken: string | null; followUpToken: string | null }>();
    mocked.createTicket.mockReturnValue(created.promise);
    const upload = deferred<never>();
    mocked.uploadAttachment.mockImplementation((_id, _file, options) => {
      options?.onProgress?.(0.5);
      return upload.promise;
    });
    const success = jest.spyOn(notify, 'success');
    await showForm();
    await fillValid(user);
    const photo = new File(['png'], 'foto.png', { type: 'image/png' });
    await user.upload(control('file'), photo);
    await submit(user);
    await waitFor(() => expect(mocked.createTicket).toHaveBeenCalled());
    expect(mocked.uploadAttachment).not.toHaveBeenCalled();

    await act(async () => created.resolve({ id: 123, uploadToken: 'tok-123', followUpToken: null }));
    expect(mocked.uploadAttachment).toHaveBeenCalledWith(123, photo, expect.objectContaining({ uploadToken: 'tok-123' }));
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Subiendo foto…')).toBeInTheDocument();

    await act(async () => upload.resolve({ id: 1 } as never));
    expect(await successPanel()).toHaveTextContent('Número de evento: 123');
    expect(success).toHaveBeenCalledWith('El archivo fue cargado con éxito');
  });

  it('keeps the saved event when the upload fails, and warns that editing allows a retry', async () => {
    const user = userEvent.setup();
    mocked.uploadAttachment.mockRejectedValue(new api.ApiError(500, '/api/ticket/123/attachment', []));
    const error = jest.spyOn(notify, 'error');
    await showForm();
    await fillValid(user);
    await user.upload(control('file'), new File(['png'], 'foto.png', { type: 'image/png' }));
    await submit(user);
    expect(await successPanel()).toHaveTextContent('Número de evento: 123');
    expect(
      screen.getByText('El evento fue creado, pero no se pudo cargar el archivo adjunto. Puede editar el evento para intentarlo de nuevo.'),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Ha ocurrido un error al adjuntar el archivo. Por favor contacte con el administrador');
  });

  it.each([
    ['a wrong type', new File(['x'], 'nota.txt', { type: 'text/plain' }), 'El archivo debe ser una imagen png, jpg o jpeg.'],
    ['a gif renamed', new File(['x'], 'foto.png', { type: 'image/gif' }), 'El archivo debe ser una imagen png, jpg o jpeg.'],
    [
      'more than 2 MB',
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' }),
      'La imagen pesa más de 2 MB. Elija una imagen más liviana.',
    ],
  ])('refuses %s before any upload', async (_case, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    await showForm();
    await user.upload(control('file'), file);
    expect(errorOf(control('file'))).toContain(message);
    expect((control('file') as HTMLInputElement).value).toBe('');
    await fillValid(user);
    await submit(user);
    await successPanel();
    expect(mocked.uploadAttachment).not.toHaveBeenCalled();
  });

  it('accepts a 2 MB jpeg exactly', async () => {
    const user = userEvent.setup();
    await showForm();
    await user.upload(control('file'), new File([new Uint8Array(2 * 1024 * 1024)], 'justo.jpeg', { type: 'image/jpeg' }));
    expect(control('file')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Foto seleccionada: justo.jpeg')).toBeInTheDocument();
  });

  it('on a refused create shows the toast and puts the server messages on the fields', async () => {
    const user = userEvent.setup();
    mocked.createTicket.mockRejectedValue(
      new api.ApiError(400, '/api/ticket', [{ field: 'patente', message: 'Patente no válida' }, { message: 'Solicitud inválida' }]),
    );
    await showForm();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText(CREATE_ERROR)).toBeInTheDocument();
    await waitFor(() => expect(errorOf(control('patente'))).toBe('Patente no válida'));
    expect(control('patente')).toHaveFocus();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('on a network failure keeps every value and can send again', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(notify, 'error');
    mocked.createTicket.mockRejectedValueOnce(new api.ApiError(0, '/api/ticket', [], 'Network error'));
    await showForm();
    await fillValid(user);
    await user.upload(control('file'), new File(['png'], 'foto.png', { type: 'image/png' }));
    await submit(user);
    await waitFor(() => expect(error).toHaveBeenCalledWith(CREATE_ERROR, expect.any(String)));
    const kept: Record<string, string> = {
      fullName: 'Juan Pérez',
      rut: '12.345.678-5',
      email: 'juan@example.cl',
      phone: '987654321',
      patente: 'ABCD12',
      category: 'ACC',
      subcategory: '11',
      classificationId: '111',
      commune: 'Cabrero',
      sector: 'Centro',
      kilometer: '455',
      orientation: 'NORTH',
      dateEvent: '2024-05-01T10:30',
    };
    for (const [name, value] of Object.entries(kept))
      expect({ name, value: (control(name) as HTMLInputElement).value }).toEqual({ name, value });
    expect(description()).toHaveValue('Choque leve');
    expect(mocked.uploadAttachment).not.toHaveBeenCalled();

    await submit(user);
    expect(await successPanel()).toHaveTextContent('Número de evento: 123');
    expect(mocked.createTicket).toHaveBeenCalledTimes(2);
    // The same report sent again carries the same key: the server cannot make it twice.
    const [first, second] = mocked.createTicket.mock.calls.map((call) => call[1]?.idempotencyKey);
    expect(second).toBe(first);
    expect(mocked.uploadAttachment).toHaveBeenCalledTimes(1);
  });
});
