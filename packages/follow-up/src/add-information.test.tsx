import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { FollowUpView } from '@vigia/domain';
import { FollowUpScreen } from './index';
import { renderWithProviders } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { makeFollowUpView } from './test/follow-up-view';

jest.mock('@vigia/api-client', () =>
  jest.requireActual<typeof ApiStub>('@vigia/test-utils/api-stub').stubApi(['lookupFollowUp', 'addFollowUpComment', 'uploadFollowUpPhoto']),
);
// The browser's image compression does not run in jsdom: a photo made smaller is stood in for.
jest.mock('@vigia/event-form/photo', () => {
  const actual = jest.requireActual('@vigia/event-form/photo');
  return {
    ...actual,
    preparePhoto: (file: File) => actual.preparePhoto(file, async () => new File(['pequeña'], 'grande.jpg', { type: 'image/jpeg' })),
  };
});
const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual('@vigia/api-client') as typeof api;

const VIEW = makeFollowUpView();

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});
afterEach(() => window.history.pushState({}, '', '/'));

/** Looks the event up as the reporter does; answers the section. */
async function openEvent(view: FollowUpView = VIEW) {
  const user = userEvent.setup({ applyAccept: false });
  mocked.lookupFollowUp.mockResolvedValue(view);
  // Opened from the reporter's secret link (issue 34).
  window.history.pushState({}, '', '/event/follow-up?id=43&token=secreto-43');
  await renderWithProviders(<FollowUpScreen />);
  await screen.findByRole('heading', { name: 'Evento #43' });
  // Its own chunk: it arrives after the event.
  const section = view.closed
    ? screen.queryByRole('region', { name: 'Agregar información' })
    : await screen.findByRole('region', { name: 'Agregar información' });
  return { user, section };
}

