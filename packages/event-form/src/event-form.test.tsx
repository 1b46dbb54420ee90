import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { notify } from '@vigia/design-system';
import type { Category, Classification, Subcategory, Ticket } from '@vigia/domain';
import { EventForm, PublicEventForm } from './index';
import { renderWithProviders } from '@vigia/test-utils';

// The network is stubbed at the api-client boundary; ApiError stays real.
jest.mock('@vigia/api-client', () => {
  const actual = jest.requireActual('@vigia/api-client');
  return {
    ApiError: actual.ApiError,
    isApiError: actual.isApiError,
    getCategories: jest.fn(),
    getSubcategories: jest.fn(),
    getClassifications: jest.fn(),
    getStatuses: jest.fn(),
    createTicket: jest.fn(),
    updateTicket: jest.fn(),
    uploadAttachment: jest.fn(),
    findPossibleDuplicates: jest.fn(),
  };
});

// Lexical needs contenteditable/selection APIs jsdom lacks: the lazy editor module is replaced by a
// labelled textarea with the same props. Its HTML helpers are tested in lexical-html.test.ts.
jest.mock('./description-editor', () => jest.requireActual('./test/mock-description-editor'));

const mocked = api as jest.Mocked<typeof api>;

const CATEGORIES: Category[] = [
  { id: 1, code: 'ACC', name: 'Accidente' },
  { id: 2, code: 'OBS', name: 'Obstáculo' },
];
const SUBCATEGORIES: Record<number, Subcategory[]> = {
  1: [{ id: 11, name: 'Choque' }],
  2: [{ id: 21, name: 'Animal' }],
};
const CLASSIFICATIONS: Record<number, Classification[]> = {
  11: [{ id: 111, name: 'Leve' }],
  21: [{ id: 211, name: 'Grande' }],
};

const CREATE_ERROR =
  'Ha ocurrido un error al crear el evento. Por favor contacte con el administrador';
const SUCCESS = 'El evento fue creado con éxito. Te contactaremos a la brevedad';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const control = <T extends HTMLElement = HTMLInputElement>(name: string) => {
  const el = document.querySelector<T>(`form [name="${name}"]:not([type="hidden"])`);
  if (!el) throw new Error(`no control named ${name}`);
  return el;
};
const description = () => screen.getByTestId('description-editor');
/** The success panel (toasts are role=status too). */
async function successPanel() {
  const panel = (await screen.findByText(/^Número de evento/)).closest<HTMLElement>(
    '[role="status"]',
  );
  if (!panel) throw new Error('the success panel has no role=status');
  return panel;
}

