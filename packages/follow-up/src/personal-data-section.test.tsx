import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import * as controls from '@vigia/design-system/controls';
import { renderWithProviders } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { PersonalDataSection } from './personal-data-section';

jest.mock('@vigia/api-client', () =>
  jest.requireActual<typeof ApiStub>('@vigia/test-utils/api-stub').stubApi(['exportPersonalData', 'requestPrivacy']),
);
jest.mock('@vigia/design-system/controls', () => ({ ...jest.requireActual('@vigia/design-system/controls'), saveFile: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual('@vigia/api-client') as typeof api;

const RECEIPT = { id: 7, kind: 'DELETION' as const, createdAt: '2026-12-01T12:00:00.000Z', dueAt: '2026-12-31T12:00:00.000Z' };

beforeEach(() => jest.resetAllMocks());

describe('PersonalDataSection', () => {
  it('shows the privacy notice and downloads the reporter’s data as a JSON file', async () => {
    const user = userEvent.setup();
    mocked.exportPersonalData.mockResolvedValue({ event: { fullName: 'Rocío Peña' } } as never);
    await renderWithProviders(<PersonalDataSection id={43} token="secreto-43" />);
    const section = screen.getByRole('region', { name: 'Sus datos personales' });
    expect(within(section).getByText(/Conservación: los guardamos mientras el evento está abierto y hasta 365 días/)).toBeInTheDocument();
    expect(within(section).getByText(/Versión 2026-12-01\.1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
    expect(mocked.exportPersonalData).toHaveBeenCalledWith(43, 'secreto-43');
    const [blob, name] = (controls.saveFile as jest.Mock).mock.calls[0] as [Blob, string];
    expect(name).toBe('mis-datos-evento-43.json');
    expect(await blob.text()).toContain('Rocío Peña');
    expect(await screen.findByRole('status')).toHaveTextContent('Descargamos el archivo «mis-datos-evento-43.json» con sus datos.');
  });

  it('asks for erasure only after a confirmation, then shows the request number and deadline', async () => {
    const user = userEvent.setup();
    mocked.requestPrivacy.mockResolvedValue(RECEIPT);
    await renderWithProviders(<PersonalDataSection id={43} token="secreto-43" />);
    await user.click(screen.getByRole('button', { name: 'Solicitar eliminación' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(mocked.requestPrivacy).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, pedir la eliminación' }));
    expect(mocked.requestPrivacy).toHaveBeenCalledWith(43, 'secreto-43', 'DELETION', undefined);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recibimos su solicitud N° 7. Le responderemos a más tardar el 31-12-2026 09:00',
    );
  });

  it('asks what to correct before sending a rectification, and says so when the link no longer works', async () => {
    const user = userEvent.setup();
    mocked.requestPrivacy.mockRejectedValue(new ApiError(404, '/api/privacy/requests', [{ message: 'no' }]));
    await renderWithProviders(<PersonalDataSection id={43} token="secreto-43" />);
    await user.click(screen.getByRole('button', { name: 'Solicitar rectificación' }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de rectificación' }));
    expect(await screen.findByText('Indique qué dato se debe corregir y cuál es el valor correcto')).toBeInTheDocument();
    expect(mocked.requestPrivacy).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Qué dato debemos corregir/ }), 'Mi teléfono es 56911112222');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de rectificación' }));
    expect(mocked.requestPrivacy).toHaveBeenCalledWith(43, 'secreto-43', 'RECTIFICATION', 'Mi teléfono es 56911112222');
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace de seguimiento no es válido');
  });
});
