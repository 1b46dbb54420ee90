// A whole (unpaged) list's body: loading, the failure with a retry, the empty state, or the rows.
// The settings' lists and the lockouts draw only their rows; the states are written here once.
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states';

/** A query as a screen draws it (`loadStateOf` of the query layer has this shape). */
export type LoadedListState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T[] };

export interface LoadedListProps<T> {
  state: LoadedListState<T>;
  /** The rows (a list or a table of their own). */
  children: (items: T[]) => ReactNode;
  labels: { loading: string; error: ReactNode; retry: string; empty: string };
  onRetry: () => void;
}

export function LoadedList<T>({ state, children, labels, onRetry }: LoadedListProps<T>) {
  if (state.status === 'loading') return <LoadingState label={labels.loading} />;
  if (state.status === 'error') return <ErrorState message={labels.error} retryLabel={labels.retry} onRetry={onRetry} />;
  if (state.data.length === 0) return <EmptyState title={labels.empty} />;
  return children(state.data);
}
