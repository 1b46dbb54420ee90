import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, getSubcategories } from '@vigia/api-client';
import { toaster } from '@vigia/design-system';
import { createI18n } from '@vigia/i18n';
import { PublicPage } from './public-page';

// The real api-client and its global 404 rule: only the network (fetch) is stubbed.
// Lexical is ESM only and not transformed here; the editor has its own tests in packages/event-form.
jest.mock('@vigia/event-form/description-editor', () => ({
  __esModule: true,
  default: () => <textarea aria-label="Descripción" />,
}));

const categories = [{ id: 1, code: 'ACC', name: 'Accidente' }];
const realFetch = globalThis.fetch;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  configureApi({ base: 'http://localhost' });
  // The server has no subcategories route for this category (a 404), as on a misconfigured API.
  globalThis.fetch = jest.fn(async () => json(404, { payload: null, errors: [{ message: 'No existe' }] })) as typeof fetch;
  // SPEC §8: a failed lookup is also logged; not this test's subject.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  globalThis.fetch = realFetch;
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

it.each([
  { view: 'form', framed: true },
  { view: 'contact', framed: false },
] as const)('a lookup answered 404 on the standalone page %o raises the SPEC §8 service alert', async ({ view, framed }) => {
  const user = userEvent.setup();
  await act(async () => {
    render(<PublicPage view={view} framed={framed} i18n={createI18n('es')} categories={categories} />);
  });
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Categoría/ }), 'ACC');
  await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
  expect(
    await screen.findByText(
      'Ha ocurriido un error consultando el servicio: http://localhost/api/ticket/category/1/subcategories, Por favor contacte con el administrador',
    ),
  ).toBeInTheDocument();
});

it('stops listening once the page is gone (no alert from a later 404)', async () => {
  const user = userEvent.setup();
  let unmount = () => {};
  await act(async () => {
    ({ unmount } = render(<PublicPage view="form" framed i18n={createI18n('es')} categories={categories} />));
  });
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Categoría/ }), 'ACC');
  await screen.findByText(/^Ha ocurriido un error consultando el servicio/);
  act(() => toaster.remove());
  unmount();
  // A failed lookup rejects (its query is not cached as an empty success); no page listens any more.
  await expect(getSubcategories(1)).rejects.toThrow('No existe');
  expect(toaster.getCount()).toBe(0);
});
