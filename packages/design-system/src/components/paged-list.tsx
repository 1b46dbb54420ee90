// A list screen's body: loading, the failure with a retry, the empty state, or the rows and the
// pager. Each list screen draws only its rows; the states and the paging are written here once.
import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Paged } from '@vigia/domain';
import { PaginationControls, type PaginationLabels } from './pagination-controls';
import { EmptyState, ErrorState, LoadingState } from './states';

/** A query as a screen draws it (`loadStateOf` of the query layer has this shape). */
export type PagedListState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: Paged<T> };

export interface PagedListProps<T> {
  state: PagedListState<T>;
  /** The rows of the page shown (a list or a table of its own). */
  children: (items: T[]) => ReactNode;
  onPageChange: (page: number) => void;
  labels: {
    loading: string;
    error: ReactNode;
    retry: string;
    empty: string;
    pagination: Partial<PaginationLabels>;
  };
  onRetry: () => void;
  /** The rows are narrowed by filters: the empty state offers to clear them ("Limpiar filtros"). */
  clearFilters?: { label: string; onClear: () => void };
  /** The page and its size when the screen keeps them (the URL) rather than the answer. */
  page?: number;
  size?: number;
}

export function PagedList<T>({ state, children, onPageChange, labels, onRetry, clearFilters, page, size }: PagedListProps<T>) {
  if (state.status === 'loading') return <LoadingState label={labels.loading} />;
  if (state.status === 'error') return <ErrorState message={labels.error} retryLabel={labels.retry} onRetry={onRetry} />;
  const { content, total, totalCapped } = state.data;
  if (content.length === 0) {
    const clear = clearFilters && (
      <Button variant="outline" onClick={clearFilters.onClear}>
        {clearFilters.label}
      </Button>
    );
    return <EmptyState title={labels.empty} action={clear} />;
  }
  return (
    <Stack gap="3">
      {children(content)}
      <PaginationControls
        page={page ?? state.data.page}
        size={size ?? state.data.size}
        total={total}
        totalCapped={totalCapped}
        onPageChange={onPageChange}
        labels={labels.pagination}
      />
    </Stack>
  );
}
