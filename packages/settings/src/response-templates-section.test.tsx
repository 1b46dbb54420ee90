import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type * as ApiMock from './test/api-mock';
import { confirmAfterCancel, renderWithProviders } from '@vigia/test-utils';
import { ResponseTemplatesSection } from './response-templates-section';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof ApiMock>('./test/api-mock').apiClientMock());

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');

const GRUA = { id: 1, title: 'Grúa en camino', body: 'Hola. Una grúa va en camino.\nLlegará en unos 30 minutos.' };
const XSS = { id: 2, title: '<img src=x onerror=alert(1)>', body: '<b>no es HTML</b>' };

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listResponseTemplates.mockResolvedValue([GRUA, XSS]);
});

describe('ResponseTemplatesSection', () => {
  it('lists the templates as plain text', async () => {
    await renderWithProviders(<ResponseTemplatesSection />);
    const list = await screen.findByRole('list', { name: 'Plantillas de respuesta' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('heading', { name: 'Grúa en camino' })).toBeInTheDocument();
    expect(within(list).getByText(/Llegará en unos 30 minutos/)).toBeInTheDocument();
    expect(within(list).getByText('<b>no es HTML</b>')).toBeInTheDocument();
    expect(list.querySelector('img, b')).toBeNull();
  });

  it('shows the empty state', async () => {
    mocked.listResponseTemplates.mockResolvedValueOnce([]);
    await renderWithProviders(<ResponseTemplatesSection />);
    expect(await screen.findByText('Aún no hay plantillas de respuesta.')).toBeInTheDocument();
  });

  it('creates a template: title and text required, text at most 1000 characters', async () => {
    const user = userEvent.setup();
    mocked.createResponseTemplate.mockResolvedValue({ id: 3, title: 'Falso aviso', body: 'Gracias por avisar.' });
    await renderWithProviders(<ResponseTemplatesSection />);
    await screen.findByRole('list', { name: 'Plantillas de respuesta' });
    await user.click(screen.getByRole('button', { name: 'Nueva plantilla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva plantilla de respuesta' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findAllByText('Este campo es requerido')).toHaveLength(2);

    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Falso aviso');
    const body = within(dialog).getByRole('textbox', { name: /^Texto/ });
    fireEvent.change(body, { target: { value: 'x'.repeat(1001) } });
    expect(body).toHaveAccessibleDescription(/1001 de 1000 caracteres/);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Máximo 1000 caracteres')).toBeInTheDocument();
    expect(mocked.createResponseTemplate).not.toHaveBeenCalled();

    await user.clear(body);
    await user.type(body, 'Gracias por avisar.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plantilla creada')).toBeInTheDocument();
    expect(mocked.createResponseTemplate).toHaveBeenCalledWith({ title: 'Falso aviso', body: 'Gracias por avisar.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(mocked.listResponseTemplates).toHaveBeenCalledTimes(2));
  });

  it('edits a template, with the server field errors on the fields', async () => {
    const user = userEvent.setup();
    mocked.updateResponseTemplate
      .mockRejectedValueOnce(new ApiError(400, '/api/response-template/1', [{ field: 'title', message: 'Máximo 80 caracteres' }]))
      .mockResolvedValueOnce({ ...GRUA, title: 'Grúa despachada' });
    await renderWithProviders(<ResponseTemplatesSection />);
    await user.click(await screen.findByRole('button', { name: 'Editar Grúa en camino' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar plantilla de respuesta' });
    expect(within(dialog).getByRole('textbox', { name: /^Texto/ })).toHaveValue(GRUA.body);
    const title = within(dialog).getByRole('textbox', { name: /^Título/ });
    await user.clear(title);
    await user.type(title, 'Grúa despachada');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Máximo 80 caracteres')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plantilla actualizada')).toBeInTheDocument();
    expect(mocked.updateResponseTemplate).toHaveBeenLastCalledWith(1, { title: 'Grúa despachada', body: GRUA.body });
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    mocked.deleteResponseTemplate.mockResolvedValue(undefined);
    await renderWithProviders(<ResponseTemplatesSection />);
    await confirmAfterCancel(user, {
      trigger: 'Eliminar Grúa en camino',
      dialog: '¿Eliminar la plantilla «Grúa en camino»?',
      says: 'Esta acción no se puede deshacer.',
      confirm: 'Eliminar',
      sent: mocked.deleteResponseTemplate,
    });
    expect(await screen.findByText('Plantilla eliminada')).toBeInTheDocument();
    expect(mocked.deleteResponseTemplate).toHaveBeenCalledWith(1);
  });
});
