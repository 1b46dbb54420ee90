// TanStack Query for the whole front end: `@vigia/api-client/query-client`, the shared entry. It is
// bundled here, tree-shaken to what this file exports, and is one instance (one cache, one React
// context) for the shell and every remote. Features import it through `@vigia/api-client/query`,
// never from @tanstack/react-query itself: a second copy would bring its own, empty, context. The
// query options are not in this entry: a shared entry is loaded whole, so they are bundled per app,
// tree-shaken to the factories each one calls, with their fetchers (decision 020). The keys are:
// one object every app uses, which would otherwise be a copy in the shell and one in each remote.
import { QueryClient, QueryClientContext, useQuery as useTanstackQuery } from '@tanstack/react-query';
export { queryKeys, type PageParams } from './keys';
import { useContext } from 'react';

export {
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';

/**
 * The defaults of a control room: what is on screen is refreshed by the live notification stream
 * (which invalidates what it concerns) and by the mutations, so it is fresh for 30 s without being
 * asked again, and switching windows does not refetch every screen at once. No retries: the HTTP layer
 * (`../http.ts`) already retries a failed GET once, and an error state with its retry button should show at once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // gcTime is TanStack's default: 5 min in the browser, none in Node (a timer would keep the
      // build's first-paint render from exiting).
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
    },
  });
}

/** The app's one client: the shell provides it (QueryClientProvider). */
export const appQueryClient = createQueryClient();

/**
 * The provided client, else the app's: an area's dashboard is also rendered at build time for the
 * page's first paint (@vigia/layout/first-paint), outside the shell's provider.
 */
export function useQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? appQueryClient;
}

// TanStack's useQuery with the client above, and its own types. (useMutation and useInfiniteQuery
// are left out: 0.65 and 0.3 KB gzip of every dashboard's first load, over its budget. Mutations are
// async calls followed by the invalidation helpers.)
export const useQuery = ((options: never, client?: QueryClient) => {
  const fallback = useQueryClient();
  return useTanstackQuery(options, client ?? fallback);
}) as typeof useTanstackQuery;
