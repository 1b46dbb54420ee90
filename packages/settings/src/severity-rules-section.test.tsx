import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type * as ApiMock from './test/api-mock';
import type { SeverityRule } from '@vigia/domain';
import { renderWithProviders } from '@vigia/test-utils';
import { SeverityRulesSection } from './severity-rules-section';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof ApiMock>('./test/api-mock').apiClientMock());

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');

const rule = (classificationId: number, sub: string, name: string, severity: SeverityRule['severity']): SeverityRule => ({
  classificationId,
  categoryName: 'Accidente',
  subcategoryName: sub,
  classificationName: name,
  severity,
});
const RULES = [
  rule(11, 'Colisión', 'Con lesionados', 'CRITICAL'),
  rule(12, 'Colisión', 'Sin lesionados', 'MODERATE'),
  { ...rule(31, 'Animal', 'Animal suelto en la vía', 'MAJOR'), categoryName: 'Obstáculo' },
];
const location = () => screen.getByTestId('location').textContent;
const render = (route = '/admin/settings?tab=severity') => renderWithProviders(<SeverityRulesSection />, { route });

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listSeverityRules.mockResolvedValue(RULES);
});

describe('SeverityRulesSection', () => {
  it('lists every classification with its severity and explains it applies to new reports only', async () => {
    await render();
    const list = await screen.findByRole('list', { name: 'Severidad por clasificación' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Severidad de Accidente › Colisión › Con lesionados' })).toHaveValue('CRITICAL');
    expect(screen.getByRole('combobox', { name: 'Severidad de Obstáculo › Animal › Animal suelto en la vía' })).toHaveDisplayValue('Mayor');
    expect(screen.getByText(/afecta solo a los reportes que lleguen desde ahora/)).toBeInTheDocument();
    expect(screen.getByText('3 de 3 clasificaciones')).toBeInTheDocument();
  });

  it('filters by text, ignoring accents and case, with the filter in the URL', async () => {
    const user = userEvent.setup();
    await render();
    await screen.findByRole('list', { name: 'Severidad por clasificación' });
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar clasificaciones' }), 'COLISION');
    expect(within(screen.getByRole('list', { name: 'Severidad por clasificación' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 de 3 clasificaciones')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/settings?tab=severity&q=COLISION'));

    await user.type(screen.getByRole('searchbox', { name: 'Filtrar clasificaciones' }), ' grúa');
    expect(screen.getByText('Ninguna clasificación coincide con «COLISION grúa».')).toBeInTheDocument();
  });

  it('starts from the filter in the URL', async () => {
    await render('/admin/settings?tab=severity&q=animal');
    const list = await screen.findByRole('list', { name: 'Severidad por clasificación' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Filtrar clasificaciones' })).toHaveValue('animal');
  });

  it('saves one row: the classification and the chosen severity; a failure is reported', async () => {
    const user = userEvent.setup();
    mocked.updateSeverityRule
      .mockRejectedValueOnce(new ApiError(500, '/api/severity-rule/12', []))
      .mockResolvedValueOnce({ ...RULES[1]!, severity: 'MAJOR' });
    await render();
    const select = await screen.findByRole('combobox', { name: 'Severidad de Accidente › Colisión › Sin lesionados' });
    const save = screen.getByRole('button', { name: 'Guardar severidad de Accidente › Colisión › Sin lesionados' });
    expect(save).toBeDisabled();
    await user.selectOptions(select, 'MAJOR');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('No se pudieron guardar los cambios. Inténtelo de nuevo.')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Severidad de Sin lesionados: Mayor')).toBeInTheDocument();
    expect(mocked.updateSeverityRule).toHaveBeenLastCalledWith(12, 'MAJOR');
    await waitFor(() => expect(mocked.listSeverityRules).toHaveBeenCalledTimes(2));
  });
});
