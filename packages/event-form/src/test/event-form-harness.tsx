// What the event form's tests share: the stubbed API's answers and how to show the form and find
// and fill its controls. Importing it (first, before anything else of the package) puts the stand-ins of
// ./form-stand-ins in place and gives every test of the file the API's default answers; Lexical
// needs the contenteditable and selection APIs jsdom lacks, so its HTML helpers are tested in
// lexical-html.test.ts.
import './form-stand-ins';
import type { ReactElement } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { notify } from '@vigia/design-system';
import { renderWithProviders } from '@vigia/test-utils';
import { EventForm } from '../index';
import { CATEGORIES, CLASSIFICATIONS, SUBCATEGORIES } from './form-fixtures';

export const mocked = api as jest.Mocked<typeof api>;

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

/** Renders the form (by default the public create form) and waits for it. */
export async function showForm(ui: ReactElement = <EventForm mode="create" variant="public" />, lng: 'es' | 'en' = 'es') {
  await renderWithProviders(ui, { lng });
  await screen.findByRole('form');
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

/** Shows the public form, fills it validly and sends it; resolves once the API has the report. */
export async function sendValidReport(user: UserEvent) {
  await showForm();
  await fillValid(user);
  await submit(user);
  await waitFor(() => expect(mocked.createTicket).toHaveBeenCalledTimes(1));
}

// The API's default answers before each test; open toasts closed after it.
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
