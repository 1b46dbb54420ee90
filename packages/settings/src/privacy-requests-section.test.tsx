// "Solicitudes de datos" (issue 40 item 4): the reporters' requests with their legal clock; resolving
// asks for the reason, and a deletion warns that it cannot be undone.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { PrivacyRequest } from '@vigia/domain';
import { renderAt } from '@vigia/test-utils';
import { PrivacyRequestsSection } from './privacy-requests-section';

jest.mock('@vigia/api-client', () => ({
  ...jest.requireActual('@vigia/api-client'),
  listPrivacyRequests: jest.fn(),
  resolvePrivacyRequest: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const deletion: PrivacyRequest = {
  id: 9,
  ticketId: 42,
  kind: 'DELETION',
  text: null,
  state: 'PENDING',
  createdAt: '2026-12-01T12:00:00.000Z',
  dueAt: '2026-12-31T12:00:00.000Z',
  daysLeft: 3,
  resolvedAt: null,
  reason: null,
  erasedTicketIds: [],
};
const rectification: PrivacyRequest = { ...deletion, id: 8, kind: 'RECTIFICATION', text: 'Mi patente es KJTR23', daysLeft: -2 };

beforeEach(() => {
  mocked.listPrivacyRequests.mockReset();
  mocked.resolvePrivacyRequest.mockReset();
  mocked.listPrivacyRequests.mockResolvedValue([deletion, rectification]);
});

const render = () => renderAt(<PrivacyRequestsSection />, { path: '/admin/settings', url: '/admin/settings?tab=privacy-requests' });

it('lists each request with its kind, event, text and days left', async () => {
  await render();
  const list = await screen.findByRole('list', { name: 'Solicitudes de datos' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(within(first!).getByText('Solicitud N° 9: eliminación')).toBeInTheDocument();
  expect(within(first!).getByText('Quedan 3 días')).toBeInTheDocument();
  expect(within(first!).getByText(/Evento N° 42/)).toBeInTheDocument();
  expect(within(second!).getByText('Mi patente es KJTR23')).toBeInTheDocument();
  expect(within(second!).getByText('Atrasada 2 días')).toBeInTheDocument();
});

it('resolves a deletion with a reason, after saying it cannot be undone', async () => {
  const user = userEvent.setup();
  mocked.resolvePrivacyRequest.mockResolvedValue({ ...deletion, state: 'DONE', reason: 'Datos eliminados', erasedTicketIds: [42] });
  await render();
  await user.click(await screen.findByRole('button', { name: 'Atender la solicitud N° 9' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('No se puede deshacer');
  await user.type(within(dialog).getByRole('textbox', { name: /Motivo o detalle/ }), 'Ok');
  await user.click(within(dialog).getByRole('button', { name: 'Marcar como atendida' }));
  expect(await within(dialog).findByText('Escriba al menos 5 caracteres')).toBeInTheDocument();
  expect(mocked.resolvePrivacyRequest).not.toHaveBeenCalled();
  await user.type(within(dialog).getByRole('textbox', { name: /Motivo o detalle/ }), ': datos eliminados');
  await user.click(within(dialog).getByRole('button', { name: 'Marcar como atendida' }));
  expect(mocked.resolvePrivacyRequest).toHaveBeenCalledWith(9, 'DONE', 'Ok: datos eliminados');
  expect(await screen.findByText('Solicitud resuelta; se avisó al informante por correo.')).toBeInTheDocument();
});
