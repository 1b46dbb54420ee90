import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type * as ApiMock from './test/api-mock';
import type { SlaTarget } from '@vigia/domain';
import { renderWithProviders } from '@vigia/test-utils';
import { SlaTargetsSection } from './sla-targets-section';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof ApiMock>('./test/api-mock').apiClientMock());

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');

const TARGETS: SlaTarget[] = [
  { severity: 'CRITICAL', takeMinutes: 5, closeMinutes: 120 },
  { severity: 'MAJOR', takeMinutes: 15, closeMinutes: 240 },
  { severity: 'MODERATE', takeMinutes: 30, closeMinutes: 480 },
  { severity: 'MINOR', takeMinutes: 60, closeMinutes: 1530 },
];

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listSlaTargets.mockResolvedValue(TARGETS);
});

const row = (severity: string) => screen.getByRole('form', { name: `Plazos para severidad ${severity}` });
const field = (form: HTMLElement, name: RegExp) => within(form).getByRole('spinbutton', { name });

describe('SlaTargetsSection', () => {
  it('lists one row per severity, from minor to critical, and says the targets run 24×7 from the report', async () => {
    await renderWithProviders(<SlaTargetsSection />);
    const list = await screen.findByRole('list', { name: 'Plazos por severidad' });
    expect(
      within(list)
        .getAllByRole('form')
        .map((f) => f.getAttribute('aria-label')),
    ).toEqual([
      'Plazos para severidad Menor',
      'Plazos para severidad Moderada',
      'Plazos para severidad Mayor',
      'Plazos para severidad Crítica',
    ]);
    expect(screen.getByText(/corren las 24 horas, todos los días .* desde la hora del reporte/)).toBeInTheDocument();
    const minor = row('Menor');
    expect(field(minor, /^Minutos para tomar/)).toHaveValue(60);
    expect(field(minor, /^Minutos para cerrar/)).toHaveValue(1530);
    expect(field(minor, /^Minutos para cerrar/)).toHaveAccessibleDescription('Equivale a 1 día 1 h 30 min');
  });

  it('refuses a close target shorter than the take target, and more than a week', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SlaTargetsSection />);
    await screen.findByRole('list', { name: 'Plazos por severidad' });
    const major = row('Mayor');
    await user.clear(field(major, /^Minutos para cerrar/));
    await user.type(field(major, /^Minutos para cerrar/), '10');
    await user.click(within(major).getByRole('button', { name: 'Guardar plazos de severidad Mayor' }));
    expect(await within(major).findByText('El plazo de cierre no puede ser menor que el de toma')).toBeInTheDocument();

    await user.clear(field(major, /^Minutos para tomar/));
    await user.type(field(major, /^Minutos para tomar/), '10081');
    await user.click(within(major).getByRole('button', { name: 'Guardar plazos de severidad Mayor' }));
    expect(await within(major).findByText('Máximo 10080 minutos')).toBeInTheDocument();
    expect(mocked.updateSlaTarget).not.toHaveBeenCalled();
  });

  it("saves one severity's targets as numbers, and shows the server's field errors on the fields", async () => {
    const user = userEvent.setup();
    mocked.updateSlaTarget
      .mockRejectedValueOnce(new ApiError(400, '/api/sla-target/CRITICAL', [{ field: 'takeMinutes', message: 'Debe ser un número' }]))
      .mockResolvedValueOnce({ severity: 'CRITICAL', takeMinutes: 10, closeMinutes: 90 });
    await renderWithProviders(<SlaTargetsSection />);
    await screen.findByRole('list', { name: 'Plazos por severidad' });
    const critical = row('Crítica');
    await user.clear(field(critical, /^Minutos para tomar/));
    await user.type(field(critical, /^Minutos para tomar/), '10');
    await user.clear(field(critical, /^Minutos para cerrar/));
    await user.type(field(critical, /^Minutos para cerrar/), '90');
    await user.click(within(critical).getByRole('button', { name: 'Guardar plazos de severidad Crítica' }));
    expect(await within(critical).findByText('Debe ser un número')).toBeInTheDocument();
    expect(field(critical, /^Minutos para tomar/)).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(critical).getByRole('button', { name: 'Guardar plazos de severidad Crítica' }));
    expect(await screen.findByText('Plazos de severidad Crítica guardados')).toBeInTheDocument();
    expect(mocked.updateSlaTarget).toHaveBeenLastCalledWith('CRITICAL', { takeMinutes: 10, closeMinutes: 90 });
    expect(mocked.updateSlaTarget).toHaveBeenCalledTimes(2);
  });

  it('shows the error state with a retry', async () => {
    const user = userEvent.setup();
    mocked.listSlaTargets.mockRejectedValueOnce(new ApiError(500, '/api/sla-target', [])).mockResolvedValueOnce(TARGETS);
    await renderWithProviders(<SlaTargetsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar los plazos.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Plazos por severidad' })).toBeInTheDocument();
  });
});
