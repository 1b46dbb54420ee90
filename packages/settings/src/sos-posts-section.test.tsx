// "Postes SOS" (issue 39): the table in use, the CSV's columns described, a wrong file's errors by
// line with nothing sent, a good one previewed and imported whole after a confirmation against the
// version shown (If-Match), and a 412 that reloads the table and keeps the file.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { SosPostTable } from '@vigia/domain';
import { renderWithProviders } from '@vigia/test-utils';
import type * as ApiMock from './test/api-mock';
import { SosPostsSection } from './sos-posts-section';
import { csvImportSection, demoTable } from './test/csv-import';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof ApiMock>('./test/api-mock').apiClientMock());

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');

const CURRENT: SosPostTable = demoTable(2, [
  { number: 1, kilometer: 411, orientation: 'NORTH' },
  { number: 2, kilometer: 411, orientation: 'SOUTH' },
  { number: 3, kilometer: 413.5, orientation: 'NORTH' },
]);
const GOOD = ['number,kilometer,orientation', '10,420,NORTH', '11,420.5,SOUTH'].join('\n');
const section = csvImportSection(
  <SosPostsSection />,
  { inUse: 'Postes SOS en uso', fileLabel: /^Archivo CSV de postes SOS/, fileName: 'sos.csv' },
  { button: 'Importar 2 postes SOS', send: mocked.importSosPosts, done: 'Postes SOS importados: 0 postes' },
);

async function chooseGoodFile(user: ReturnType<typeof userEvent.setup>) {
  await section.choose(user, GOOD);
  await user.click(await screen.findByRole('button', { name: 'Importar 2 postes SOS' }));
  return within(await screen.findByRole('alertdialog'));
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getSosPostTable.mockResolvedValue(CURRENT);
});

it('shows every post in use with its km, direction and that the table is approximate', async () => {
  const current = await section.show();
  expect(within(current).getByText('3 postes SOS')).toBeInTheDocument();
  expect(within(current).getByText(/tabla aproximada, de demostración/)).toBeInTheDocument();
  const list = within(current).getByRole('list', { name: 'Postes SOS en uso' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(3);
  expect(rows[2]).toHaveTextContent('N° de poste 3 · Km 413,5');
  expect(rows[2]).toHaveTextContent('Norte a sur · Aproximada');
  // The table in use downloads as the CSV the import reads: the template to edit.
  const download = within(current).getByRole('link', { name: 'Descargar la tabla en uso como CSV' });
  expect(decodeURIComponent(download.getAttribute('href')!)).toBe(
    'data:text/csv;charset=utf-8,number,kilometer,orientation\n1,411,NORTH\n2,411,SOUTH\n3,413.5,NORTH\n',
  );
});

it('describes the file’s three columns with an example', async () => {
  await renderWithProviders(<SosPostsSection />);
  const format = await screen.findByRole('region', { name: 'Formato del archivo' });
  expect(within(format).getByText(/^number: el número del poste/)).toBeInTheDocument();
  expect(within(format).getByText(/^kilometer: el km donde está/)).toBeInTheDocument();
  expect(within(format).getByText(/^orientation: la dirección de la calzada, NORTH/)).toBeInTheDocument();
  expect(format).toHaveTextContent('number,kilometer,orientation 101,412,NORTH 102,412.5,SOUTH');
});

it('lists a wrong file’s errors by line and sends nothing', async () => {
  const user = userEvent.setup();
  const bad = ['number,kilometer,orientation', '1,420,NORTH', '1,421,SOUTH', 'x,300,ESTE'].join('\n');
  await section.choose(user, bad);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se puede importar «sos.csv»');
  const items = within(within(alert).getByRole('list', { name: 'Errores del archivo' })).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    'Línea 3: el poste 1 ya está en la línea 2',
    'Línea 4: el número del poste debe ser un entero entre 1 y 99999',
    'Línea 4: el km debe ser un número entre 410 y 580',
    'Línea 4: la dirección debe ser NORTH o SOUTH',
  ]);
  expect(screen.queryByRole('button', { name: /^Importar/ })).not.toBeInTheDocument();
  expect(mocked.importSosPosts).not.toHaveBeenCalled();
});

it('previews a good file and imports it only after the confirmation, against the version shown', async () => {
  const user = userEvent.setup();
  mocked.importSosPosts.mockResolvedValue({ approximate: false, updatedAt: '2026-11-27T18:00:00.000Z', version: 3, posts: [] });
  await section.choose(user, GOOD);
  const preview = await screen.findByRole('group', { name: 'Vista previa de los postes SOS' });
  expect(within(preview).getByText('«sos.csv»: 2 postes sin errores.')).toBeInTheDocument();
  expect(within(preview).getAllByRole('listitem')[1]).toHaveTextContent('N° de poste 11 · Km 420,5 · Sur a norte');
  await section.importConfirmed(user, 'La tabla en uso (3 postes) se reemplaza entera por la del archivo (2 postes)', [GOOD, 2]);
});

it('when another admin imported meanwhile (412), shows their table as the new base and keeps the file', async () => {
  const user = userEvent.setup();
  const theirs: SosPostTable = {
    ...CURRENT,
    approximate: false,
    version: 3,
    posts: [...CURRENT.posts, { number: 4, kilometer: 415, orientation: 'SOUTH' }],
  };
  mocked.importSosPosts.mockRejectedValueOnce(
    new ApiError(412, '/api/location/sos', [{ message: 'Otro administrador importó los postes SOS' }], undefined, theirs),
  );
  await user.click((await chooseGoodFile(user)).getByRole('button', { name: 'Reemplazar la tabla' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Otro administrador importó una tabla de postes SOS');
  expect(screen.getByRole('group', { name: 'Postes SOS en uso' })).toHaveTextContent('4 postes SOS');
  expect(screen.getByRole('group', { name: 'Vista previa de los postes SOS' })).toHaveTextContent('«sos.csv»: 2 postes sin errores.');

  mocked.importSosPosts.mockResolvedValueOnce({ ...theirs, version: 4, posts: [] });
  await section.importConfirmed(user, 'La tabla en uso (4 postes)', [GOOD, 3]);
});

it('shows the server’s reasons when it refuses the file', async () => {
  const user = userEvent.setup();
  mocked.importSosPosts.mockRejectedValue(new ApiError(400, '/api/location/sos', [{ field: 'csv', message: 'Línea 2: el km no existe' }]));
  await user.click((await chooseGoodFile(user)).getByRole('button', { name: 'Reemplazar la tabla' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Línea 2: el km no existe');
  expect(screen.getByRole('group', { name: 'Postes SOS en uso' })).toHaveTextContent('3 postes SOS');
});
