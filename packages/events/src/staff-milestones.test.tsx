import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { Ticket } from '@vigia/domain';
import { minutesAgo, ticketFixture as ticket } from './test/ticket-fixture';
import { openStaffPage, session, staffPageEachTest } from './test/staff-page';
import type * as StaffApi from './test/staff-page-api';

// The network is stubbed at the api-client boundary; ApiError stays real.
jest.mock('@vigia/api-client', () =>
  jest.requireActual<typeof StaffApi>('./test/staff-page-api').staffPageApi(['recordMilestone', 'mergeTicket', 'linkTicket']),
);
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));

const mocked = api as jest.Mocked<typeof api>;

const open = (role: string, id: string, t: Ticket = ticket()) => openStaffPage(role, id, t);
const milestones = async () => {
  const title = await screen.findByRole('heading', { name: 'Hitos del incidente' });
  return title.closest('section')!;
};

/** After a confirmed mark: the toast `done`, the dialog gone, the link to N° `to` shown, and `action` no longer offered. */
async function expectMarkedOf(to: number, done: string, action: string) {
  expect(await screen.findByText(done)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: `#${to}` })).toHaveAttribute('href', `/operator/events/${to}`);
  expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
}

staffPageEachTest([{ code: 'RETIRADO', name: 'Ya no se usa', active: false }]);
beforeEach(() => mocked.getOperators.mockResolvedValue([]));

