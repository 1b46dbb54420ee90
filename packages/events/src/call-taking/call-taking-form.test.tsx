// "Nueva llamada" (issue 39) by role and label: keyboard only, the classification found by typing,
// an SOS post filling km and direction, Enter sends and opens the new event; the server's reasons by
// field with nothing typed lost; a DRIVER logs only PATROL; an INSPECTOR is sent back to the list.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { ApiError } from '@vigia/api-client';
import { notify } from '@vigia/design-system';
import type { ClassificationChoice } from '@vigia/domain';
import { pageOf, renderAt } from '@vigia/test-utils';
import { EventsScreen } from '../index';
import { ticketFixture } from '../test/ticket-fixture';
import { answerStaffPageLoads, session } from '../test/staff-page';
import type * as StaffApi from '../test/staff-page-api';

jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof StaffApi>('../test/staff-page-api')
    .staffPageApi(['getChannels', 'getClassificationChoices', 'getSosPost', 'createStaffTicket', 'searchTickets', 'listMyTickets']),
);
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));

const mocked = api as jest.Mocked<typeof api>;
const CHANNELS = [
  { code: 'WEB_SELF_SERVICE', name: 'Formulario web' },
  { code: 'PHONE', name: 'Teléfono' },
  { code: 'SOS_POST', name: 'Poste SOS' },
  { code: 'PATROL', name: 'Patrulla' },
  { code: 'CCTV', name: 'Cámaras (CCTV)' },
  { code: 'CARABINEROS', name: 'Carabineros' },
  { code: 'OTHER', name: 'Otro' },
];
const choice = (id: number, name: string, categoryName: string, subcategoryName = 'General'): ClassificationChoice => ({
  id,
  name,
  subcategoryId: id * 10,
  subcategoryName,
  categoryCode: categoryName.toUpperCase(),
  categoryName,
});
const CHOICES = [
  choice(1, 'Choque por alcance', 'Accidente', 'Colisión'),
  choice(2, 'Volcamiento', 'Accidente', 'Vehículo'),
  choice(3, 'Animal suelto', 'Animal en la vía'),
  choice(4, 'Vehículo en panne', 'Vehículo detenido'),
];

const open = (role: string) => {
  session.user = { id: `${role.toLowerCase()}-1`, role, name: 'X' };
  return renderAt(<EventsScreen />, { path: `/${role.toLowerCase()}/events/*`, url: `/${role.toLowerCase()}/events/call` });
};

beforeEach(() => {
  jest.clearAllMocks();
  answerStaffPageLoads();
  mocked.getChannels.mockResolvedValue(CHANNELS);
  mocked.getClassificationChoices.mockResolvedValue(CHOICES);
  mocked.getTicket.mockResolvedValue(ticketFixture({ id: 77 }));
});
afterEach(() => act(() => notify.dismiss()));

