import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { OutboxMessage, OutboxPage } from '@vigia/domain';
import { renderWithProviders } from '@vigia/test-utils';
import { UsersRoutes } from './index';
import type * as ApiStub from '@vigia/test-utils/api-stub';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof ApiStub>('@vigia/test-utils/api-stub').stubApi(['listOutbox', 'listUsers']));
jest.mock('@vigia/auth', () => ({ useAuth: () => ({ user: { id: 'admin', name: 'Andrea Rojas', role: 'ADMIN' } }) }));

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual('@vigia/api-client') as typeof api;

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  kind: 'TICKET_CREATED',
  to: 'rocio.pena@correo.cl',
  subject: 'Recibimos su reporte: evento #41',
  text: 'Hola, Rocío Peña:\n\nRecibimos su reporte. El número de su evento es #41.',
  html: '<!doctype html><p>Recibimos su reporte</p><script>parent.document.title = "x"</script>',
  status: 'HELD',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-25T18:05:00.000Z',
  sentAt: null,
  ...over,
});
const page = (content: OutboxMessage[], over: Partial<OutboxPage> = {}): OutboxPage => ({
  content,
  page: 0,
  size: 10,
  total: content.length,
  smtpConfigured: false,
  ...over,
});
const location = () => screen.getByTestId('location').textContent;
const render = (route: string) => renderWithProviders(<UsersRoutes />, { route, path: '/admin/users/*' });

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listUsers.mockResolvedValue({ content: [], page: 0, size: 10, total: 0 });
});

describe('OutboxScreen ("Correo saliente")', () => {
  it('is reached from the users screen and lists messages with their status in plain Spanish', async () => {
    const user = userEvent.setup();
    mocked.listOutbox.mockResolvedValue(
      page([
        message({}),
        message({
          id: 2,
          to: 'operator@example.com',
          subject: 'Se le asignó el evento #7',
          status: 'FAILED',
          attempts: 10,
          lastError: 'connect ECONNREFUSED',
        }),
      ]),
    );
    await render('/admin/users');
    await user.click(await screen.findByRole('link', { name: 'Correo saliente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Correo saliente' })).toBeInTheDocument();
    expect(location()).toBe('/admin/users/mail');
    expect(screen.getByText('Sin servidor SMTP: los correos quedan aquí y no se envían.')).toBeInTheDocument();
    // One-time links arrive masked from the server (issue 34); the screen says why.
    expect(screen.getByText(/se muestran ocultos como «token=…»/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Correos salientes' }); // jsdom is a phone: cards
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Retenido')).toHaveAttribute('title', 'Sin servidor SMTP: el correo queda aquí');
    expect(within(items[0]!).getByText('Recibimos su reporte: evento #41')).toBeInTheDocument();
    // 24-hour es-CL date and time (the hour depends on the machine's time zone).
    expect(within(items[0]!).getByText('25-11-2026 15:05')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Fallido')).toBeInTheDocument();
    expect(mocked.listOutbox).toHaveBeenLastCalledWith({ page: 0, size: 10, status: undefined });
  });

  it('shows a message as text, and its HTML only in a sandboxed frame', async () => {
    const user = userEvent.setup();
    mocked.listOutbox.mockResolvedValue(page([message({})]));
    await render('/admin/users/mail');
    await user.click(await screen.findByRole('button', { name: 'Ver el correo a rocio.pena@correo.cl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recibimos su reporte: evento #41' });
    expect(within(dialog).getByLabelText('Texto')).toHaveTextContent('El número de su evento es #41.');
    expect(within(dialog).getByText('Retenido')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Ver como HTML' }));
    const frame = within(dialog).getByTitle('El correo en HTML');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Recibimos su reporte</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the status filter and the page in the URL', async () => {
    const user = userEvent.setup();
    mocked.listOutbox.mockResolvedValue(page([message({ status: 'SENT' })], { total: 25, smtpConfigured: true }));
    await render('/admin/users/mail?status=SENT&page=1');
    expect(await screen.findByRole('list', { name: 'Correos salientes' })).toBeInTheDocument();
    expect(mocked.listOutbox).toHaveBeenLastCalledWith({ page: 1, size: 10, status: 'SENT' });
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('SENT');
    expect(screen.queryByText(/Sin servidor SMTP/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(location()).toBe('/admin/users/mail?status=SENT&page=2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'FAILED');
    await waitFor(() => expect(location()).toBe('/admin/users/mail?status=FAILED'));
    expect(mocked.listOutbox).toHaveBeenLastCalledWith({ page: 0, size: 10, status: 'FAILED' });
  });

  it('says when there is nothing, and offers a retry after an error', async () => {
    const user = userEvent.setup();
    mocked.listOutbox.mockRejectedValueOnce(new ApiError(500, 'x', [])).mockResolvedValue(page([]));
    await render('/admin/users/mail');
    expect(await screen.findByText('No se pudo cargar el correo saliente.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay correos.')).toBeInTheDocument();
  });
});
