// Lookups through the real API client and query layer; only the network (fetch) is stubbed.
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi } from '../http';
import { createQueryClient } from './client';
import { queryKeys } from './keys';
import { categoriesQueryOptions, statusesQueryOptions, useLookup } from './lookup-options';

type Answer = () => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const categories = json.bind(null, 200, { payload: [{ id: 1, code: 'ACC', name: 'Accidente' }] });
const failure = () => json(503, { payload: null, errors: [{ message: 'Ocupado' }] });

let requests: string[] = [];
function serve(answers: Record<string, Answer>) {
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
    requests.push(path);
    return answers[path]?.() ?? json(404, { payload: null });
  }) as typeof fetch;
}

/** Two different screens that name the categories: a filter and a form field. */
function CategoryFilter() {
  const list = useLookup(categoriesQueryOptions());
  return (
    <select aria-label="Filtrar por categoría">
      {list.map((c) => (
        <option key={c.id}>{c.name}</option>
      ))}
    </select>
  );
}
function CategoryField() {
  const list = useLookup(categoriesQueryOptions());
  const statuses = useLookup(statusesQueryOptions());
  return (
    <>
      <ul aria-label="Categorías">
        {list.map((c) => (
          <li key={c.id}>{c.name}</li>
        ))}
      </ul>
      <p>{`${statuses.length} estados`}</p>
    </>
  );
}

function renderIn(ui: ReactNode, client = createQueryClient()) {
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

beforeEach(() => configureApi({ base: 'http://api.test' }));

it('reads a lookup once for every screen that shows it', async () => {
  serve({ '/api/ticket/category': categories, '/api/ticket/status': () => json(200, { payload: [{ code: 'ABIERTO', name: 'Abierto' }] }) });
  const { client, unmount } = renderIn(
    <>
      <CategoryFilter />
      <CategoryField />
    </>,
  );
  expect(await screen.findByRole('option', { name: 'Accidente' })).toBeInTheDocument();
  expect(await screen.findByRole('listitem')).toHaveTextContent('Accidente');
  expect(await screen.findByText('1 estados')).toBeInTheDocument();
  unmount();
  // A later screen is drawn from the cache: reference data stays fresh.
  renderIn(<CategoryField />, client);
  expect(screen.getByRole('listitem')).toHaveTextContent('Accidente');
  expect(requests.filter((path) => path === '/api/ticket/category')).toHaveLength(1);
  expect(requests.filter((path) => path === '/api/ticket/status')).toHaveLength(1);
});

it('gives the screen an empty list after a failure, logs it, and reads it again on the next mount', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  serve({ '/api/ticket/category': failure, '/api/ticket/status': failure });
  const { client, unmount } = renderIn(<CategoryFilter />);
  const key = queryKeys.lookups.categories();
  await waitFor(() => expect(client.getQueryState(key)?.status).toBe('error'));
  // SPEC §8: logged, and the screen still renders, with nothing to choose.
  expect(log).toHaveBeenCalledWith('Lookup /api/ticket/category failed', expect.anything());
  expect(screen.getByRole('combobox', { name: 'Filtrar por categoría' })).toBeEmptyDOMElement();
  // The failure is not kept as an answer.
  expect(client.getQueryData(key)).toBeUndefined();
  unmount();

  serve({ '/api/ticket/category': categories });
  await act(async () => void renderIn(<CategoryFilter />, client));
  expect(await screen.findByRole('option', { name: 'Accidente' })).toBeInTheDocument();
  expect(requests).toEqual(['/api/ticket/category']);
  log.mockRestore();
});
