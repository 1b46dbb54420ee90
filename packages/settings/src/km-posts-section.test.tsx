import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type * as ApiMock from './test/api-mock';
import type { KmReferenceTable } from '@vigia/domain';
import { KmPostsSection } from './km-posts-section';
import { csvImportSection, demoTable } from './test/csv-import';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof ApiMock>('./test/api-mock').apiClientMock());

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');

const CURRENT: KmReferenceTable = demoTable(3, [
  { km: 410, lat: -36.62, lon: -72.13, carriageway: 'NORTH' },
  { km: 580, lat: -37.98, lon: -72.41, carriageway: 'NORTH' },
  { km: 410, lat: -36.62, lon: -72.12, carriageway: 'SOUTH' },
  { km: 580, lat: -37.98, lon: -72.4, carriageway: 'SOUTH' },
]);
const GOOD = [
  'km,lat,lon,carriageway',
  '410,-36.62,-72.13,NORTH',
  '411.5,-36.63,-72.13,NORTH',
  '410,-36.62,-72.12,SOUTH',
  '420,-36.7,-72.15,SOUTH',
].join('\n');

const section = csvImportSection(
  <KmPostsSection />,
  { inUse: 'Tabla en uso', fileLabel: /^Archivo CSV/, fileName: 'postes.csv' },
  { button: 'Importar 4 postes', send: mocked.importKmPosts, done: 'Tabla importada: 0 postes' },
);

/** The good file chosen, previewed and imported past the confirmation. */
async function importGoodFile(user: ReturnType<typeof userEvent.setup>) {
  await section.choose(user, GOOD);
  await user.click(await screen.findByRole('button', { name: 'Importar 4 postes' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reemplazar la tabla' }));
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getLocationReference.mockResolvedValue(CURRENT);
});

describe('KmPostsSection', () => {
  it('shows the table in use: its size, its range per carriageway, and that it is the approximate demo table', async () => {
    const current = await section.show();
    expect(within(current).getByText('4 postes')).toBeInTheDocument();
    expect(within(current).getByText('Calzada norte a sur: 2 postes, del km 410 al 580')).toBeInTheDocument();
    expect(within(current).getByText(/tabla aproximada, de demostración/)).toBeInTheDocument();
  });

  it('lists a wrong file’s errors by line and sends nothing', async () => {
    const user = userEvent.setup();
    await section.show();
    // A Spanish button opens the browser's picker (its own "Choose File" is not shown), also by keyboard.
    const choose = screen.getByRole('button', { name: 'Elegir archivo' });
    expect(choose).toHaveAccessibleDescription(/^Archivo CSV Separado por comas/);
    expect(screen.getByText('Ningún archivo elegido')).toBeInTheDocument();
    const input = screen.getByLabelText(/^Archivo CSV/);
    expect(input).not.toBeVisible();
    const opened = jest.fn();
    input.addEventListener('click', opened);
    choose.focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    const bad = ['km,lat,lon,carriageway', '410,-36.62,-72.13,NORTH', 'abc,-36.63,-72.13,NORTH', '411,-36.63,-72.13,ESTE'].join('\n');
    await user.upload(input, section.file(bad));
    // The chosen file is named beside the button.
    expect(await screen.findByText('postes.csv')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se puede importar «postes.csv»');
    const errors = within(alert).getByRole('list', { name: 'Errores del archivo' });
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Línea 3: el km debe ser un número entre 0 y 5000', 'Línea 4: la calzada debe ser NORTH o SOUTH']);
    expect(screen.queryByRole('button', { name: /^Importar/ })).not.toBeInTheDocument();
    expect(mocked.importKmPosts).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit before reading it', async () => {
    const user = userEvent.setup();
    await section.choose(user, 'x'.repeat(256 * 1024 + 1), 'grande.csv');
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo supera el máximo de 256 KB');
  });

  it('previews a good file and imports it whole only after the confirmation', async () => {
    const user = userEvent.setup();
    const imported: KmReferenceTable = { approximate: false, updatedAt: '2026-11-27T18:00:00.000Z', version: 4, posts: [] };
    mocked.importKmPosts.mockResolvedValue(imported);
    await section.choose(user, GOOD);
    const preview = await screen.findByRole('group', { name: 'Vista previa de los postes' });
    expect(within(preview).getByText('«postes.csv»: 4 postes sin errores.')).toBeInTheDocument();
    expect(within(preview).getByText('Calzada norte a sur: 2 postes, del km 410 al 411,5')).toBeInTheDocument();
    // Against the version the preview was made on.
    await section.importConfirmed(user, 'La tabla en uso (4 postes) se reemplaza entera por la del archivo (4 postes)', [GOOD, 3]);
  });

  it('shows the server’s reasons when it refuses the file, and keeps the table in use', async () => {
    const user = userEvent.setup();
    mocked.importKmPosts.mockRejectedValue(
      new ApiError(400, '/api/location/reference', [{ field: 'csv', message: 'La calzada SOUTH necesita al menos dos postes' }]),
    );
    await importGoodFile(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La calzada SOUTH necesita al menos dos postes');
    expect(screen.getByRole('group', { name: 'Tabla en uso' })).toHaveTextContent('4 postes');
  });

  it('when another admin imported meanwhile, says so, shows their table as the new base and keeps the file', async () => {
    const user = userEvent.setup();
    const theirs: KmReferenceTable = {
      approximate: false,
      updatedAt: '2026-11-27T18:00:00.000Z',
      version: 4,
      posts: [...CURRENT.posts, { km: 500, lat: -37.3, lon: -72.3, carriageway: 'SOUTH' }],
    };
    mocked.importKmPosts.mockRejectedValueOnce(
      new ApiError(412, '/api/location/reference', [{ message: 'Otro administrador importó la tabla' }], undefined, theirs),
    );
    await importGoodFile(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Otro administrador importó una tabla de postes kilométricos mientras usted preparaba la suya');
    expect(alert).toHaveTextContent('importe de nuevo «postes.csv»');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The base is now their table (5 posts), not the one first shown; the file's preview stays.
    expect(screen.getByRole('group', { name: 'Tabla en uso' })).toHaveTextContent('5 postes');
    expect(screen.getByRole('group', { name: 'Vista previa de los postes' })).toHaveTextContent('«postes.csv»: 4 postes sin errores.');

    // Imported again, it names their version.
    mocked.importKmPosts.mockResolvedValueOnce({ ...theirs, version: 5, posts: [] });
    await section.importConfirmed(user, 'La tabla en uso (5 postes)', [GOOD, 4]);
    expect(screen.queryByText(/Otro administrador/)).not.toBeInTheDocument();
  });
});
