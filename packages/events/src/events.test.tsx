import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { Comment, Ticket } from '@vigia/domain';
import { EventsScreen } from './index';
import { makeTicket, renderAt, pageOf } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { CATEGORIES, STATUSES } from './test/lookups';

// The network is stubbed at the api-client boundary; ApiError stays real.
jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof ApiStub>('@vigia/test-utils/api-stub')
    .stubApi([
      'listMyTickets',
      'listOperatorTickets',
      'searchTickets',
      'getCategories',
      'getStatuses',
      'getChannels',
      'getTicket',
      'listComments',
      'createComment',
      'listAttachments',
      'fetchAttachmentBlob',
      'getTicketHistoryWithChain',
      'listResponseTemplates',
      'getOperators',
      'getMe',
    ]),
);
// The shared event form belongs to @vigia/event-form (tested there): a stand-in with its heading.
jest.mock('@vigia/event-form', () => ({
  ...jest.requireActual('@vigia/event-form'),
  EventForm: (props: { initialTicket?: { id: number }; readOnly?: boolean; title?: string; startValues?: Record<string, string> }) => (
    <section>
      <h1>{props.initialTicket ? `Evento N° ${props.initialTicket.id}` : props.title}</h1>
      {props.readOnly && <p>form read-only</p>}
      {props.startValues && <p>starts with {JSON.stringify(props.startValues)}</p>}
    </section>
  ),
}));
const session = { user: { id: 'u-1', role: 'SUPERVISOR', name: 'Sofía' } as { id: string; role: string; name: string } };
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));

const mocked = api as jest.Mocked<typeof api>;

const ticket = (id: number, overrides: Partial<Ticket> = {}) => makeTicket({ id, createdById: 'u-1', ...overrides });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  jest.clearAllMocks();
  session.user = { id: 'u-1', role: 'SUPERVISOR', name: 'Sofía' };
  mocked.getChannels.mockResolvedValue([]);
  mocked.getCategories.mockResolvedValue(CATEGORIES);
  mocked.getStatuses.mockResolvedValue(STATUSES);
});

