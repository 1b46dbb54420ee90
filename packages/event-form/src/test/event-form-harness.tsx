// What the event form's tests share: the stubbed API's answers, fixtures and how to find and fill
// the controls. Each test file mocks '@vigia/api-client' with ./mock-api-client (the network is
// stubbed at that boundary; ApiError stays real) and the editor with ./mock-description-editor
// (jest.mock applies to the file that calls it), then calls stubTheApi(). Lexical needs the
// contenteditable and selection APIs jsdom lacks, so the lazy editor module is replaced by a labelled
// textarea with the same props; its HTML helpers are tested in lexical-html.test.ts.
import type { ReactElement } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { notify } from '@vigia/design-system';
import type { Category, Classification, Subcategory, Ticket } from '@vigia/domain';
import { makeTicket } from '@vigia/test-utils';
import { EventForm } from '../index';

export const mocked = api as jest.Mocked<typeof api>;

export const CATEGORIES: Category[] = [
  { id: 1, code: 'ACC', name: 'Accidente' },
  { id: 2, code: 'OBS', name: 'Obstáculo' },
];
export const SUBCATEGORIES: Record<number, Subcategory[]> = {
  1: [{ id: 11, name: 'Choque' }],
  2: [{ id: 21, name: 'Animal' }],
};
export const CLASSIFICATIONS: Record<number, Classification[]> = {
  11: [{ id: 111, name: 'Leve' }],
  21: [{ id: 211, name: 'Grande' }],
};

export const CREATE_ERROR = 'Ha ocurrido un error al crear el evento. Por favor contacte con el administrador';
export const SUCCESS = 'El evento fue creado con éxito. Te contactaremos a la brevedad';

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const control = <T extends HTMLElement = HTMLInputElement>(name: string) => {
  const el = document.querySelector<T>(`form [name="${name}"]:not([type="hidden"])`);
  if (!el) throw new Error(`no control named ${name}`);
  return el;
};
export const description = () => screen.getByTestId('description-editor');
/** The success panel (toasts are role=status too). */
export async function successPanel() {
  const panel = (await screen.findByText(/^Número de evento/)).closest<HTMLElement>('[role="status"]');
  if (!panel) throw new Error('the success panel has no role=status');
  return panel;
}

/** The error text tied to a control through aria-describedby (what a screen reader reads). */
export function errorOf(el: HTMLElement): string | null {
  if (el.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

type Render = (ui: ReactElement, options: { lng: 'es' | 'en' }) => Promise<unknown>;

/**
 * `showForm(ui?, lng?)`: renders the form (by default the public create form) and waits for it.
 * The test passes renderWithProviders: only test files import @vigia/test-utils.
 */
export function showFormWith(render: Render) {
  return async (ui: ReactElement = <EventForm mode="create" variant="public" />, lng: 'es' | 'en' = 'es') => {
    await render(ui, { lng });
    await screen.findByRole('form');
  };
}

export async function fillValid(user: UserEvent) {
  await user.type(control('fullName'), 'Juan Pérez');
  await user.type(control('rut'), '12.345.678-5');
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

export const submit = (user: UserEvent, name: string | RegExp = 'Crear evento') => user.click(screen.getByRole('button', { name }));

/** The API's default answers before each test; open toasts closed after it. */
export function stubTheApi() {
  beforeEach(() => {
    jest.clearAllMocks();
    mocked.getCategories.mockResolvedValue(CATEGORIES);
    mocked.getSubcategories.mockImplementation(async (id) => SUBCATEGORIES[id] ?? []);
    mocked.getClassifications.mockImplementation(async (id) => CLASSIFICATIONS[id] ?? []);
    mocked.createTicket.mockResolvedValue({ id: 123, uploadToken: 'tok-123', followUpToken: 'seguir-123' });
    mocked.findPossibleDuplicates.mockResolvedValue([]);
    mocked.listActiveWorks.mockResolvedValue([]);
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
}

/** An open event, as the API returns it, for the edit tests. */
export const TICKET: Ticket = makeTicket({
  id: 77,
  version: 3,
  description: '<p>Animal en la vía</p>',
  kilometer: 500,
  orientation: 'SOUTH',
  dateEvent: '2024-03-10T12:00:00.000Z',
  classificationId: 211,
  email: 'ana@example.cl',
  fullName: 'Ana Soto',
  phone: '123456',
  rut: '11.111.111-1',
  patente: 'XY1234',
  assignedToId: 'op-1',
  assignedToName: 'Operador',
  category: 'OBS',
  subcategory: 21,
  categoryName: 'Obstáculo',
  subcategoryName: 'Animal',
  classificationName: 'Grande',
  createdAt: '2024-03-10T12:05:00.000Z',
  updatedAt: '2024-03-10T12:05:00.000Z',
});
