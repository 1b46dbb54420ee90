import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStandard } from '../test/make-standard';
import { mocked, signIn } from '../test/session';
import { renderWithProviders } from '@vigia/test-utils';
import { StandardsSection } from './standards-section';

jest.mock('@vigia/api-client', () => jest.requireActual('../test/mock-api-client'));
jest.mock('@vigia/auth', () => ({ useAuth: jest.fn() }));

// 02:00 UTC on 10 March 2026 is still the 9th in Santiago.
const NOW = () => new Date('2026-03-10T02:00:00Z');

const standard = makeStandard;

const STANDARDS = [
  standard({ id: 1, effectiveFrom: '2025-01-01', onSceneMinutes: 45 }),
  standard({ id: 2, effectiveFrom: '2026-03-09' }),
  standard({ id: 3, effectiveFrom: '2026-04-01', onSceneMinutes: 25 }),
  standard({
    id: 4,
    severity: 'MINOR',
    classificationId: 9,
    classificationName: 'Animal suelto',
    onSceneMinutes: 90,
    effectiveFrom: '2025-06-01',
  }),
];

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listStandards.mockResolvedValue(STANDARDS);
  mocked.getClassificationChoices.mockResolvedValue([
    {
      id: 9,
      name: 'Animal suelto',
      subcategoryId: 3,
      subcategoryName: 'Animales',
      categoryCode: 'ANIMAL',
      categoryName: 'Animales en la vía',
    },
  ]);
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('StandardsSection', () => {
  it('shows each severity’s standard in force today (Chile) and the future ones, and no form but to ADMIN', async () => {
    signIn('INSPECTOR');
    await renderWithProviders(<StandardsSection now={NOW} />);
    const table = await screen.findByRole('table', { name: 'Estándares de servicio' });
    expect(rowsOf(table)).toEqual([
      ['Crítica', 'Todas las clasificaciones', '30', '—', '120', '15', '09-03-2026 Vigente'],
      ['Crítica', 'Todas las clasificaciones', '25', '—', '120', '15', '01-04-2026 Próximo'],
      ['Menor', 'Animal suelto', '90', '—', '120', '15', '01-06-2025 Vigente'],
    ]);
    expect(screen.queryByRole('form', { name: 'Agregar estándar' })).not.toBeInTheDocument();
  });

  it('lets ADMIN add a standard from today with clear errors first, and says past months stay', async () => {
    signIn('ADMIN');
    mocked.createStandard.mockResolvedValue(standard({ id: 5 }));
    const user = userEvent.setup();
    await renderWithProviders(<StandardsSection now={NOW} />);
    const form = await screen.findByRole('form', { name: 'Agregar estándar' });
    expect(within(form).getByText(/nunca cambia lo medido en los meses pasados/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Vigente desde/)).toHaveValue('2026-03-09');

    await user.click(within(form).getByRole('button', { name: 'Agregar estándar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Indique al menos un tiempo máximo.');
    await user.type(within(form).getByLabelText('Despeje (min)'), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Agregar estándar' }));
    expect(within(form).getByLabelText('Despeje (min)')).toHaveAccessibleDescription(/número/i);
    expect(mocked.createStandard).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('Despeje (min)'));
    await user.type(within(form).getByLabelText('Despeje (min)'), '90');
    await user.type(within(form).getByLabelText('Primera unidad en el lugar (min)'), '20');
    await user.selectOptions(within(form).getByLabelText(/^Severidad/), 'MINOR');
    await within(form).findByRole('option', { name: /Animal suelto/ });
    await user.selectOptions(within(form).getByLabelText('Clasificación (opcional)'), '9');
    await user.click(within(form).getByRole('button', { name: 'Agregar estándar' }));
    expect(mocked.createStandard).toHaveBeenCalledWith({
      severity: 'MINOR',
      classificationId: 9,
      onSceneMinutes: 20,
      lanesOpenMinutes: null,
      clearedMinutes: 90,
      inspectorNoticeMinutes: null,
      effectiveFrom: '2026-03-09',
    });
    expect(mocked.listStandards).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s refusal under its field', async () => {
    signIn('ADMIN');
    mocked.createStandard.mockRejectedValue({
      status: 409,
      fieldErrors: () => ({ effectiveFrom: 'Ya existe un estándar para esa severidad, clasificación y fecha de inicio' }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<StandardsSection now={NOW} />);
    const form = await screen.findByRole('form', { name: 'Agregar estándar' });
    await user.type(within(form).getByLabelText('Despeje (min)'), '90');
    await user.click(within(form).getByRole('button', { name: 'Agregar estándar' }));
    expect(await within(form).findByText('Ya existe un estándar para esa severidad, clasificación y fecha de inicio')).toBeInTheDocument();
    expect(within(form).getByLabelText('Despeje (min)')).toHaveValue('90');
  });

  it('offers a retry when the standards cannot be loaded', async () => {
    signIn('SUPERVISOR');
    mocked.listStandards.mockRejectedValueOnce(new Error('down'));
    const user = userEvent.setup();
    await renderWithProviders(<StandardsSection now={NOW} />);
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Estándares de servicio' })).toBeInTheDocument();
  });
});