describe('events list', () => {
  it('reads page and filters from the URL and keeps paging there', async () => {
    mocked.searchTickets.mockImplementation(async (q = {}) => pageOf([ticket(100 + (q.page ?? 0))], q.page ?? 0, 35));
    await renderAt(<EventsScreen />, { path: '/supervisor/events/*', url: '/supervisor/events?page=2&estado=ABIERTO' });
    expect(await screen.findByRole('link', { name: 'Ver evento 101' })).toBeInTheDocument();
    expect(mocked.searchTickets).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, size: 10, estado: 'ABIERTO' }));
    expect(screen.getByText('Página 2 de 4')).toBeInTheDocument();
    expect(screen.getByText('Total: 35')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByRole('link', { name: 'Ver evento 102' })).toBeInTheDocument();
    expect(location()).toBe('/supervisor/events?page=3&estado=ABIERTO');
    expect(mocked.searchTickets).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, estado: 'ABIERTO' }));
  });

  it('applies filters (free text, category, dates) into the URL and back to the first page', async () => {
    mocked.searchTickets.mockResolvedValue(pageOf([ticket(1)], 0, 1));
    await renderAt(<EventsScreen />, { path: '/supervisor/events/*', url: '/supervisor/events?page=3' });
    await screen.findByRole('link', { name: 'Ver evento 1' });
    const filters = screen.getByRole('search', { name: 'Filtros' });
    await userEvent.type(within(filters).getByLabelText('Buscar'), 'KJTR22');
    await waitFor(() => expect(within(filters).getByRole('option', { name: 'Obstáculo' })).toBeInTheDocument());
    await userEvent.selectOptions(within(filters).getByLabelText('Categoría'), 'OBSTACULO');
    await userEvent.type(within(filters).getByLabelText('Desde'), '2025-01-01');
    await userEvent.click(within(filters).getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(location()).toBe('/supervisor/events?categoria=OBSTACULO&q=KJTR22&from=2025-01-01'));
    await waitFor(() =>
      expect(mocked.searchTickets).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 0, categoria: 'OBSTACULO', q: 'KJTR22', from: '2025-01-01' }),
      ),
    );
    await userEvent.click(within(filters).getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(location()).toBe('/supervisor/events'));
  });

  it('says "more than" when a text search stopped counting', async () => {
    mocked.searchTickets.mockResolvedValue({ ...pageOf([ticket(7)], 0, 200), totalCapped: true });
    await renderAt(<EventsScreen />, { path: '/supervisor/events/*', url: '/supervisor/events?q=Pe%C3%B1a' });
    expect(await screen.findByText('Total: más de 200 (afine la búsqueda)')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 20')).toBeInTheDocument();
  });

  it('a driver reads their own list without filters; an operator searches what they may open', async () => {
    session.user = { id: 'drv', role: 'DRIVER', name: 'D' };
    mocked.listMyTickets.mockResolvedValue(pageOf([ticket(5)]));
    const { unmount } = await renderAt(<EventsScreen />, { path: '/driver/events/*', url: '/driver/events' });
    expect(await screen.findByRole('link', { name: 'Ver evento 5' })).toBeInTheDocument();
    expect(mocked.listMyTickets).toHaveBeenCalledWith({ page: 0, size: 10 });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo evento' })).toHaveAttribute('href', '/driver/events/new');
    unmount();

    // Issue 37 item 8: an operator's "Eventos" is the search (the server scopes it to theirs and the
    // open ones nobody has taken), with its filters, never only their assignments.
    session.user = { id: 'op-1', role: 'OPERATOR', name: 'O' };
    mocked.searchTickets.mockResolvedValue(pageOf([ticket(6)], 0, 1));
    await renderAt(<EventsScreen />, { path: '/operator/events/*', url: '/operator/events?kmFrom=471.5&commune=Cabrero' });
    expect(await screen.findByRole('link', { name: 'Ver evento 6' })).toBeInTheDocument();
    expect(mocked.searchTickets).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 0, size: 10, kmFrom: 471.5, commune: 'Cabrero' }),
    );
    expect(mocked.listOperatorTickets).not.toHaveBeenCalled();
    expect(screen.getByRole('search', { name: 'Filtros' })).toBeInTheDocument();
    expect(screen.getByText('Los eventos asignados a usted y los abiertos sin asignar')).toBeInTheDocument();
    expect(screen.getByText('1 evento encontrado')).toBeInTheDocument();
  });

  it('shows the empty state, and the error state with a working retry', async () => {
    mocked.searchTickets.mockResolvedValueOnce(pageOf([], 0, 0));
    const { unmount } = await renderAt(<EventsScreen />, { path: '/admin/events/*', url: '/admin/events?estado=CERRADO' });
    expect(await screen.findByText('Ningún evento coincide con los filtros')).toBeInTheDocument();
    unmount();

    session.user = { id: 'i', role: 'INSPECTOR', name: 'I' };
    mocked.searchTickets.mockRejectedValueOnce(new api.ApiError(500, '/api/ticket/search', []));
    mocked.searchTickets.mockResolvedValueOnce(pageOf([ticket(9)]));
    await renderAt(<EventsScreen />, { path: '/inspector/events/*', url: '/inspector/events' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar los eventos');
    expect(screen.queryByRole('link', { name: 'Nuevo evento' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Ver evento 9' })).toBeInTheDocument();
  });
});

describe('new event', () => {
  it("a driver's new event starts with their own contact data", async () => {
    session.user = { id: 'drv', role: 'DRIVER', name: 'D' };
    mocked.getMe.mockResolvedValue({
      email: 'daniela@correo.cl',
      userProfileDto: { id: 'drv', nickName: 'Daniela Muñoz', genre: 'Conductor', groups: [{ code: 'DRIVER' }] },
      contact: { fullName: 'Daniela Muñoz', phone: '56911111111', rut: '15.234.567-8', realAddress: 'Ruta 5 Sur km 500' },
    });
    await renderAt(<EventsScreen />, { path: '/driver/events/*', url: '/driver/events/new' });
    const start = await screen.findByText(/^starts with/);
    expect(JSON.parse(start.textContent!.replace('starts with ', ''))).toEqual({
      fullName: 'Daniela Muñoz',
      phone: '56911111111',
      rut: '15.234.567-8',
      realAddress: 'Ruta 5 Sur km 500',
      email: 'daniela@correo.cl',
    });
  });

  it('staff start from an empty form', async () => {
    session.user = { id: 'sup', role: 'SUPERVISOR', name: 'S' };
    await renderAt(<EventsScreen />, { path: '/supervisor/events/*', url: '/supervisor/events/new' });
    expect(await screen.findByRole('heading', { name: 'Nuevo evento' })).toBeInTheDocument();
    expect(screen.queryByText(/^starts with/)).not.toBeInTheDocument();
    expect(mocked.getMe).not.toHaveBeenCalled();
  });
});

describe('event detail', () => {
  const comment = (id: number, text: string, visibility: Comment['visibility'] = 'INTERNAL'): Comment => ({
    id,
    comment: text,
    visibility,
    authorKind: 'STAFF',
    authorId: 'x',
    authorName: 'Óscar Fuentes',
    createdAt: '2025-03-01T11:00:00.000Z',
  });

  beforeEach(() => {
    mocked.getTicket.mockResolvedValue(ticket(42));
    mocked.listComments.mockResolvedValue(pageOf([comment(1, 'Patrulla en camino')]));
    mocked.listAttachments.mockResolvedValue(pageOf([]));
    mocked.listResponseTemplates.mockResolvedValue([]);
    mocked.getOperators.mockResolvedValue([]);
    mocked.getTicketHistoryWithChain.mockResolvedValue({
      chain: null,
      entries: [
        { id: 1, action: 'CREATED', changedAt: '2025-03-01T10:00:00.000Z', actorId: 'u', actorName: 'Daniela Muñoz', changes: [] },
        {
          id: 2,
          action: 'UPDATED',
          changedAt: '2025-03-01T10:30:00.000Z',
          actorId: 's',
          actorName: 'Sofía Rojas',
          changes: [{ field: 'statusCode', from: 'Abierto', to: 'En proceso' }],
        },
      ],
    });
  });

  it('deep link shows the event, its comments, photos and history; posting a comment puts it first', async () => {
    await renderAt(<EventsScreen />, { path: '/supervisor/events/*', url: '/supervisor/events/42' });
    expect(await screen.findByRole('heading', { name: 'Evento N° 42' })).toBeInTheDocument();
    expect(mocked.getTicket).toHaveBeenCalledWith(42);
    expect(await screen.findByText('Patrulla en camino')).toBeInTheDocument();
    expect(await screen.findByText('Este evento no tiene fotos')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Historial de cambios' });
    expect(within(history).getByText('Sofía Rojas modificó el evento')).toBeInTheDocument();
    expect(within(history).getByText('Estado: Abierto → En proceso')).toBeInTheDocument();

    // Internal unless chosen otherwise: the choice is explicit and says who will read it.
    const audience = screen.getByRole('group', { name: '¿Quién lo verá?' });
    expect(within(audience).getByRole('radio', { name: 'Interno: solo la sala de control' })).toBeChecked();
    expect(screen.getByText('Solo lo verán la sala de control y quien lo escribe.')).toBeInTheDocument();
    mocked.createComment.mockResolvedValue(comment(2, 'Cerrando pista'));
    await userEvent.type(screen.getByLabelText('Nuevo comentario'), 'Cerrando pista');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(mocked.createComment).toHaveBeenCalledWith(42, 'Cerrando pista', 'INTERNAL');
    expect(await screen.findByText('El comentario fue guardado con éxito')).toBeInTheDocument();
    let items = within(screen.getByRole('list', { name: 'Comentarios del evento' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Cerrando pista');
    expect(items[0]).toHaveTextContent('Interno');
    expect(items[1]).toHaveTextContent('Patrulla en camino');
    expect(screen.getByLabelText('Nuevo comentario')).toHaveValue('');

    // A public one for the reporter is shown as such; the choice goes back to internal.
    mocked.createComment.mockResolvedValue(comment(3, 'La pista ya está despejada', 'PUBLIC'));
    await userEvent.click(within(audience).getByRole('radio', { name: 'Público: también quien reportó' }));
    expect(screen.getByText('Quien reportó lo verá en su seguimiento y lo recibirá por correo.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nuevo comentario'), 'La pista ya está despejada');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar para quien reportó' }));
    expect(mocked.createComment).toHaveBeenLastCalledWith(42, 'La pista ya está despejada', 'PUBLIC');
    items = await waitFor(() => {
      const now = within(screen.getByRole('list', { name: 'Comentarios del evento' })).getAllByRole('listitem');
      expect(now).toHaveLength(3);
      return now;
    });
    expect(items[0]).toHaveTextContent('Público');
    expect(within(audience).getByRole('radio', { name: 'Interno: solo la sala de control' })).toBeChecked();
    // The history is re-read after each comment.
    await waitFor(() => expect(mocked.getTicketHistoryWithChain).toHaveBeenCalledTimes(3));
  });

  it('an inspector sees the event read-only and cannot comment; an unknown event says so', async () => {
    session.user = { id: 'i', role: 'INSPECTOR', name: 'I' };
    const { unmount } = await renderAt(<EventsScreen />, { path: '/inspector/events/*', url: '/inspector/events/42' });
    expect(await screen.findByText('Vista de solo lectura')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar datos del reporte' })).not.toBeInTheDocument();
    await screen.findByText('Patrulla en camino');
    expect(screen.queryByLabelText('Nuevo comentario')).not.toBeInTheDocument();
    unmount();

    mocked.getTicket.mockRejectedValue(new api.ApiError(404, '/api/ticket/7', [{ message: 'El evento no existe' }]));
    await renderAt(<EventsScreen />, { path: '/inspector/events/*', url: '/inspector/events/7' });
    expect(await screen.findByRole('alert')).toHaveTextContent('El evento no existe o no tiene acceso a él');
  });

  it('opens a photo in a keyboard-operable viewer (arrows move, Escape closes)', async () => {
    const blob = new Blob(['x'], { type: 'image/png' });
    mocked.fetchAttachmentBlob.mockResolvedValue(blob);
    URL.createObjectURL = jest.fn(() => 'blob:foto');
    URL.revokeObjectURL = jest.fn();
    mocked.listAttachments.mockResolvedValue(
      pageOf([
        { id: 1, fileName: 'a.png', contentType: 'image/png', size: 1, url: '/api/ticket/42/attachment/1', createdAt: '' },
        { id: 2, fileName: 'b.png', contentType: 'image/png', size: 1, url: '/api/ticket/42/attachment/2', createdAt: '' },
      ]),
    );
    await renderAt(<EventsScreen />, { path: '/supervisor/events/*', url: '/supervisor/events/42' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver foto a.png' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Foto 1 de 2')).toBeInTheDocument();
    expect(mocked.fetchAttachmentBlob).toHaveBeenCalledWith('/api/ticket/42/attachment/1', expect.anything());
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Foto 2 de 2')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'b.png' })).toHaveAttribute('src', 'blob:foto');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
