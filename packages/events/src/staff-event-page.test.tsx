import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { Ticket } from '@vigia/domain';
import { invalidateForQueueEvent, useQueryClient, type QueryClient } from '@vigia/api-client/query';
import { pageOf, renderAt } from '@vigia/test-utils';
import { EventsScreen } from './index';
import { minutesAgo, ticketFixture } from './test/ticket-fixture';
import { openStaffPage, session, staffPageEachTest } from './test/staff-page';
import type * as StaffApi from './test/staff-page-api';

// The network is stubbed at the api-client boundary; ApiError stays real.
jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof StaffApi>('./test/staff-page-api')
    .staffPageApi([
      'createComment',
      'recordMilestone',
      'mergeTicket',
      'triageTicket',
      'takeTicket',
      'updateTicket',
      'patchTicket',
      'assignTickets',
      'reopenTicket',
    ]),
);
// The SPEC form is @vigia/event-form's (tested there): a stand-in that shows what the page passes it.
// The close dialog and the closing rule stay real.
jest.mock('@vigia/event-form', () => ({
  ...jest.requireActual('@vigia/event-form'),
  EventForm: (props: {
    initialTicket?: { id: number };
    title?: string;
    canClose?: boolean;
    onCancel?: () => void;
    changedElsewhere?: boolean;
  }) => (
    <section>
      <h2>{props.title ?? `Evento N° ${props.initialTicket?.id}`}</h2>
      {props.changedElsewhere && <p>El formulario sabe que el evento cambió</p>}
      {props.canClose && <button type="button">Cerrar este evento</button>}
      {props.onCancel && (
        <button type="button" onClick={props.onCancel}>
          Cancelar
        </button>
      )}
    </section>
  ),
}));
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));

const mocked = api as jest.Mocked<typeof api>;

// An open event no one has taken yet, its response at risk.
function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return ticketFixture({
    description: '<p>Choque por alcance en la pista derecha.</p><p>Hay un herido.</p>',
    statusCode: 'ABIERTO',
    statusName: 'Abierto',
    assignedToId: null,
    assignedToName: null,
    createdById: null,
    createdAt: minutesAgo(12),
    takenAt: null,
    slaState: 'AT_RISK',
    slaClock: 'TAKE',
    ...overrides,
  });
}

const open = (role: string, id: string, t: Ticket = ticket(), url = `/${role.toLowerCase()}/events/42`) => openStaffPage(role, id, t, url);
const panel = () => screen.findByRole('complementary', { name: 'Resumen del evento' });
const location = () => screen.getByTestId('location').textContent;

/** Confirming `dialog` with its button `confirm` but no reason asks for one (`message`) and sends nothing. */
async function expectReasonAsked(dialog: HTMLElement, confirm: string, message: string, send: (...args: never[]) => unknown) {
  await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
}

staffPageEachTest([{ code: 'FALSO_AVISO', name: 'Falso aviso', active: true }]);

