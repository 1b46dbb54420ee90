import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mocked, signIn } from './test/session';
import { ReportsScreen } from './index';
import { renderWithProviders } from '@vigia/test-utils';

jest.mock('@vigia/api-client', () => jest.requireActual('./test/mock-api-client'));
jest.mock('@vigia/auth', () => ({ useAuth: jest.fn() }));

let clicked: string[];
beforeEach(() => {
  jest.resetAllMocks();
  clicked = [];
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});

describe('ReportsScreen', () => {
  it('downloads the chosen report, month, year and format with a progress indicator', async () => {
    signIn('SUPERVISOR');
    let finish!: () => void;
    mocked.downloadReportFile.mockImplementation(async (_type, _m, _y, _f, onProgress) => {
      onProgress?.({ loaded: 50, total: 200 });
      await new Promise<void>((resolve) => (finish = resolve));
      return { blob: new Blob(['x']), fileName: 'resumen-2025-03.csv' };
    });
    const user = userEvent.setup();
    await renderWithProviders(<ReportsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reportes' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Tipo de reporte/), 'summary');
    await user.selectOptions(screen.getByLabelText(/^Mes/), '3');
    const years = screen.getByLabelText(/^Año/) as HTMLSelectElement;
    const lastYear = years.options[1]!.value;
    await user.selectOptions(years, lastYear);
    await user.selectOptions(screen.getByLabelText(/^Formato/), 'csv');
    expect(screen.queryByText(/enmascarados/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Descargar reporte' }));

    expect(mocked.downloadReportFile).toHaveBeenCalledWith('summary', 3, Number(lastYear), 'csv', expect.any(Function));
    const progress = await screen.findByRole('progressbar', { name: 'Progreso de la descarga' });
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('button', { name: /Descargando reporte/ })).toBeDisabled();
    finish();
    expect(await screen.findByText('Reporte descargado: resumen-2025-03.csv')).toBeInTheDocument();
    expect(clicked).toEqual(['resumen-2025-03.csv']);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('explains masking to the inspector and shows a failure', async () => {
    signIn('INSPECTOR');
    mocked.downloadReportFile.mockRejectedValue(new Error('HTTP 500'));
    const user = userEvent.setup();
    await renderWithProviders(<ReportsScreen />);
    expect(screen.getByText(/los datos personales .* aparecen enmascarados/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descargar reporte' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No se pudo descargar el reporte. Inténtelo de nuevo.'));
    const now = new Date();
    expect(mocked.downloadReportFile).toHaveBeenCalledWith('events', now.getMonth() + 1, now.getFullYear(), 'xlsx', expect.any(Function));
    expect(clicked).toEqual([]);
  });

  it('offers the inspector’s lifecycle report by its name', async () => {
    signIn('INSPECTOR');
    mocked.downloadReportFile.mockResolvedValue({ blob: new Blob(['x']), fileName: 'ciclo-de-vida-2026-11.xlsx' });
    const user = userEvent.setup();
    await renderWithProviders(<ReportsScreen />);
    const type = screen.getByLabelText(/Tipo de reporte/);
    expect(within(type).getByRole('option', { name: /^Informe del inspector: hitos, tiempos, plazos e historial/ })).toHaveValue(
      'lifecycle',
    );
    await user.selectOptions(type, 'lifecycle');
    await user.click(screen.getByRole('button', { name: 'Descargar reporte' }));
    const now = new Date();
    expect(mocked.downloadReportFile).toHaveBeenCalledWith(
      'lifecycle',
      now.getMonth() + 1,
      now.getFullYear(),
      'xlsx',
      expect.any(Function),
    );
    expect(await screen.findByText('Reporte descargado: ciclo-de-vida-2026-11.xlsx')).toBeInTheDocument();
  });
});
