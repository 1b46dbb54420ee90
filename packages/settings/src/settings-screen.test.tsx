import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type * as ApiMock from './test/api-mock';
import { renderAt } from '@vigia/test-utils';
import { SettingsScreen } from './index';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof ApiMock>('./test/api-mock').apiClientMock());

const mocked = api as jest.Mocked<typeof api>;
const location = () => screen.getByTestId('location').textContent;
const render = (url: string) => renderAt(<SettingsScreen />, { path: '/admin/settings', url });

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listCloseReasons.mockResolvedValue([{ code: 'RESUELTO', name: 'Resuelto', active: true }]);
  mocked.listSlaTargets.mockResolvedValue([{ severity: 'MINOR', takeMinutes: 60, closeMinutes: 1440 }]);
  mocked.listSeverityRules.mockResolvedValue([]);
  mocked.listResponseTemplates.mockResolvedValue([]);
});

describe('SettingsScreen', () => {
  it('opens on the closing reasons and loads only the open section', async () => {
    await render('/admin/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Motivos de cierre', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Motivos de cierre' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Motivos de cierre',
      'Plazos por severidad',
      'Severidad por clasificación',
      'Plantillas de respuesta',
      'Postes kilométricos',
      'Postes SOS',
      'Registro de accesos',
      'Solicitudes de datos',
    ]);
    expect(mocked.listSlaTargets).not.toHaveBeenCalled();
    expect(mocked.listResponseTemplates).not.toHaveBeenCalled();
    expect(mocked.getLocationReference).not.toHaveBeenCalled();
    expect(mocked.getSosPostTable).not.toHaveBeenCalled();
  });

  it('keeps the chosen section in the URL, and starts from it', async () => {
    const user = userEvent.setup();
    await render('/admin/settings?tab=sla');
    expect(screen.getByRole('tab', { name: 'Plazos por severidad', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Plazos para severidad Menor' })).toBeInTheDocument();
    expect(mocked.listCloseReasons).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: 'Plantillas de respuesta' }));
    await waitFor(() => expect(location()).toBe('/admin/settings?tab=templates'));
    expect(await screen.findByText('Aún no hay plantillas de respuesta.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Plantillas de respuesta' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Motivos de cierre' }));
    await waitFor(() => expect(location()).toBe('/admin/settings'));
  });

  it('moves between sections with the arrow keys and opens one with Enter', async () => {
    const user = userEvent.setup();
    await render('/admin/settings?tab=severity');
    await user.click(screen.getByRole('tab', { name: 'Severidad por clasificación', selected: true }));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Plantillas de respuesta' })).toHaveFocus());
    expect(location()).toBe('/admin/settings?tab=severity');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/settings?tab=templates'));
  });

  it('speaks English in the English locale', async () => {
    await renderAt(<SettingsScreen />, { path: '/admin/settings', url: '/admin/settings?tab=sla', lng: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Targets for Minor severity' });
    expect(within(form).getByRole('spinbutton', { name: /^Minutes to close/ })).toHaveAccessibleDescription('That is 1 day');
    expect(screen.getByText(/24 hours a day, every day/)).toBeInTheDocument();
  });

  it('falls back to the first section for an unknown tab', async () => {
    await render('/admin/settings?tab=nope');
    expect(screen.getByRole('tab', { name: 'Motivos de cierre', selected: true })).toBeInTheDocument();
  });
});
