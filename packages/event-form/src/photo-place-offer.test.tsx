import { control, mocked, showForm } from './test/event-form-harness';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appQueryClient } from '@vigia/api-client/query';
import { toDateTimeLocal } from './form-values';
import { exifDateToLocal, photoTimeProblem, readPhotoExif } from './photo-exif';
import { TABLE, latAt, lonAt } from './test/demo-km-table';
import { exifPhoto } from './test/exif-jpeg';

// The network is stubbed at the api-client boundary (the harness); the km is computed by the real domain module
// from a photo whose EXIF block is written byte by byte (test/exif-jpeg.ts) and read by exifr.

/** EXIF's form of a local time some hours before now, and the form's form of the same minute. */
function hoursAgo(hours: number) {
  const when = new Date(Date.now() - hours * 3_600_000);
  const local = toDateTimeLocal(when);
  return { exif: `${local.slice(0, 10).replaceAll('-', ':')} ${local.slice(11)}:07`, local };
}
const shown = (local: string) => `${local.slice(8, 10)}-${local.slice(5, 7)}-${local.slice(0, 4)} ${local.slice(11)}`;

beforeEach(() => {
  appQueryClient.clear();
  localStorage.clear();
  mocked.getLocationReference.mockResolvedValue(TABLE);
});

const usePhoto = (user: ReturnType<typeof userEvent.setup>, file: File) => user.upload(control('file'), file);

describe('the place and time a photo carries', () => {
  it('offers them without applying them, and fills km direction commune and date when asked', async () => {
    const user = userEvent.setup();
    const taken = hoursAgo(2);
    await showForm();
    const before = control('dateEvent').value;
    await usePhoto(user, exifPhoto('IMG_1.jpg', { takenAt: taken.exif, position: { lat: latAt(460), lon: lonAt(460, -20) } }));

    expect(
      await screen.findByText(`La foto se tomó el ${shown(taken.local)} cerca del km 460, sentido norte a sur, Cabrero.`),
    ).toBeInTheDocument();
    // Nothing is filled until the reporter says so.
    expect(control('kilometer')).toHaveValue(null);
    expect(control('commune')).toHaveValue('');
    expect(control('dateEvent')).toHaveValue(before);

    await user.click(screen.getByRole('button', { name: 'Usar la ubicación y la hora de la foto' }));
    await waitFor(() => expect(control('kilometer')).toHaveValue(460));
    expect(control('orientation')).toHaveValue('NORTH');
    expect(control('commune')).toHaveValue('Cabrero');
    expect(control('dateEvent')).toHaveValue(taken.local);
    expect(
      screen.getByText('Se completaron el kilómetro, la dirección, la comuna y la fecha con los datos de la foto.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usar la ubicación y la hora de la foto' })).not.toBeInTheDocument();
  });

  it('a commune set from the photo still follows a later km edit', async () => {
    const user = userEvent.setup();
    await showForm();
    await usePhoto(user, exifPhoto('IMG_2.jpg', { position: { lat: latAt(455), lon: lonAt(455, 10) } }));
    await user.click(await screen.findByRole('button', { name: 'Usar la ubicación de la foto' }));
    await waitFor(() => expect(control('commune')).toHaveValue('Cabrero'));
    expect(control('orientation')).toHaveValue('SOUTH');
    await user.clear(control('kilometer'));
    await user.type(control('kilometer'), '485');
    await waitFor(() => expect(control('commune')).toHaveValue('Los Ángeles'));
  });

  it('a photo without EXIF shows nothing', async () => {
    const user = userEvent.setup();
    await showForm();
    await usePhoto(user, exifPhoto('plain.jpg'));
    expect(await screen.findByText('Foto seleccionada: plain.jpg')).toBeInTheDocument();
    // Give the reading time to finish: still nothing offered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^La foto se tomó/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /de la foto$/ })).not.toBeInTheDocument();
  });

  it('an old photo offers only its place and says why its time is not used', async () => {
    const user = userEvent.setup();
    const taken = hoursAgo(24 * 10);
    await showForm();
    const before = control('dateEvent').value;
    await usePhoto(user, exifPhoto('old.jpg', { takenAt: taken.exif, position: { lat: latAt(465), lon: lonAt(465, -7.5) } }));
    expect(await screen.findByText('La foto se tomó cerca del km 465, sentido norte a sur, Cabrero.')).toBeInTheDocument();
    expect(screen.getByText(`No se usa la hora de la foto: se tomó el ${shown(taken.local)}, hace más de 7 días.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar la ubicación de la foto' }));
    await waitFor(() => expect(control('kilometer')).toHaveValue(465));
    expect(control('dateEvent')).toHaveValue(before);
  });

  it('a photo taken far from the route gets the location button’s message and offers only its time', async () => {
    const user = userEvent.setup();
    const taken = hoursAgo(1);
    await showForm();
    await usePhoto(user, exifPhoto('far.jpg', { takenAt: taken.exif, position: { lat: latAt(460), lon: lonAt(460, 2000) } }));
    expect(
      await screen.findByText(/^Está a .* de la Ruta 5 \(más de 300 m\): ingrese el kilómetro y la dirección a mano$/),
    ).toBeInTheDocument();
    expect(screen.getByText(`La foto se tomó el ${shown(taken.local)}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar la hora de la foto' }));
    expect(control('dateEvent')).toHaveValue(taken.local);
    expect(control('kilometer')).toHaveValue(null);
  });

  it('is offered in English with the same rules', async () => {
    const user = userEvent.setup();
    const taken = hoursAgo(3);
    await showForm(undefined, 'en');
    await usePhoto(user, exifPhoto('IMG_3.jpg', { takenAt: taken.exif, position: { lat: latAt(460), lon: lonAt(460, -20) } }));
    expect(await screen.findByRole('button', { name: 'Use the photo’s location and time' })).toBeInTheDocument();
  });
});

describe('reading a photo’s EXIF block', () => {
  it('gives the GPS position and the capture time as the date field holds it', async () => {
    const exif = await readPhotoExif(exifPhoto('a.jpg', { takenAt: '2026:11:25 14:32:07', position: { lat: -37.2, lon: -72.4 } }));
    expect(exif?.takenAt).toBe('2026-11-25T14:32');
    expect(exif?.position?.lat).toBeCloseTo(-37.2, 6);
    expect(exif?.position?.lon).toBeCloseTo(-72.4, 6);
  });

  it('gives nothing for a photo without EXIF a PNG or bytes that are not a JPEG', async () => {
    expect(await readPhotoExif(exifPhoto('a.jpg'))).toBeNull();
    expect(await readPhotoExif(new File([new Uint8Array(20)], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(await readPhotoExif(new File([new Uint8Array(20)], 'a.jpg', { type: 'image/jpeg' }))).toBeNull();
  });

  it('ignores an unset camera clock and a position of zeros', async () => {
    expect(exifDateToLocal('0000:00:00 00:00:00')).toBeNull();
    expect(exifDateToLocal('2026:13:01 10:00:00')).toBeNull();
    expect(await readPhotoExif(exifPhoto('a.jpg', { position: { lat: 0, lon: 0 } }))).toBeNull();
  });

  it('refuses a time in the future or older than a week', () => {
    const now = new Date(2026, 10, 25, 12, 0);
    expect(photoTimeProblem('2026-11-25T12:00', now)).toBeNull();
    expect(photoTimeProblem('2026-11-25T12:01', now)).toBe('future');
    expect(photoTimeProblem('2026-11-18T12:00', now)).toBeNull();
    expect(photoTimeProblem('2026-11-18T11:59', now)).toBe('old');
  });
});