/** The error text tied to a control through aria-describedby (what a screen reader reads). */
function errorOf(el: HTMLElement): string | null {
  if (el.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

async function showForm(
  ui = <EventForm mode="create" variant="public" />,
  lng: 'es' | 'en' = 'es',
) {
  const result = await renderWithProviders(ui, { lng });
  await screen.findByRole('form');
  return result;
}

async function fillValid(user: UserEvent) {
  await user.type(control('fullName'), 'Juan Pérez');
  await user.type(control('rut'), '12.345.678-9');
  await user.type(control('email'), 'juan@example.cl');
  await user.type(control('phone'), '987654321');
  await user.type(control('realAddress'), 'Av. Alemania 123, Los Ángeles');
  await user.type(control('patente'), 'ABCD12');
  await user.selectOptions(control('category'), 'ACC');
  await screen.findByRole('option', { name: 'Choque' });
  await user.selectOptions(control('subcategory'), '11');
  await screen.findByRole('option', { name: 'Leve' });
  await user.selectOptions(control('classificationId'), '111');
  await user.selectOptions(control('commune'), 'Cabrero');
  await user.type(control('sector'), 'Centro');
  await user.type(control('kilometer'), '455');
  await user.selectOptions(control('orientation'), 'NORTH');
  fireEvent.change(control('dateEvent'), { target: { value: '2024-05-01T10:30' } });
  await user.type(await screen.findByTestId('description-editor'), 'Choque leve');
}

const submit = (user: UserEvent, name: string | RegExp = 'Crear evento') =>
  user.click(screen.getByRole('button', { name }));

beforeEach(() => {
  jest.clearAllMocks();
  mocked.getCategories.mockResolvedValue(CATEGORIES);
  mocked.getSubcategories.mockImplementation(async (id) => SUBCATEGORIES[id] ?? []);
  mocked.getClassifications.mockImplementation(async (id) => CLASSIFICATIONS[id] ?? []);
  mocked.createTicket.mockResolvedValue({ id: 123, uploadToken: 'tok-123' });
  mocked.findPossibleDuplicates.mockResolvedValue([]);
  mocked.uploadAttachment.mockResolvedValue({
    id: 1,
    fileName: 'foto.png',
    contentType: 'image/png',
    size: 10,
    url: '/x',
    createdAt: '',
  });
});

afterEach(() => {
  act(() => notify.dismiss());
});

describe('duplicate hint', () => {
  it('warns, without blocking, when an open event of the category is near in the same direction', async () => {
    mocked.findPossibleDuplicates.mockResolvedValue([
      {
        id: 77,
        kilometer: 456,
        orientation: 'NORTH',
        dateEvent: new Date().toISOString(),
        categoryName: 'Accidente',
        statusName: 'Abierto',
      },
    ]);
    const user = userEvent.setup();
    await showForm();
    await fillValid(user);
    expect(
      await screen.findByText('Puede que este evento ya esté reportado', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Evento N° 77 · km 456 · Accidente · Abierto/)).toBeInTheDocument();
    expect(mocked.findPossibleDuplicates).toHaveBeenLastCalledWith({
      category: 'ACC',
      kilometer: 455,
      orientation: 'NORTH',
    });
    await submit(user);
    await waitFor(() => expect(mocked.createTicket).toHaveBeenCalled());
  });
});

describe('loading the categories', () => {
  it('shows a labelled spinner, and the form only once categories have loaded', async () => {
    const categories = deferred<Category[]>();
    mocked.getCategories.mockReturnValue(categories.promise);
    await renderWithProviders(<EventForm />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando categorías…');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await act(async () => categories.resolve(CATEGORIES));
    expect(await screen.findByRole('form')).toBeInTheDocument();
    expect(screen.queryByText('Cargando categorías…')).not.toBeInTheDocument();
  });

  it('shows an error with retry when no category could be loaded', async () => {
    const user = userEvent.setup();
    mocked.getCategories.mockResolvedValueOnce([]);
    await renderWithProviders(<EventForm />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las categorías',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('form')).toBeInTheDocument();
    expect(mocked.getCategories).toHaveBeenCalledTimes(2);
  });
});

describe('structure and accessibility', () => {
  it('has the three Spanish sections and a visible label for every API-named control', async () => {
    await showForm();
    for (const legend of ['Información personal', 'Detalle del evento', 'Descripción del evento']) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    const labels: Record<string, RegExp> = {
      fullName: /^Nombre completo/,
      rut: /^RUT/,
      email: /^Correo electrónico/,
      phone: /^Teléfono/,
      realAddress: /^Dirección/,
      patente: /^Patente/,
      category: /^Categoría/,
      subcategory: /^Subcategoría/,
      classificationId: /^Clasificación/,
      commune: /^Comuna/,
      sector: /^Sector/,
      kilometer: /^Kilómetro/,
      orientation: /^Sentido/,
      dateEvent: /^Fecha y hora/,
      file: /^Adjuntar foto/,
    };
    for (const [name, label] of Object.entries(labels)) {
      expect(screen.getByLabelText(label)).toBe(control(name));
    }
    expect(screen.getByRole('textbox', { name: /^Descripción/ })).toBe(description());
    expect(document.querySelector('input[type="hidden"][name="description"]')).not.toBeNull();
    for (const name of ['category', 'subcategory', 'classificationId', 'orientation', 'commune']) {
      expect(control(name).tagName).toBe('SELECT');
    }
  });

  it('uses a datetime-local date with max = now, and the Spanish orientation names', async () => {
    await showForm();
    const date = control('dateEvent');
    expect(date).toHaveAttribute('type', 'datetime-local');
    const max = new Date(date.getAttribute('max')!);
    expect(Math.abs(max.getTime() - Date.now())).toBeLessThan(2 * 60 * 1000);
    const orientation = control<HTMLSelectElement>('orientation');
    expect(within(orientation).getByRole('option', { name: 'norte a sur' })).toHaveValue('NORTH');
    expect(within(orientation).getByRole('option', { name: 'sur a norte' })).toHaveValue('SOUTH');
  });

  it('shows the photo hint and hides the honeypot from people and keyboards', async () => {
    await showForm();
    expect(control('file')).toHaveAccessibleDescription('png, jpg o jpeg, hasta 2 MB');
    expect(control('file')).toHaveAttribute('accept', expect.stringContaining('image/png'));
    const honeypot = control('website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders the sections in English', async () => {
    await showForm(<EventForm />, 'en');
    for (const legend of ['Personal Information', 'Detail Event', 'Description of event']) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
  });
});

describe('validation (SPEC §5, through the shared schema)', () => {
  it('marks every required field, ties the message to it and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    await showForm();
    await submit(user);
    await waitFor(() => expect(control('fullName')).toHaveAttribute('aria-invalid', 'true'));
    for (const name of [
      'fullName',
      'rut',
      'email',
      'phone',
      'patente',
      'category',
      'subcategory',
      'classificationId',
      'commune',
      'sector',
      'kilometer',
      'dateEvent',
    ]) {
      expect({ name, error: errorOf(control(name)) }).toEqual({
        name,
        error: 'Este campo es requerido',
      });
    }
    expect(control('fullName')).toHaveAccessibleDescription('Este campo es requerido');
    expect(errorOf(control('orientation'))).toBe('La orientación es requerida');
    expect(errorOf(description())).toBe('Este campo es requerido');
    // realAddress is only required without an e-mail (the schema decides).
    expect(errorOf(control('realAddress'))).toBe('Este campo es requerido');
    expect(control('fullName')).toHaveFocus();
    expect(mocked.createTicket).not.toHaveBeenCalled();
  });

  it('moves focus to an invalid select, date or editor when it is the first one', async () => {
    const user = userEvent.setup();
    await showForm();
    await fillValid(user);
    await user.clear(description());
    fireEvent.change(control('dateEvent'), { target: { value: '' } });
    await submit(user);
    await waitFor(() => expect(control('dateEvent')).toHaveFocus());
    fireEvent.change(control('dateEvent'), { target: { value: '2024-05-01T10:30' } });
    await submit(user);
    await waitFor(() => expect(description()).toHaveFocus());
    await user.type(description(), 'x');
    await user.selectOptions(control('orientation'), '');
    await submit(user);
    await waitFor(() => expect(control('orientation')).toHaveFocus());
  });

  it('shows the format and length messages', async () => {
    const user = userEvent.setup();
    await showForm();
    await user.type(control('email'), 'no-es-correo');
    await user.type(control('phone'), '12ab');
    await user.type(control('fullName'), 'a'.repeat(101));
    await user.type(control('sector'), 'b'.repeat(21));
    await user.type(control('patente'), 'AB-12');
    fireEvent.change(control('dateEvent'), { target: { value: '2999-01-01T00:00' } });
    await submit(user);
    await waitFor(() =>
      expect(errorOf(control('email'))).toBe('Debe colocar un correo electrónico válido'),
    );
    expect(errorOf(control('phone'))).toBe('Solo se permiten caracteres numéricos');
    expect(errorOf(control('fullName'))).toBe('La longitud maxima es de 100 caracteres');
    expect(errorOf(control('sector'))).toBe('Máximo 20 caracteres');
    expect(errorOf(control('patente'))).toBe('Solo se permiten letras y números');
    expect(errorOf(control('dateEvent'))).toBe('La fecha no puede estar en el futuro');
    // An e-mail is given, so the address is no longer required.
    expect(errorOf(control('realAddress'))).toBeNull();
  });

  it('without a commune the kilometer must be at least 0', async () => {
    const user = userEvent.setup();
    await showForm();
    await user.type(control('kilometer'), '-1');
    await submit(user);
    await waitFor(() =>
      expect(errorOf(control('kilometer'))).toBe(
        'El kilometro minimo debe ser igual o mayor que 0',
      ),
    );
  });

  it.each([
    ['Chillán Viejo', 410, 419],
    ['Los Ángeles', 480, 529],
    ['Collipulli', 550, 580],
  ])('kilometer boundaries of %s (%i-%i)', async (commune, min, max) => {
    const user = userEvent.setup();
    await showForm();
    await user.selectOptions(control('commune'), commune);
    expect(control('kilometer')).toHaveAccessibleDescription(
      `En ${commune}: del km ${min} al ${max}`,
    );
    await submit(user);
    const check = async (km: number, expected: string | null) => {
      await user.clear(control('kilometer'));
      await user.type(control('kilometer'), String(km));
      await waitFor(() =>
        expect({ km, error: errorOf(control('kilometer')) }).toEqual({ km, error: expected }),
      );
    };
    await check(min - 1, `El kilometro minimo debe ser igual o mayor que ${min}`);
    await check(min, null);
    await check(max, null);
    await check(max + 1, `El kilometro máximo es hasta ${max}`);
  });

  it('re-checks the kilometer when the commune changes', async () => {
    const user = userEvent.setup();
    await showForm();
    await user.selectOptions(control('commune'), 'Bulnes');
    await user.type(control('kilometer'), '445');
    await submit(user);
    await waitFor(() =>
      expect(errorOf(control('kilometer'))).toBe('El kilometro máximo es hasta 439'),
    );
    await user.selectOptions(control('commune'), 'Pemuco');
    await waitFor(() => expect(errorOf(control('kilometer'))).toBeNull());
  });
});

describe('category cascade (SPEC §4)', () => {
  it('reloads subcategories and clears subcategory and classification on a new category', async () => {
    const user = userEvent.setup();
    await showForm();
    await user.selectOptions(control('category'), 'ACC');
    await waitFor(() => expect(mocked.getSubcategories).toHaveBeenLastCalledWith(1));
    await user.selectOptions(
      control('subcategory'),
      await screen.findByRole('option', { name: 'Choque' }),
    );
    await waitFor(() => expect(mocked.getClassifications).toHaveBeenLastCalledWith(11));
    await user.selectOptions(
      control('classificationId'),
      await screen.findByRole('option', { name: 'Leve' }),
    );

    await user.selectOptions(control('category'), 'OBS');
    expect(control('subcategory')).toHaveValue('');
    expect(control('classificationId')).toHaveValue('');
    await waitFor(() => expect(mocked.getSubcategories).toHaveBeenLastCalledWith(2));
    expect(await screen.findByRole('option', { name: 'Animal' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Choque' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Leve' })).not.toBeInTheDocument();
  });

  it('reloads classifications and clears the classification on a new subcategory', async () => {
    const user = userEvent.setup();
    mocked.getSubcategories.mockResolvedValue([
      { id: 11, name: 'Choque' },
      { id: 12, name: 'Volcamiento' },
    ]);
    mocked.getClassifications.mockImplementation(async (id) => [
      { id: id * 10, name: `Clase ${id}` },
    ]);
    await showForm();
    await user.selectOptions(control('category'), 'ACC');
    await user.selectOptions(
      control('subcategory'),
      await screen.findByRole('option', { name: 'Choque' }),
    );
    await user.selectOptions(
      control('classificationId'),
      await screen.findByRole('option', { name: 'Clase 11' }),
    );
    await user.selectOptions(control('subcategory'), '12');
    expect(control('classificationId')).toHaveValue('');
    expect(await screen.findByRole('option', { name: 'Clase 12' })).toBeInTheDocument();
    expect(mocked.getClassifications).toHaveBeenLastCalledWith(12);
  });
});

describe('creating an event', () => {
  it('posts the SPEC §7 fields with channel, numbers and an ISO date, then shows the event number', async () => {
    const user = userEvent.setup();
    await showForm();
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(mocked.createTicket).toHaveBeenCalledTimes(1));
    expect(mocked.createTicket).toHaveBeenCalledWith({
      description: '<p>Choque leve</p>',
      kilometer: 455,
      sector: 'Centro',
      commune: 'Cabrero',
      orientation: 'NORTH',
      dateEvent: new Date(2024, 4, 1, 10, 30).toISOString(),
      channelCode: 'WEB_SELF_SERVICE',
      classificationId: 111,
      realAddress: 'Av. Alemania 123, Los Ángeles',
      email: 'juan@example.cl',
      fullName: 'Juan Pérez',
      phone: '987654321',
      rut: '12.345.678-9',
      patente: 'ABCD12',
      category: 'ACC',
      subcategory: 11,
      website: '',
    });
    const panel = await successPanel();
    expect(panel).toHaveTextContent(SUCCESS);
    expect(panel).toHaveTextContent('Número de evento: 123');
    expect(mocked.uploadAttachment).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reportar otro evento' }));
    expect(await screen.findByRole('form')).toBeInTheDocument();
    expect(control('fullName')).toHaveValue('');
    expect(description()).toHaveValue('');
  });

  it('uploads the photo only after the event is saved, with the upload token and a progress bar', async () => {
    const user = userEvent.setup();
    const created = deferred<{ id: number; uploadToken: string | null }>();
    mocked.createTicket.mockReturnValue(created.promise);
    const upload = deferred<never>();
    mocked.uploadAttachment.mockImplementation((_id, _file, options) => {
      options?.onProgress?.(0.5);
      return upload.promise;
    });
    const success = jest.spyOn(notify, 'success');
    await showForm();
    await fillValid(user);
    const photo = new File(['png'], 'foto.png', { type: 'image/png' });
    await user.upload(control('file'), photo);
    await submit(user);
    await waitFor(() => expect(mocked.createTicket).toHaveBeenCalled());
    expect(mocked.uploadAttachment).not.toHaveBeenCalled();

    await act(async () => created.resolve({ id: 123, uploadToken: 'tok-123' }));
    expect(mocked.uploadAttachment).toHaveBeenCalledWith(
      123,
      photo,
      expect.objectContaining({ uploadToken: 'tok-123' }),
    );
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Subiendo foto…')).toBeInTheDocument();

    await act(async () => upload.resolve({ id: 1 } as never));
    expect(await successPanel()).toHaveTextContent('Número de evento: 123');
    expect(success).toHaveBeenCalledWith('The file was uploaded successfully');
  });

  it('keeps the saved event when the upload fails, and warns that editing allows a retry', async () => {
    const user = userEvent.setup();
    mocked.uploadAttachment.mockRejectedValue(
      new api.ApiError(500, '/api/ticket/123/attachment', []),
    );
    const error = jest.spyOn(notify, 'error');
    await showForm();
    await fillValid(user);
    await user.upload(control('file'), new File(['png'], 'foto.png', { type: 'image/png' }));
    await submit(user);
    expect(await successPanel()).toHaveTextContent('Número de evento: 123');
    expect(
      screen.getByText(
        'El evento fue creado, pero no se pudo cargar el archivo adjunto. Puedes editar el evento para intentarlo de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'An error occurred while attaching the file. Please contact the administrator',
    );
  });

  it.each([
    [
      'a wrong type',
      new File(['x'], 'nota.txt', { type: 'text/plain' }),
      'El archivo debe ser una imagen png, jpg o jpeg.',
    ],
    [
      'a gif renamed',
      new File(['x'], 'foto.png', { type: 'image/gif' }),
      'El archivo debe ser una imagen png, jpg o jpeg.',
    ],
    [
      'more than 2 MB',
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' }),
      'La imagen pesa más de 2 MB. Elija una imagen más liviana.',
    ],
  ])('refuses %s before any upload', async (_case, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    await showForm();
    await user.upload(control('file'), file);
    expect(errorOf(control('file'))).toContain(message);
    expect((control('file') as HTMLInputElement).value).toBe('');
    await fillValid(user);
    await submit(user);
    await successPanel();
    expect(mocked.uploadAttachment).not.toHaveBeenCalled();
  });

  it('accepts a 2 MB jpeg exactly', async () => {
    const user = userEvent.setup();
    await showForm();
    await user.upload(
      control('file'),
      new File([new Uint8Array(2 * 1024 * 1024)], 'justo.jpeg', { type: 'image/jpeg' }),
    );
    expect(control('file')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Foto seleccionada: justo.jpeg')).toBeInTheDocument();
  });

  it('on a refused create shows the toast and puts the server messages on the fields', async () => {
    const user = userEvent.setup();
    mocked.createTicket.mockRejectedValue(
      new api.ApiError(400, '/api/ticket', [
        { field: 'patente', message: 'Patente no válida' },
        { message: 'Solicitud inválida' },
      ]),
    );
    await showForm();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText(CREATE_ERROR)).toBeInTheDocument();
    await waitFor(() => expect(errorOf(control('patente'))).toBe('Patente no válida'));
    expect(control('patente')).toHaveFocus();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('on a network failure keeps every value and can send again', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(notify, 'error');
    mocked.createTicket.mockRejectedValueOnce(
      new api.ApiError(0, '/api/ticket', [], 'Network error'),
    );
    await showForm();
    await fillValid(user);
    await user.upload(control('file'), new File(['png'], 'foto.png', { type: 'image/png' }));
    await submit(user);
    await waitFor(() => expect(error).toHaveBeenCalledWith(CREATE_ERROR, expect.any(String)));
    const kept: Record<string, string> = {
      fullName: 'Juan Pérez',
      rut: '12.345.678-9',
      email: 'juan@example.cl',
      phone: '987654321',
      patente: 'ABCD12',
      category: 'ACC',
      subcategory: '11',
      classificationId: '111',
      commune: 'Cabrero',
      sector: 'Centro',
      kilometer: '455',
      orientation: 'NORTH',
      dateEvent: '2024-05-01T10:30',
    };
    for (const [name, value] of Object.entries(kept))
      expect({ name, value: (control(name) as HTMLInputElement).value }).toEqual({ name, value });
    expect(description()).toHaveValue('Choque leve');
    expect(mocked.uploadAttachment).not.toHaveBeenCalled();

    await submit(user);
    expect(await successPanel()).toHaveTextContent('Número de evento: 123');
    expect(mocked.createTicket).toHaveBeenCalledTimes(2);
    expect(mocked.uploadAttachment).toHaveBeenCalledTimes(1);
  });
});

const TICKET: Ticket = {
  id: 77,
  description: '<p>Animal en la vía</p>',
  kilometer: 500,
  sector: 'Norte',
  commune: 'Los Ángeles',
  orientation: 'SOUTH',
  dateEvent: '2024-03-10T12:00:00.000Z',
  channelCode: 'WEB_SELF_SERVICE',
  classificationId: 211,
  realAddress: '',
  email: 'ana@example.cl',
  fullName: 'Ana Soto',
  phone: '123456',
  rut: '11.111.111-1',
  patente: 'XY1234',
  statusCode: 'ABIERTO',
  assignedToId: 'op-1',
  category: 'OBS',
  subcategory: 21,
  categoryName: 'Obstáculo',
  subcategoryName: 'Animal',
  classificationName: 'Grande',
  statusName: 'Abierto',
  assignedToName: 'Operador',
  createdById: null,
  createdAt: '2024-03-10T12:05:00.000Z',
  updatedAt: '2024-03-10T12:05:00.000Z',
};

describe('editing an event', () => {
  it('lets staff move the status (closing stays on its button) and sends it', async () => {
    mocked.getStatuses.mockResolvedValue([
      { code: 'ABIERTO', name: 'Abierto' },
      { code: 'EN_PROCESO', name: 'En proceso' },
      { code: 'CERRADO', name: 'Cerrado' },
    ]);
    mocked.updateTicket.mockImplementation(
      async (_id, update) => ({ ...TICKET, ...update }) as Ticket,
    );
    const user = userEvent.setup();
    await showForm(<EventForm mode="edit" initialTicket={TICKET} canChangeStatus />);
    const status = control('statusCode');
    await screen.findByRole('option', { name: 'En proceso' });
    expect(within(status).queryByRole('option', { name: 'Cerrado' })).toBeNull();
    await user.selectOptions(status, 'EN_PROCESO');
    await submit(user, 'Guardar cambios');
    await waitFor(() =>
      expect(mocked.updateTicket).toHaveBeenCalledWith(
        77,
        expect.objectContaining({ statusCode: 'EN_PROCESO' }),
      ),
    );
  });

  it('offers no status list unless asked (a driver may only close)', async () => {
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />);
    expect(document.querySelector('select[name="statusCode"]')).toBeNull();
  });

  it('loads the ticket, keeps the date disabled and sends the update with status and assignee', async () => {
    const user = userEvent.setup();
    mocked.updateTicket.mockImplementation(async (_id, update) => ({ ...TICKET, ...update }));
    const success = jest.spyOn(notify, 'success');
    const onSaved = jest.fn();
    await showForm(<EventForm mode="edit" initialTicket={TICKET} onSaved={onSaved} />);
    expect(control('fullName')).toHaveValue('Ana Soto');
    expect(control('dateEvent')).toBeDisabled();
    await waitFor(() => expect(control('classificationId')).toHaveValue('211'));
    expect(control('subcategory')).toHaveValue('21');
    expect(control('category')).toHaveValue('OBS');

    await user.clear(control('sector'));
    await user.type(control('sector'), 'Sur');
    await submit(user, 'Guardar cambios');
    await waitFor(() => expect(mocked.updateTicket).toHaveBeenCalledTimes(1));
    expect(mocked.updateTicket).toHaveBeenCalledWith(
      77,
      expect.objectContaining({
        sector: 'Sur',
        kilometer: 500,
        classificationId: 211,
        dateEvent: TICKET.dateEvent,
        statusCode: 'ABIERTO',
        assignedToId: 'op-1',
        category: 'OBS',
        subcategory: 21,
      }),
    );
    expect(mocked.updateTicket.mock.calls[0]![1]).not.toHaveProperty('website');
    await waitFor(() => expect(success).toHaveBeenCalledWith('The event was updated successfully'));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ kind: 'updated' }));
  });

  it('lets staff attach a photo without an upload token', async () => {
    const user = userEvent.setup();
    mocked.updateTicket.mockResolvedValue(TICKET);
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />);
    const photo = new File(['png'], 'foto.png', { type: 'image/png' });
    await user.upload(control('file'), photo);
    await submit(user, 'Guardar cambios');
    await waitFor(() =>
      expect(mocked.uploadAttachment).toHaveBeenCalledWith(
        77,
        photo,
        expect.objectContaining({ uploadToken: null }),
      ),
    );
    expect(mocked.updateTicket.mock.invocationCallOrder[0]).toBeLessThan(
      mocked.uploadAttachment.mock.invocationCallOrder[0]!,
    );
  });

  it("'Cerrar este evento' sets CERRADO through an update and then locks the form", async () => {
    const user = userEvent.setup();
    mocked.updateTicket.mockImplementation(async (_id, update) => ({ ...TICKET, ...update }));
    const success = jest.spyOn(notify, 'success');
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />);
    await user.click(screen.getByRole('button', { name: 'Cerrar este evento' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('The ticket was closed successfully'));
    expect(mocked.updateTicket).toHaveBeenCalledWith(
      77,
      expect.objectContaining({ statusCode: 'CERRADO', assignedToId: 'op-1', sector: 'Norte' }),
    );
    await waitFor(() => expect(control('fullName')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  });

  it('says so when the ticket could not be closed', async () => {
    const user = userEvent.setup();
    mocked.updateTicket.mockRejectedValue(new api.ApiError(500, '/api/ticket/77', []));
    const error = jest.spyOn(notify, 'error');
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />);
    await user.click(screen.getByRole('button', { name: 'Cerrar este evento' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('The ticket was not closed'));
    expect(control('fullName')).toBeEnabled();
  });

  it('disables every field and the submit of a closed event', async () => {
    await showForm(<EventForm mode="edit" initialTicket={{ ...TICKET, statusCode: 'CERRADO' }} />);
    for (const name of [
      'fullName',
      'rut',
      'email',
      'phone',
      'realAddress',
      'patente',
      'category',
      'subcategory',
      'classificationId',
      'commune',
      'sector',
      'kilometer',
      'orientation',
      'dateEvent',
      'file',
    ]) {
      expect({ name, disabled: (control(name) as HTMLInputElement).disabled }).toEqual({
        name,
        disabled: true,
      });
    }
    expect(await screen.findByTestId('description-editor')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cerrar este evento' })).toBeDisabled();
    expect(
      screen.getByText('Este evento está cerrado: sus datos ya no se pueden modificar.'),
    ).toBeInTheDocument();
  });
});

describe('PublicEventForm', () => {
  it("is titled 'Contacto' and submits with 'Crear Evento'", async () => {
    const user = userEvent.setup();
    await showForm(<PublicEventForm variant="contact" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
    await fillValid(user);
    await submit(user, 'Crear Evento');
    expect(await successPanel()).toHaveTextContent(SUCCESS);
  });
});
