// Issue 36: an action on the staff page refused as stale (412) redraws the page with the event the
// refusal carries, says so (announced), keeps what the user chose or wrote, and a retry sends the
// new version.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { Ticket } from '@vigia/domain';
import { minutesAgo, ticketFixture as ticket } from './test/ticket-fixture';
import { openStaffPage, session, staffPageEachTest } from './test/staff-page';
import type * as StaffApi from './test/staff-page-api';

// The network is stubbed at the api-client boundary; ApiError and conflictTicket stay real.
jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof StaffApi>('./test/staff-page-api')
    .staffPageApi(['triageTicket', 'takeTicket', 'assignTickets', 'reopenTicket', 'recordMilestone']),
);
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));

const mocked = api as jest.Mocked<typeof api>;
const STALE = 'Otro usuario modificó este evento mientras lo editaba';
/** The server's answer to a stale If-Match: 412 with the current event. */
const stale = (current: Ticket) => new api.ApiError(412, '/api/ticket/42', [{ message: STALE }], undefined, current);

const open = async (role: string, id: string, shown: Ticket) => {
  await openStaffPage(role, id, shown, `/${role.toLowerCase()}/events/42`);
  return screen.findByRole('complementary', { name: 'Resumen del evento' });
};
/** The notice the page shows after a 412, announced (role alert). */
const notice = (within_: HTMLElement) => within(within_).findByRole('alert');

staffPageEachTest();
beforeEach(() => {
  mocked.getOperators.mockResolvedValue([
    { id: 'op-1', name: 'Olga Operadora', email: 'o@x.cl' },
    { id: 'op-2', name: 'Pedro Pinto', email: 'p@x.cl' },
    { id: 'op-3', name: 'Rita Rojas', email: 'r@x.cl' },
  ]);
});