describe('AddInformation', () => {
  it('sends a comment with the follow-up token of the link, thanks and shows it in the history', async () => {
    const { user, section } = await openEvent();
    mocked.addFollowUpComment.mockResolvedValue({ at: '2026-11-20T14:00:00.000Z', kind: 'REPORTER_COMMENT', comment: 'Hay aceite' });
    mocked.lookupFollowUp.mockResolvedValue({
      ...VIEW,
      history: [...VIEW.history, { at: '2026-11-20T14:00:00.000Z', kind: 'REPORTER_COMMENT', comment: 'Hay aceite' }],
    });
    await user.type(within(section!).getByLabelText('Comentario'), '  Hay aceite  ');
    await user.click(within(section!).getByRole('button', { name: 'Enviar información' }));
    expect(await within(section!).findByText('Gracias, agregamos su información al evento.')).toBeInTheDocument();
    expect(mocked.addFollowUpComment).toHaveBeenCalledWith(43, 'secreto-43', 'Hay aceite', expect.any(String));
    expect(mocked.uploadFollowUpPhoto).not.toHaveBeenCalled();
    expect(within(section!).getByLabelText('Comentario')).toHaveValue('');
    const history = screen.getByRole('list', { name: 'Historial' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent('Su comentarioHay aceite');
  });

  it('asks for a comment or a photo before sending anything', async () => {
    const { user, section } = await openEvent();
    await user.type(within(section!).getByLabelText('Comentario'), '   ');
    await user.click(within(section!).getByRole('button', { name: 'Enviar información' }));
    expect(within(section!).getByText('Escriba un comentario o elija una foto')).toBeInTheDocument();
    expect(mocked.addFollowUpComment).not.toHaveBeenCalled();
  });

  it("shows the server's message and retries with the same key", async () => {
    const { user, section } = await openEvent();
    mocked.addFollowUpComment
      .mockRejectedValueOnce(new ApiError(0, '/api/ticket/follow-up/comment', [], 'Network error'))
      .mockRejectedValueOnce(
        new ApiError(409, '/api/ticket/follow-up/comment', [{ message: 'Ya agregó diez comentarios a este evento hoy' }]),
      );
    await user.type(within(section!).getByLabelText('Comentario'), 'Sigo aquí');
    await user.click(within(section!).getByRole('button', { name: 'Enviar información' }));
    expect(await within(section!).findByRole('alert')).toHaveTextContent('No se pudo enviar la información. Intente nuevamente.');
    await user.click(within(section!).getByRole('button', { name: 'Enviar información' }));
    await waitFor(() => expect(within(section!).getByRole('alert')).toHaveTextContent('Ya agregó diez comentarios a este evento hoy'));
    const [first, second] = mocked.addFollowUpComment.mock.calls;
    expect(second![3]).toBe(first![3]);
    // Another text is another submission.
    await user.type(within(section!).getByLabelText('Comentario'), ' y más');
    mocked.addFollowUpComment.mockResolvedValueOnce({ at: '2026-11-20T14:00:00.000Z', kind: 'REPORTER_COMMENT' });
    await user.click(within(section!).getByRole('button', { name: 'Enviar información' }));
    await waitFor(() => expect(mocked.addFollowUpComment).toHaveBeenCalledTimes(3));
    expect(mocked.addFollowUpComment.mock.calls[2]![3]).not.toBe(first![3]);
  });

  it('makes a large photo smaller before sending it and refuses what is not an image', async () => {
    const { user, section } = await openEvent();
    const input = within(section!).getByLabelText('Foto (opcional)');
    await user.upload(input, new File(['texto'], 'nota.txt', { type: 'text/plain' }));
    expect(await within(section!).findByText('Solo se permiten imágenes PNG o JPG')).toBeInTheDocument();
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'grande.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    expect(await within(section!).findByText('Foto elegida: grande.jpg')).toBeInTheDocument();
    mocked.uploadFollowUpPhoto.mockResolvedValue({ at: '2026-11-20T14:00:00.000Z', kind: 'PHOTO' });
    await user.click(within(section!).getByRole('button', { name: 'Enviar información' }));
    expect(await within(section!).findByText('Gracias, agregamos su información al evento.')).toBeInTheDocument();
    const [id, token, sent, options] = mocked.uploadFollowUpPhoto.mock.calls[0]!;
    expect([id, token]).toEqual([43, 'secreto-43']);
    expect(sent.size).toBeLessThan(big.size);
    expect(options).toEqual(expect.objectContaining({ idempotencyKey: expect.any(String) }));
    expect(mocked.addFollowUpComment).not.toHaveBeenCalled();
    expect(within(section!).queryByText('Foto elegida: grande.jpg')).not.toBeInTheDocument();
  });

  it('opens the photo picker from a Spanish button, also by keyboard, and names the chosen photo', async () => {
    const { user, section } = await openEvent();
    const choose = within(section!).getByRole('button', { name: 'Elegir archivo' });
    expect(choose).toHaveAccessibleDescription(/^Foto \(opcional\) Una foto a la vez/);
    expect(within(section!).getByText('Ningún archivo elegido')).toBeInTheDocument();
    const input = within(section!).getByLabelText('Foto (opcional)');
    expect(input).not.toBeVisible();
    const opened = jest.fn();
    input.addEventListener('click', opened);
    await user.click(choose);
    choose.focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(2);
    await user.upload(input, new File(['png'], 'berma.png', { type: 'image/png' }));
    expect(await within(section!).findByText('Foto elegida: berma.png')).toBeInTheDocument();
    expect(within(section!).queryByText('Ningún archivo elegido')).not.toBeInTheDocument();
    await user.click(within(section!).getByRole('button', { name: 'Quitar la foto' }));
    expect(choose).toHaveFocus();
  });

  it('is not offered on a closed event', async () => {
    const { section } = await openEvent({ ...VIEW, closed: true, statusCode: 'CERRADO', statusName: 'Cerrado' });
    expect(section).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar información' })).not.toBeInTheDocument();
  });
});