describe('the incident milestones on the staff page', () => {
  it('shows the timeline with times and marks, the derived times, and records the next milestone in one tap', async () => {
    const verified = minutesAgo(28);
    const dispatched = minutesAgo(25);
    await open(
      'OPERATOR',
      'op-1',
      ticket({
        milestones: [
          { code: 'VERIFIED', at: verified, corrected: true },
          { code: 'DISPATCHED', at: dispatched, corrected: false },
        ],
      }),
    );
    const section = await milestones();
    const steps = within(within(section).getByRole('list', { name: 'Línea de tiempo del incidente' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent?.replace(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/, 'HORA'))).toEqual([
      'T1Reportado HORA',
      'T2Verificado HORAcorregido',
      'T3Despachado HORA',
      'T4En el lugar Pendiente',
      'T5Pistas habilitadas Pendiente',
      'T6Despejado Pendiente',
    ]);
    expect(within(steps[1]!).getByText(/\d{2}:\d{2}$/)).toHaveAttribute('datetime', verified);
    expect(within(section).getByText('Respuesta (hasta en el lugar)').nextSibling).toHaveTextContent('Aún no');

    mocked.recordMilestone.mockResolvedValue(
      ticket({
        milestones: [
          { code: 'VERIFIED', at: verified, corrected: true },
          { code: 'DISPATCHED', at: dispatched, corrected: false },
          { code: 'ON_SCENE', at: minutesAgo(0), corrected: false },
        ],
        responseMinutes: 30.5,
      }),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Registrar: En el lugar' }));
    expect(mocked.recordMilestone).toHaveBeenCalledWith(42, { code: 'ON_SCENE' }, 1);
    expect(await within(section).findByRole('button', { name: 'Registrar: Pistas habilitadas' })).toBeInTheDocument();
    expect(within(section).getByText('Respuesta (hasta en el lugar)').nextSibling).toHaveTextContent('30,5 min');
    expect(await screen.findByText('Se registró «En el lugar»')).toBeInTheDocument();
  });

  it('offers T2 "Verificado" after taking recorded T3, in order, and shows the status the server answers', async () => {
    const dispatched = minutesAgo(0);
    // Taken (T3 recorded, T2 missing), shown as a stale "Abierto" until the server answers again.
    const stale = { statusCode: 'ABIERTO', statusName: 'Abierto' };
    await open('OPERATOR', 'op-1', ticket({ ...stale, milestones: [{ code: 'DISPATCHED', at: dispatched, corrected: false }] }));
    const section = await milestones();
    expect(within(section).getByRole('button', { name: 'Registrar: En el lugar' })).toBeInTheDocument();
    mocked.recordMilestone.mockResolvedValueOnce(
      ticket({
        ...stale,
        version: 2,
        milestones: [
          { code: 'VERIFIED', at: dispatched, corrected: false },
          { code: 'DISPATCHED', at: dispatched, corrected: false },
        ],
      }),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Registrar: Verificado' }));
    // Recorded no later than T3, so the server takes it in order.
    expect(mocked.recordMilestone).toHaveBeenCalledWith(42, { code: 'VERIFIED', at: dispatched }, 1);
    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Registrar: Verificado' })).not.toBeInTheDocument());

    // The page shows the status the server answers (the rule's), never the one it showed before.
    expect(screen.getAllByText('Abierto').length).toBeGreaterThan(0);
    mocked.recordMilestone.mockResolvedValueOnce(
      ticket({ version: 3, statusCode: 'EN_PROCESO', statusName: 'En proceso', lanesBlocked: { NORTH: 'NONE', SOUTH: 'NONE' } }),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Registrar: En el lugar' }));
    expect(mocked.recordMilestone).toHaveBeenLastCalledWith(42, { code: 'ON_SCENE' }, 2);
    await waitFor(() => expect(screen.queryByText('Abierto')).not.toBeInTheDocument());
    expect(screen.getAllByText('En proceso').length).toBeGreaterThan(0);
  });

  it('offers T2 "Verificado" as the next milestone on an event nothing was recorded on', async () => {
    await open('SUPERVISOR', 'sup-1', ticket({ statusCode: 'ABIERTO', statusName: 'Abierto', assignedToId: null, milestones: [] }));
    const section = await milestones();
    expect(within(section).getAllByRole('button', { name: 'Registrar: Verificado' })).toHaveLength(1);
  });

  it('asks for the closing reason before "Despejado", which closes the event', async () => {
    const base = ticket({
      milestones: [{ code: 'LANES_OPEN', at: minutesAgo(5), corrected: false }],
      roadwayClearanceMinutes: 85,
    });
    await open('SUPERVISOR', 'sup-1', base);
    const section = await milestones();
    expect(within(section).getByText('Despeje de la calzada').nextSibling).toHaveTextContent('1 h 25 min');
    await userEvent.click(within(section).getByRole('button', { name: 'Registrar: Despejado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar un hito del evento N° 42' });
    expect(within(dialog).getByText('Registrar «Despejado» cierra el evento.')).toBeInTheDocument();
    const reason = within(dialog).getByRole('combobox', { name: /Motivo de cierre/ });
    await waitFor(() =>
      expect(
        within(reason)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Seleccione una opción', 'Resuelto']),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar hito' }));
    expect(await within(dialog).findByText('Indique el motivo de cierre')).toBeInTheDocument();
    expect(mocked.recordMilestone).not.toHaveBeenCalled();

    mocked.recordMilestone.mockResolvedValue({ ...base, statusCode: 'CERRADO', statusName: 'Cerrado', closeReasonName: 'Resuelto' });
    await userEvent.selectOptions(reason, 'RESUELTO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar hito' }));
    expect(mocked.recordMilestone).toHaveBeenCalledWith(42, { code: 'CLEARED', closeReason: 'RESUELTO' }, 1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closed: nothing more to record.
    expect(within(section).queryByRole('button', { name: /^Registrar/ })).not.toBeInTheDocument();
  });

  it('records another time with its reason, and shows the server refusing the order on the time', async () => {
    await open('ADMIN', 'adm-1');
    const section = await milestones();
    await userEvent.click(within(section).getByRole('button', { name: 'Registrar con otra hora' }));
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByRole('combobox', { name: /Hito/ });
    expect(code).toHaveValue('VERIFIED');
    await userEvent.selectOptions(code, 'DISPATCHED');
    const at = within(dialog).getByLabelText(/Fecha y hora/);
    const past = new Date(Date.now() - 20 * 60_000);
    const local = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    await userEvent.clear(at);
    await userEvent.type(at, local(past));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar hito' }));
    expect(await within(dialog).findByText('Indique por qué registra una hora pasada')).toBeInTheDocument();
    expect(mocked.recordMilestone).not.toHaveBeenCalled();

    mocked.recordMilestone.mockRejectedValue(
      new api.ApiError(400, '/api/ticket/42/milestone', [{ field: 'at', message: 'No puede ser anterior a «Verificado», ya registrado' }]),
    );
    await userEvent.type(within(dialog).getByLabelText(/Motivo de la hora corregida/), 'Aviso por radio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar hito' }));
    expect(mocked.recordMilestone).toHaveBeenCalledWith(
      42,
      { code: 'DISPATCHED', at: new Date(local(past)).toISOString(), reason: 'Aviso por radio' },
      1,
    );
    expect(await within(dialog).findByText('No puede ser anterior a «Verificado», ya registrado')).toBeInTheDocument();
  });

  it('gives an inspector and an operator it is not assigned to the timeline only', async () => {
    const { unmount } = await open('INSPECTOR', 'ins-1', ticket({ duplicates: [13] }));
    let section = await milestones();
    expect(within(section).getByText('Verificado')).toBeInTheDocument();
    expect(within(section).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Marcar como duplicado de…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como incidente secundario de…' })).not.toBeInTheDocument();
    unmount();

    await open('OPERATOR', 'op-2');
    section = await milestones();
    expect(within(section).queryAllByRole('button')).toHaveLength(0);
  });
});

describe('related events', () => {
  it('links both ways to the related events', async () => {
    await open('INSPECTOR', 'ins-1', ticket({ duplicateOf: 12, duplicates: [13, 14], primaryId: 9 }));
    const title = await screen.findByRole('heading', { name: 'Eventos relacionados' });
    const section = title.closest('section')!;
    expect(within(section).getByText('Duplicado de').nextSibling).toHaveTextContent('#12');
    expect(within(section).getByText('Duplicados').nextSibling).toHaveTextContent('#13#14');
    expect(within(section).getByRole('link', { name: '#9' })).toHaveAttribute('href', '/inspector/events/9');
    expect(within(section).getByText('Incidente secundario de')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '#13' })).toHaveAttribute('href', '/inspector/events/13');
  });

  it('marks the event as a duplicate: asks the master, confirms, then calls the API', async () => {
    await open('OPERATOR', 'op-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como duplicado de…' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Marcar el evento N° 42 como duplicado' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /N° del evento principal/ }), '42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByText('Indique otro evento, no este mismo')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /N° del evento principal/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /N° del evento principal/ }), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(mocked.mergeTicket).not.toHaveBeenCalled();
    dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/se cerrará como duplicado del N° 12/)).toBeInTheDocument();

    mocked.mergeTicket.mockResolvedValue(ticket({ statusCode: 'CERRADO', statusName: 'Cerrado', duplicateOf: 12 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, marcar como duplicado' }));
    expect(mocked.mergeTicket).toHaveBeenCalledWith(42, 12);
    await expectMarkedOf(12, 'El evento quedó como duplicado del N° 12', 'Marcar como duplicado de…');
  });

  it('marks the event as a secondary incident: asks the primary, refuses its own number, shows the server refusing, then links', async () => {
    await open('OPERATOR', 'op-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como incidente secundario de…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Marcar el evento N° 42 como incidente secundario' });
    const number = () => within(dialog).getByRole('textbox', { name: /N° del evento principal/ });
    await userEvent.type(number(), '42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByText('Indique otro evento, no este mismo')).toBeInTheDocument();
    await userEvent.clear(number());
    await userEvent.type(number(), '#9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByText(/quedará como incidente secundario del N° 9/)).toBeInTheDocument();
    expect(mocked.linkTicket).not.toHaveBeenCalled();

    mocked.linkTicket.mockRejectedValueOnce(
      new api.ApiError(400, '/api/ticket/42/link', [
        { field: 'primary', message: 'Ese evento es secundario del evento #7: vincúlelo a ese' },
      ]),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, vincular' }));
    expect(mocked.linkTicket).toHaveBeenCalledWith(42, 9);
    expect(await within(dialog).findByText('Ese evento es secundario del evento #7: vincúlelo a ese')).toBeInTheDocument();

    mocked.linkTicket.mockResolvedValue(ticket({ primaryId: 7 }));
    await userEvent.clear(number());
    await userEvent.type(number(), '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, vincular' }));
    expect(mocked.linkTicket).toHaveBeenLastCalledWith(42, 7);
    await expectMarkedOf(7, 'El evento quedó como incidente secundario del N° 7', 'Marcar como incidente secundario de…');
    expect(screen.getByRole('button', { name: 'Quitar el vínculo con #7' })).toBeInTheDocument();
  });

  it('removes the link to the primary after a confirmation', async () => {
    await open('SUPERVISOR', 'sup-1', ticket({ primaryId: 9 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar el vínculo con #9' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Quitar el vínculo con el evento N° 9?' });
    expect(within(dialog).getByText('El evento N° 42 dejará de ser incidente secundario del N° 9.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.linkTicket).not.toHaveBeenCalled();

    mocked.linkTicket.mockResolvedValue(ticket({ primaryId: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar el vínculo con #9' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, quitar el vínculo' }));
    expect(mocked.linkTicket).toHaveBeenCalledWith(42, null);
    expect(await screen.findByText('Se quitó el vínculo con el evento N° 9')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: '#9' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Marcar como incidente secundario de…' })).toBeInTheDocument();
  });

  it('gives an inspector and an operator it is not assigned to the links without actions', async () => {
    const { unmount } = await open('INSPECTOR', 'ins-1', ticket({ primaryId: 9 }));
    expect(await screen.findByRole('link', { name: '#9' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar el vínculo con #9' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como incidente secundario de…' })).not.toBeInTheDocument();
    unmount();

    await open('OPERATOR', 'op-2', ticket({ primaryId: 9 }));
    expect(await screen.findByRole('link', { name: '#9' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar el vínculo con #9' })).not.toBeInTheDocument();
  });
});