describe('Nueva llamada', () => {
  it('an operator logs a call with the keyboard only: Tab, typing and Enter, then sees the new event', async () => {
    mocked.createStaffTicket.mockResolvedValue(77);
    await open('OPERATOR');
    expect(await screen.findByRole('heading', { name: 'Nueva llamada' })).toBeInTheDocument();
    // The channel comes first, focused, on the phone by default; the web form's is not offered.
    const channel = screen.getByRole('combobox', { name: /Canal/ });
    expect(channel).toHaveFocus();
    expect(channel).toHaveValue('PHONE');
    expect(screen.queryByRole('option', { name: 'Formulario web' })).not.toBeInTheDocument();

    await userEvent.tab(); // SOS post: none
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Km' })).toHaveFocus();
    await userEvent.keyboard('455,5');
    await userEvent.tab();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dirección' }), 'SOUTH');
    await userEvent.tab();
    const classification = screen.getByRole('combobox', { name: /Clasificación/ });
    expect(classification).toHaveFocus();
    await userEvent.keyboard('choq');
    expect(screen.getByRole('option', { name: /Choque por alcance/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('option', { name: /Volcamiento/ })).not.toBeInTheDocument();
    await userEvent.tab(); // Tab takes the highlighted classification and moves on
    expect(classification).toHaveValue('Choque por alcance · Accidente');
    await userEvent.type(screen.getByRole('textbox', { name: /Nota/ }), 'Dos autos, sin lesionados{Enter}');

    await waitFor(() =>
      expect(mocked.createStaffTicket).toHaveBeenCalledWith(
        {
          channelCode: 'PHONE',
          kilometer: 455.5,
          orientation: 'SOUTH',
          classificationId: 1,
          injured: false,
          lanesBlocked: { NORTH: 'NONE', SOUTH: 'NONE' },
          description: 'Dos autos, sin lesionados',
          callerName: '',
          callerPhone: '',
        },
        expect.any(String),
      ),
    );
    expect(await screen.findByText('Evento N° 77 registrado')).toBeInTheDocument();
    await waitFor(() => expect(mocked.getTicket).toHaveBeenCalledWith(77));
  });

  it('finds a classification by any word of its path, without accents; ↓ and Enter take another', async () => {
    await open('SUPERVISOR');
    const classification = await screen.findByRole('combobox', { name: /Clasificación/ });
    await userEvent.type(classification, 'vehiculo');
    const list = screen.getByRole('listbox', { name: /Clasificación/ });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Volcamiento'), expect.stringContaining('Vehículo en panne')]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(classification).toHaveValue('Vehículo en panne · Vehículo detenido');
    await userEvent.clear(classification);
    await userEvent.type(classification, 'xyz');
    expect(screen.getByText('Ninguna clasificación coincide')).toBeInTheDocument();
  });

  it('an SOS post number fills km and direction; an unknown one is said', async () => {
    mocked.getSosPost.mockImplementation(async (n) => {
      if (n === 24) return { number: 24, kilometer: 432, orientation: 'SOUTH' };
      throw new ApiError(404, '/api/location/sos/9', [{ message: 'El poste SOS no existe' }]);
    });
    await open('OPERATOR');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Poste SOS' }), '24');
    expect(await screen.findByText('Poste 24: km 432, Sur a norte')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Km' })).toHaveValue('432');
    expect(screen.getByRole('combobox', { name: 'Dirección' })).toHaveValue('SOUTH');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Poste SOS' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Poste SOS' }), '9');
    expect(await screen.findByText('El poste SOS 9 no existe')).toBeInTheDocument();
  });

  it('says what is missing before sending, and the server’s reasons by field, keeping what was typed', async () => {
    await open('OPERATOR');
    const submit = await screen.findByRole('button', { name: 'Registrar evento' });
    await userEvent.click(submit);
    expect(screen.getByText('Indique el km (entre 410 y 580) o el número del poste SOS')).toBeInTheDocument();
    expect(screen.getByText('Elija una clasificación de la lista')).toBeInTheDocument();
    expect(screen.getByText('Escriba una nota')).toBeInTheDocument();
    expect(mocked.createStaffTicket).not.toHaveBeenCalled();

    mocked.createStaffTicket.mockRejectedValue(
      new ApiError(400, '/api/ticket/staff', [{ field: 'callerPhone', message: 'Solo se permiten caracteres numéricos' }]),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Km' }), '470');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dirección' }), 'NORTH');
    await userEvent.type(screen.getByRole('combobox', { name: /Clasificación/ }), 'animal{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: /Nota/ }), 'Caballo en la calzada');
    await userEvent.type(screen.getByRole('textbox', { name: /Teléfono de quien llama/ }), 'nueve');
    await userEvent.click(submit);
    expect(await screen.findByText('Solo se permiten caracteres numéricos')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nota/ })).toHaveValue('Caballo en la calzada');
    expect(screen.getByRole('textbox', { name: 'Km' })).toHaveValue('470');

    // Without a network: said so, and a retry sends the same attempt (no second event).
    mocked.createStaffTicket.mockRejectedValue(new ApiError(0, '/api/ticket/staff', []));
    await userEvent.clear(screen.getByRole('textbox', { name: /Teléfono de quien llama/ }));
    await userEvent.click(submit);
    expect(await screen.findByText(/Sin conexión\. Sus datos siguen en el formulario/)).toBeInTheDocument();
    await userEvent.click(submit);
    await waitFor(() => expect(mocked.createStaffTicket).toHaveBeenCalledTimes(3));
    const keys = mocked.createStaffTicket.mock.calls.map((c) => c[1]);
    expect(keys[1]).toBe(keys[2]);
  });

  it('a driver logs only what the patrol saw', async () => {
    await open('DRIVER');
    const channel = await screen.findByRole('combobox', { name: /Canal/ });
    expect(channel).toHaveValue('PATROL');
    expect(screen.getAllByRole('option', { hidden: true }).filter((o) => o.closest('select') === channel)).toHaveLength(1);
  });

  it('an inspector, who only looks, is sent back to the list', async () => {
    mocked.searchTickets.mockResolvedValue(pageOf([]));
    await open('INSPECTOR');
    expect(await screen.findByRole('heading', { name: 'Eventos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nueva llamada' })).not.toBeInTheDocument();
    // The form's own lookup is never read (the list asks for the channels: it names them).
    expect(mocked.getClassificationChoices).not.toHaveBeenCalled();
  });
});