describe('an action refused because the event changed meanwhile', () => {
  it('triage: shows the newer values, keeps what the user changed, and saves it on the new version', async () => {
    const aside = await open('SUPERVISOR', 'sup-1', ticket());
    const severity = within(aside).getByRole('combobox', { name: 'Severidad' });
    const lanes = within(aside).getByRole('group', { name: 'Pistas bloqueadas' });
    const north = within(lanes).getByRole('combobox', { name: 'Norte' });
    const south = within(lanes).getByRole('combobox', { name: 'Sur' });
    await userEvent.selectOptions(severity, 'CRITICAL');
    // Someone else meanwhile cleared the north lanes and blocked the south ones (version 2).
    const theirs = ticket({ version: 2, lanesBlocked: { NORTH: 'NONE', SOUTH: 'ALL' } });
    mocked.triageTicket.mockRejectedValueOnce(stale(theirs));
    await userEvent.click(within(aside).getByRole('button', { name: 'Guardar severidad y pistas' }));
    expect(mocked.triageTicket).toHaveBeenCalledWith(42, { severity: 'CRITICAL' }, 1);

    const said = await notice(aside);
    expect(said).toHaveTextContent('Otro usuario modificó este evento');
    expect(said).toHaveTextContent('lo que usted eligió se conserva');
    // Theirs where the user changed nothing; the user's severity kept.
    expect(north).toHaveValue('NONE');
    expect(south).toHaveValue('ALL');
    expect(severity).toHaveValue('CRITICAL');

    mocked.triageTicket.mockResolvedValueOnce({ ...theirs, version: 3, severity: 'CRITICAL' });
    await userEvent.click(within(aside).getByRole('button', { name: 'Guardar severidad y pistas' }));
    // Only the user's change, on the version now shown: the other user's lanes are not reverted.
    expect(mocked.triageTicket).toHaveBeenLastCalledWith(42, { severity: 'CRITICAL' }, 2);
    await waitFor(() => expect(within(aside).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(aside).queryByRole('button', { name: 'Guardar severidad y pistas' })).not.toBeInTheDocument();
    expect(south).toHaveValue('ALL');
  });

  it('reopen: the page shows the newer event behind the dialog, which says so and keeps the reason', async () => {
    const closed = ticket({ statusCode: 'CERRADO', statusName: 'Cerrado', closeReason: 'RESUELTO', closeReasonName: 'Resuelto' });
    const aside = await open('SUPERVISOR', 'sup-1', closed);
    await userEvent.click(screen.getByRole('button', { name: 'Reabrir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reabrir el evento N° 42' });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo de la reapertura/ });
    await userEvent.type(reason, 'El animal volvió a la vía');
    // Meanwhile someone else closed it again with another reason (version 4).
    mocked.reopenTicket.mockRejectedValueOnce(stale({ ...closed, version: 4, closeReasonName: 'Falso aviso' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reabrir evento' }));
    expect(mocked.reopenTicket).toHaveBeenCalledWith(42, 'El animal volvió a la vía', 1);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Otro usuario modificó este evento mientras lo reabría. Revíselo y confirme de nuevo para reabrirlo.',
    );
    expect(reason).toHaveValue('El animal volvió a la vía');
    expect(within(aside).getByText('Falso aviso')).toBeInTheDocument();

    mocked.reopenTicket.mockResolvedValueOnce({
      ...closed,
      version: 5,
      statusCode: 'EN_PROCESO',
      statusName: 'En proceso',
      closeReason: null,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reabrir evento' }));
    expect(mocked.reopenTicket).toHaveBeenLastCalledWith(42, 'El animal volvió a la vía', 4);
    expect(await screen.findByRole('button', { name: 'Cerrar evento' })).toBeInTheDocument();
  });

  it('reassign: shows the newer assignee, keeps the choice open, and assigns on the new version', async () => {
    const aside = await open('SUPERVISOR', 'sup-1', ticket());
    await userEvent.click(within(aside).getByRole('button', { name: 'Reasignar' }));
    await within(aside).findByRole('option', { name: 'Pedro Pinto' });
    const operator = within(aside).getByRole('combobox', { name: /Operador/ });
    await userEvent.selectOptions(operator, 'op-2');
    // Someone else gave it to Rita meanwhile (version 2).
    const theirs = ticket({ version: 2, assignedToId: 'op-3', assignedToName: 'Rita Rojas' });
    mocked.assignTickets.mockRejectedValueOnce(stale(theirs));
    await userEvent.click(within(aside).getByRole('button', { name: 'Asignar' }));
    expect(mocked.assignTickets).toHaveBeenCalledWith([42], 'op-2', 1);

    expect(await notice(aside)).toHaveTextContent('el operador que usted eligió se conserva');
    expect(within(aside).getByText('Rita Rojas', { selector: 'p' })).toBeInTheDocument();
    expect(operator).toHaveValue('op-2');

    mocked.assignTickets.mockResolvedValueOnce({ count: 1, ticketIds: [42] });
    mocked.getTicket.mockResolvedValue(ticket({ version: 3, assignedToId: 'op-2', assignedToName: 'Pedro Pinto' }));
    await userEvent.click(within(aside).getByRole('button', { name: 'Asignar' }));
    expect(mocked.assignTickets).toHaveBeenLastCalledWith([42], 'op-2', 2);
    expect(await within(aside).findByText('Pedro Pinto', { selector: 'p' })).toBeInTheDocument();
    expect(within(aside).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('take: shows the event as it now is, without reading it again, and takes the new version', async () => {
    await open('OPERATOR', 'op-1', ticket({ assignedToId: null, assignedToName: null, statusCode: 'ABIERTO', statusName: 'Abierto' }));
    // Someone raised its severity meanwhile; it is still unassigned (version 2).
    const theirs = ticket({ version: 2, severity: 'CRITICAL', assignedToId: null, assignedToName: null, statusCode: 'ABIERTO' });
    mocked.takeTicket.mockRejectedValueOnce(stale(theirs));
    await userEvent.click(await screen.findByRole('button', { name: 'Tomar' }));
    expect(mocked.takeTicket).toHaveBeenCalledWith(42, 1);
    expect(await screen.findByText('No se pudo tomar el evento')).toBeInTheDocument();
    expect(screen.getByText(STALE)).toBeInTheDocument();
    // The page's header shows the severity now stored.
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(await within(header).findByText('Crítica')).toBeInTheDocument();
    expect(mocked.getTicket).toHaveBeenCalledTimes(1);

    mocked.takeTicket.mockResolvedValueOnce({ ...theirs, version: 3, assignedToId: 'op-1', assignedToName: 'Olga Operadora' });
    await userEvent.click(screen.getByRole('button', { name: 'Tomar' }));
    expect(mocked.takeTicket).toHaveBeenLastCalledWith(42, 2);
    expect(await screen.findByRole('button', { name: 'Editar datos del reporte' })).toBeInTheDocument();
  });

  it('take: when someone else took it, shows who and moves focus off the vanished button to the heading', async () => {
    await open('OPERATOR', 'op-1', ticket({ assignedToId: null, assignedToName: null, statusCode: 'ABIERTO', statusName: 'Abierto' }));
    mocked.takeTicket.mockRejectedValueOnce(stale(ticket({ version: 2, assignedToId: 'op-2', assignedToName: 'Pedro Pinto' })));
    await userEvent.click(await screen.findByRole('button', { name: 'Tomar' }));
    expect(await screen.findByText('Pedro Pinto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tomar' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('a milestone in one tap: the timeline shows what someone else recorded; the next tap sends the new version', async () => {
    const aside = await open('OPERATOR', 'op-1', ticket());
    const section = within(aside).getByRole('heading', { name: 'Hitos del incidente' }).closest('section')!;
    // Someone else recorded "Verificado" meanwhile (version 2).
    const theirs = ticket({ version: 2, milestones: [{ code: 'VERIFIED', at: minutesAgo(1), corrected: false }] });
    mocked.recordMilestone.mockRejectedValueOnce(stale(theirs));
    await userEvent.click(within(section).getByRole('button', { name: 'Registrar: Verificado' }));
    expect(mocked.recordMilestone).toHaveBeenCalledWith(42, { code: 'VERIFIED' }, 1);

    expect(await notice(section)).toHaveTextContent('Revise los hitos y registre de nuevo si aún corresponde');
    const next = within(section).getByRole('button', { name: 'Registrar: Despachado' });
    mocked.recordMilestone.mockResolvedValueOnce({
      ...theirs,
      version: 3,
      milestones: [...theirs.milestones, { code: 'DISPATCHED', at: minutesAgo(0), corrected: false }],
    });
    await userEvent.click(next);
    expect(mocked.recordMilestone).toHaveBeenLastCalledWith(42, { code: 'DISPATCHED' }, 2);
    expect(await within(section).findByRole('button', { name: 'Registrar: En el lugar' })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a milestone in its dialog: the dialog says so and keeps the closing reason; confirming records on the new version', async () => {
    const base = ticket({ milestones: [{ code: 'LANES_OPEN', at: minutesAgo(5), corrected: false }] });
    const aside = await open('SUPERVISOR', 'sup-1', base);
    await userEvent.click(within(aside).getByRole('button', { name: 'Registrar: Despejado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar un hito del evento N° 42' });
    const reason = within(dialog).getByRole('combobox', { name: /Motivo de cierre/ });
    await within(dialog).findByRole('option', { name: 'Resuelto' });
    await userEvent.selectOptions(reason, 'RESUELTO');
    // Someone else made it critical meanwhile (version 2).
    const theirs = { ...base, version: 2, severity: 'CRITICAL' as const };
    mocked.recordMilestone.mockRejectedValueOnce(stale(theirs));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar hito' }));
    expect(mocked.recordMilestone).toHaveBeenCalledWith(42, { code: 'CLEARED', closeReason: 'RESUELTO' }, 1);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Otro usuario modificó este evento mientras registraba el hito. Revíselo y confirme de nuevo para registrarlo.',
    );
    expect(reason).toHaveValue('RESUELTO');
    // Behind the modal dialog (hidden from the accessibility tree while it is open).
    expect(within(aside).getByRole('combobox', { name: 'Severidad', hidden: true })).toHaveValue('CRITICAL');

    mocked.recordMilestone.mockResolvedValueOnce({ ...theirs, version: 3, statusCode: 'CERRADO', statusName: 'Cerrado' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar hito' }));
    expect(mocked.recordMilestone).toHaveBeenLastCalledWith(42, { code: 'CLEARED', closeReason: 'RESUELTO' }, 2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