describe('the staff event page', () => {
  it('shows the facts in the side panel, with tap-to-call and mail links, and triages', async () => {
    const shown = ticket();
    await open('SUPERVISOR', 'sup-1', shown);
    expect(await screen.findByRole('heading', { level: 1, name: 'Evento N° 42' })).toBeInTheDocument();
    const aside = await panel();
    expect(within(aside).getByText('Abierto')).toBeInTheDocument();
    // The age, with the exact time beside it.
    expect(within(aside).getByText('hace 12 min')).toHaveAttribute('datetime', shown.createdAt);
    expect(within(aside).getByText(/^\(\d{2}-\d{2}-\d{4} \d{2}:\d{2}\)$/)).toBeInTheDocument();
    expect(within(aside).getByText('En riesgo')).toBeInTheDocument();
    // Issue 37: the due time names its clock: nobody has taken it yet.
    expect(within(aside).getByText(/^Tomar antes de \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(aside).getByText('Accidente › Colisión › Choque por alcance')).toBeInTheDocument();
    expect(within(aside).getByText('km 485 · norte a sur')).toBeInTheDocument();
    expect(within(aside).getByText('Los Ángeles · Santa Fe')).toBeInTheDocument();
    expect(within(aside).getByText('Rocío Peña')).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: '+56 9 8765 4321' })).toHaveAttribute('href', 'tel:+56987654321');
    expect(within(aside).getByRole('link', { name: 'rocio@example.cl' })).toHaveAttribute('href', 'mailto:rocio@example.cl');
    expect(within(aside).getByText('Sin asignar')).toBeInTheDocument();
    // The report's text, never its HTML.
    expect(screen.getByText(/Choque por alcance en la pista derecha\.\s+Hay un herido\./)).toBeInTheDocument();

    // Severity and lanes per direction, saved together; only what changed is sent.
    const severity = within(aside).getByRole('combobox', { name: 'Severidad' });
    expect(severity).toHaveValue('MAJOR');
    const lanes = within(aside).getByRole('group', { name: 'Pistas bloqueadas' });
    expect(within(lanes).getByRole('combobox', { name: 'Norte' })).toHaveValue('PARTIAL');
    expect(within(lanes).getByRole('combobox', { name: 'Sur' })).toHaveValue('NONE');
    expect(within(aside).queryByRole('button', { name: 'Guardar severidad y pistas' })).not.toBeInTheDocument();
    mocked.triageTicket.mockResolvedValue(ticket({ severity: 'CRITICAL', lanesBlocked: { NORTH: 'ALL', SOUTH: 'NONE' } }));
    await userEvent.selectOptions(severity, 'CRITICAL');
    await userEvent.selectOptions(within(lanes).getByRole('combobox', { name: 'Norte' }), 'ALL');
    await userEvent.click(within(aside).getByRole('button', { name: 'Guardar severidad y pistas' }));
    // Issue 36: with the version the page showed (a change made meanwhile gets 412).
    expect(mocked.triageTicket).toHaveBeenCalledWith(42, { severity: 'CRITICAL', lanesBlocked: { NORTH: 'ALL' } }, 1);
    await waitFor(() => expect(screen.getAllByText('Crítica').length).toBeGreaterThan(0));
    expect(within(aside).queryByRole('button', { name: 'Guardar severidad y pistas' })).not.toBeInTheDocument();
  });

  it('gives an inspector the same page read-only: values as text and no control at all', async () => {
    mocked.listComments.mockResolvedValue(
      pageOf([
        {
          id: 2,
          comment: 'Hay aceite',
          visibility: 'PUBLIC',
          authorKind: 'REPORTER',
          authorId: null,
          authorName: 'Marta Soto',
          createdAt: minutesAgo(2),
        },
        {
          id: 1,
          comment: 'Grúa en camino',
          visibility: 'INTERNAL',
          authorKind: 'STAFF',
          authorId: 'x',
          authorName: 'Óscar',
          createdAt: minutesAgo(3),
        },
      ]),
    );
    await open('INSPECTOR', 'ins-1', ticket({ assignedToId: 'op-1', assignedToName: 'Olga Operadora' }), '/inspector/events/42?edit=1');
    const aside = await panel();
    expect(await screen.findByText('Grúa en camino')).toBeInTheDocument();
    // What the reporter added on the follow-up page is labelled as theirs.
    expect(screen.getByText('Hay aceite').closest('li')).toHaveTextContent('Reportante: Marta Soto');
    expect(within(aside).getByText('Mayor')).toBeInTheDocument();
    expect(within(aside).getByText('Norte: Bloqueo parcial')).toBeInTheDocument();
    expect(within(aside).getByText('Sur: Sin bloqueo')).toBeInTheDocument();
    expect(within(aside).getByText('Olga Operadora')).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: '+56 9 8765 4321' })).toBeInTheDocument();
    // Issue 38: the units sent and their times, read-only (fetched with the dispatch package).
    expect(await within(aside).findByText('No se ha enviado ninguna unidad a este evento.')).toBeInTheDocument();
    expect(mocked.listEventUnits).toHaveBeenCalledWith(42);
    // Issue 39: the agencies told, read-only (with the dispatch package too).
    expect(await within(aside).findByText('Aún no se ha avisado a ninguna institución.')).toBeInTheDocument();
    expect(mocked.listTicketAgencies).toHaveBeenCalledWith(42);
    // ?edit=1 does not open the form for whom may not edit.
    expect(screen.queryByRole('heading', { name: 'Editar datos del reporte' })).not.toBeInTheDocument();
    // (A toast of an earlier test may still be leaving, with its close button.)
    expect(screen.queryAllByRole('button').filter((b) => !b.closest('[data-scope="toast"]'))).toHaveLength(0);
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(mocked.listResponseTemplates).not.toHaveBeenCalled();
  });

  it('shows an operator "Tomar" on an unassigned event instead of edit and close', async () => {
    await open('OPERATOR', 'op-1');
    expect(await screen.findByRole('button', { name: 'Tomar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar datos del reporte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar evento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reasignar' })).not.toBeInTheDocument();

    mocked.takeTicket.mockResolvedValue(ticket({ assignedToId: 'op-1', assignedToName: 'Olga Operadora', statusCode: 'EN_PROCESO' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tomar' }));
    expect(mocked.takeTicket).toHaveBeenCalledWith(42, 1);
    expect(await screen.findByRole('button', { name: 'Editar datos del reporte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar evento' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tomar' })).not.toBeInTheDocument();
    expect(within(await panel()).getByText('Olga Operadora')).toBeInTheDocument();
    // Its button is gone: focus is not lost, it goes to the page's heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('shows who took the event when an operator was too late', async () => {
    await open('OPERATOR', 'op-1');
    mocked.takeTicket.mockRejectedValue(new api.ApiError(409, '/api/ticket/42/take', [{ message: 'El evento ya fue tomado' }]));
    mocked.getTicket.mockResolvedValue(ticket({ assignedToId: 'op-2', assignedToName: 'Pedro Pinto' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tomar' }));
    expect(await screen.findByText('No se pudo tomar el evento')).toBeInTheDocument();
    expect(await within(await panel()).findByText('Pedro Pinto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tomar' })).not.toBeInTheDocument();
  });

  it('closes only with a confirmed reason, sends it, and then shows it', async () => {
    const mine = ticket({ assignedToId: 'op-1', assignedToName: 'Olga Operadora', statusCode: 'EN_PROCESO', statusName: 'En proceso' });
    await open('OPERATOR', 'op-1', mine);
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar evento' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cerrar el evento N° 42' });
    await within(dialog).findByRole('option', { name: 'Falso aviso' });
    await expectReasonAsked(dialog, 'Cerrar evento', 'Indique el motivo de cierre', mocked.patchTicket);
    const reason = within(dialog).getByRole('combobox', { name: /Motivo de cierre/ });
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    mocked.patchTicket.mockResolvedValue({
      ...mine,
      statusCode: 'CERRADO',
      statusName: 'Cerrado',
      closeReason: 'FALSO_AVISO',
      closeReasonName: 'Falso aviso',
      slaState: 'OK',
      slaClock: null,
      slaMet: true,
    });
    await userEvent.selectOptions(reason, 'FALSO_AVISO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar evento' }));
    // Issue 35: only the status and reason travel, with the version the page shows.
    expect(mocked.patchTicket).toHaveBeenCalledWith(42, { statusCode: 'CERRADO', closeReason: 'FALSO_AVISO' }, 1);
    expect(mocked.updateTicket).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const aside = await panel();
    expect(within(aside).getByText('Falso aviso')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(within(aside).getByText('Cerrado')).toBeInTheDocument();
    // Closed: nothing left to change for an operator (only SUPERVISOR/ADMIN reopen).
    expect(screen.queryByRole('button', { name: 'Cerrar evento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reabrir' })).not.toBeInTheDocument();
    expect(within(aside).queryByRole('combobox', { name: 'Severidad' })).not.toBeInTheDocument();
  });

  it('lets a supervisor reopen a closed event, asking for a reason', async () => {
    const closed = ticket({
      statusCode: 'CERRADO',
      statusName: 'Cerrado',
      closeReason: 'RESUELTO',
      closeReasonName: 'Resuelto',
      assignedToId: 'op-1',
    });
    await open('SUPERVISOR', 'sup-1', closed);
    expect(within(await panel()).getByText('Resuelto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar evento' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reabrir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reabrir el evento N° 42' });
    await expectReasonAsked(dialog, 'Reabrir evento', 'Indique el motivo de la reapertura', mocked.reopenTicket);

    mocked.reopenTicket.mockResolvedValue({
      ...closed,
      statusCode: 'EN_PROCESO',
      statusName: 'En proceso',
      closeReason: null,
      closeReasonName: null,
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo de la reapertura/ }), 'El animal volvió a la vía');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reabrir evento' }));
    expect(mocked.reopenTicket).toHaveBeenCalledWith(42, 'El animal volvió a la vía', 1);
    expect(await screen.findByRole('button', { name: 'Cerrar evento' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reabrir' })).not.toBeInTheDocument();
  });

  it('keeps editing the report in the URL (?edit=1) and reassigns from the side panel', async () => {
    await open('SUPERVISOR', 'sup-1', ticket({ assignedToId: 'op-1', assignedToName: 'Olga Operadora' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Editar datos del reporte' }));
    expect(location()).toBe('/supervisor/events/42?edit=1');
    expect(screen.getByRole('heading', { name: 'Editar datos del reporte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar este evento' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(location()).toBe('/supervisor/events/42');

    mocked.getOperators.mockResolvedValue([
      { id: 'op-1', name: 'Olga Operadora', email: 'o@x.cl' },
      { id: 'op-2', name: 'Pedro Pinto', email: 'p@x.cl' },
    ]);
    mocked.assignTickets.mockResolvedValue({ count: 1, ticketIds: [42] });
    const aside = await panel();
    await userEvent.click(within(aside).getByRole('button', { name: 'Reasignar' }));
    await within(aside).findByRole('option', { name: 'Pedro Pinto' });
    await userEvent.selectOptions(within(aside).getByRole('combobox', { name: /Operador/ }), 'op-2');
    // Issue 35: the assignment path carries only the assignee; the page then reads the event again.
    mocked.getTicket.mockResolvedValue(ticket({ version: 2, assignedToId: 'op-2', assignedToName: 'Pedro Pinto' }));
    await userEvent.click(within(aside).getByRole('button', { name: 'Asignar' }));
    // Issue 36: with the version the page showed (1), not the one read afterwards.
    expect(mocked.assignTickets).toHaveBeenCalledWith([42], 'op-2', 1);
    expect(mocked.updateTicket).not.toHaveBeenCalled();
    expect(await within(aside).findByText('Pedro Pinto')).toBeInTheDocument();
  });

  it("a driver keeps the form, without 'Cerrar este evento' on someone else's event", async () => {
    const { unmount } = await open('DRIVER', 'drv-1', ticket({ createdById: 'drv-2' }));
    expect(await screen.findByRole('heading', { name: 'Evento N° 42' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar este evento' })).not.toBeInTheDocument();
    unmount();

    await open('DRIVER', 'drv-1', ticket({ createdById: 'drv-1' }));
    expect(await screen.findByRole('button', { name: 'Cerrar este evento' })).toBeInTheDocument();
  });
});

describe('live changes', () => {
  let client: QueryClient | undefined;
  function ClientProbe() {
    client = useQueryClient();
    return null;
  }
  const openWithProbe = (url: string) =>
    renderAt(
      <>
        <EventsScreen />
        <ClientProbe />
      </>,
      { path: '/supervisor/events/*', url },
    );

  it('the summary reads the event again when the stream says it changed; an open form does not', async () => {
    session.user = { id: 'sup-1', role: 'SUPERVISOR', name: 'Sofía' };
    mocked.getTicket.mockResolvedValue(ticket());
    const { unmount } = await openWithProbe('/supervisor/events/42');
    const aside = await panel();
    expect(within(aside).getByText('Sin asignar')).toBeInTheDocument();
    mocked.getTicket.mockResolvedValue(ticket({ assignedToId: 'op-2', assignedToName: 'Pedro Pinto' }));
    act(() => invalidateForQueueEvent(client!, { id: 42 }));
    expect(await within(aside).findByText('Pedro Pinto')).toBeInTheDocument();
    expect(mocked.getTicket).toHaveBeenCalledTimes(2);
    unmount();

    mocked.getTicket.mockClear();
    await openWithProbe('/supervisor/events/42?edit=1');
    expect(await screen.findByRole('heading', { name: 'Editar datos del reporte' })).toBeInTheDocument();
    await act(async () => {
      invalidateForQueueEvent(client!, { id: 42 });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(mocked.getTicket).toHaveBeenCalledTimes(1);
    // Issue 35: the open form is told, to say so before its save.
    expect(screen.getByText('El formulario sabe que el evento cambió')).toBeInTheDocument();
  });
});

describe('response templates in the comment composer', () => {
  it('says the comment is required when it is sent empty, and sends nothing', async () => {
    await open('SUPERVISOR', 'sup-1');
    await userEvent.type(await screen.findByLabelText('Nuevo comentario'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Este campo es requerido')).toBeInTheDocument();
    expect(mocked.createComment).not.toHaveBeenCalled();
  });

  it('inserts the chosen text after what was written and makes the comment public; the author can still edit', async () => {
    mocked.listResponseTemplates.mockResolvedValue([
      { id: 1, title: 'Grúa en camino', body: 'Una grúa va en camino al lugar.' },
      { id: 2, title: 'Vía despejada', body: 'La vía ya está despejada.' },
    ]);
    mocked.createComment.mockImplementation(async (_id, comment, visibility) => ({
      id: 9,
      comment,
      visibility: visibility ?? 'INTERNAL',
      authorKind: 'STAFF',
      authorId: 'sup-1',
      authorName: 'Sofía',
      createdAt: new Date().toISOString(),
    }));
    await open('SUPERVISOR', 'sup-1');
    const text = await screen.findByLabelText('Nuevo comentario');
    expect(screen.getByRole('radio', { name: 'Interno: solo la sala de control' })).toBeChecked();
    await userEvent.type(text, 'Estimada Rocío:');
    const picker = await screen.findByRole('combobox', { name: 'Plantilla de respuesta' });
    expect(screen.getByRole('button', { name: 'Insertar' })).toBeDisabled();
    await userEvent.selectOptions(picker, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Insertar' }));
    expect(text).toHaveValue('Estimada Rocío:\nUna grúa va en camino al lugar.');
    expect(screen.getByRole('radio', { name: 'Público: también quien reportó' })).toBeChecked();
    expect(text).toHaveFocus();

    await userEvent.type(text, ' Llega en 20 minutos.');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar para quien reportó' }));
    expect(mocked.createComment).toHaveBeenCalledWith(
      42,
      'Estimada Rocío:\nUna grúa va en camino al lugar. Llega en 20 minutos.',
      'PUBLIC',
    );
  });
});
