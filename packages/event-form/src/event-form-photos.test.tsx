import { control, errorOf, fillValid, mocked, showForm, submit, successPanel } from './test/event-form-harness';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';

// jsdom has no canvas: the library's answer is set by each test.
jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));
const compressLib = jest.mocked(imageCompression);

const MB = 1024 * 1024;
const png = (name: string, bytes = 3) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

it('takes up to three photos and uploads each with its own key', async () => {
  const user = userEvent.setup();
  await showForm();
  expect(screen.getByLabelText(/^Adjuntar fotos \(opcional, hasta 3\)/)).toBe(control('file'));
  await user.upload(control('file'), [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
  expect(errorOf(control('file'))).toContain('Puede adjuntar hasta 3 fotos.');
  for (const name of ['a.png', 'b.png', 'c.png']) expect(screen.getByText(`Foto seleccionada: ${name}`)).toBeInTheDocument();
  expect(screen.queryByText('Foto seleccionada: d.png')).not.toBeInTheDocument();
  expect(control('file')).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Quitar la foto b.png' }));
  expect(screen.queryByText('Foto seleccionada: b.png')).not.toBeInTheDocument();
  expect(control('file')).toBeEnabled();

  await fillValid(user);
  await submit(user);
  await successPanel();
  expect(mocked.uploadAttachment.mock.calls.map((call) => call[1].name)).toEqual(['a.png', 'c.png']);
  const keys = mocked.uploadAttachment.mock.calls.map((call) => call[2]?.idempotencyKey);
  expect(new Set(keys).size).toBe(2);
});

it('sends a 5 MB photo made smaller, and says so', async () => {
  const user = userEvent.setup();
  compressLib.mockResolvedValue(new File([new Uint8Array(1.5 * MB)], 'x', { type: 'image/jpeg' }));
  await showForm();
  await user.upload(control('file'), new File([new Uint8Array(5 * MB)], 'IMG_2041.jpg', { type: 'image/jpeg' }));
  expect(await screen.findByText('Foto seleccionada: IMG_2041.jpg (reducida de 5 MB a 1,5 MB para el envío)')).toBeInTheDocument();
  expect(control('file')).not.toHaveAttribute('aria-invalid');

  await fillValid(user);
  await submit(user);
  await successPanel();
  const sent = mocked.uploadAttachment.mock.calls[0]![1];
  expect(sent.size).toBeLessThanOrEqual(2 * MB);
  expect(sent).toMatchObject({ name: 'IMG_2041.jpg', type: 'image/jpeg' });
});

it('refuses with the SPEC message a photo that stays over 2 MB', async () => {
  const user = userEvent.setup();
  compressLib.mockResolvedValue(new File([new Uint8Array(2 * MB + 1)], 'x', { type: 'image/jpeg' }));
  await showForm();
  await user.upload(control('file'), new File([new Uint8Array(9 * MB)], 'panorama.jpg', { type: 'image/jpeg' }));
  await waitFor(() => expect(errorOf(control('file'))).toContain('La imagen pesa más de 2 MB. Elija una imagen más liviana.'));
  expect(screen.queryByText(/^Foto seleccionada/)).not.toBeInTheDocument();
});

it('waits for a photo being made smaller before the report can be sent', async () => {
  const user = userEvent.setup();
  let finish: (file: File) => void = () => undefined;
  compressLib.mockReturnValue(new Promise<File>((resolve) => (finish = resolve)));
  await showForm();
  await fillValid(user);
  await user.upload(control('file'), new File([new Uint8Array(5 * MB)], 'IMG_2042.jpg', { type: 'image/jpeg' }));
  const send = screen.getByRole('button', { name: 'Crear evento' });
  await waitFor(() => expect(send).toBeDisabled());
  finish(new File([new Uint8Array(1.2 * MB)], 'x', { type: 'image/jpeg' }));
  expect(await screen.findByText(/^Foto seleccionada: IMG_2042\.jpg/)).toBeInTheDocument();
  await waitFor(() => expect(send).toBeEnabled());
  await submit(user);
  await successPanel();
  expect(mocked.uploadAttachment.mock.calls[0]![1]).toMatchObject({ name: 'IMG_2042.jpg' });
});

it('opens the photo picker from a Spanish button, also by keyboard, and says what is chosen', async () => {
  const user = userEvent.setup();
  await showForm();
  const choose = screen.getByRole('button', { name: 'Elegir archivo' });
  expect(choose).toHaveAccessibleDescription('Adjuntar fotos (opcional, hasta 3) png, jpg o jpeg, hasta 2 MB');
  expect(screen.getByText('Ningún archivo elegido')).toBeInTheDocument();
  // The browser's own "Choose File" is not shown: the button opens the same picker.
  expect(control('file')).not.toBeVisible();
  const opened = jest.fn();
  control('file').addEventListener('click', opened);
  await user.click(choose);
  expect(opened).toHaveBeenCalledTimes(1);
  choose.focus();
  await user.keyboard('{Enter}');
  await user.keyboard(' ');
  expect(opened).toHaveBeenCalledTimes(3);

  await user.upload(control('file'), png('a.png'));
  expect(await screen.findByText('Foto seleccionada: a.png')).toBeInTheDocument();
  expect(screen.queryByText('Ningún archivo elegido')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Quitar la foto a.png' }));
  await waitFor(() => expect(choose).toHaveFocus());
});
