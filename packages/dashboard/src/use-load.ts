import { startTransition, useCallback, useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** Runs `load` on mount and on retry; ignores answers that arrive after unmount. */
export function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    // On a retry; on mount it is loading already, and a new object would render the screen again.
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    // The answer is drawn as a transition: React then yields to the browser every few milliseconds
    // while it renders the figures, instead of blocking input for the whole screen at once.
    const settle = (next: LoadState<T>) => live && startTransition(() => setState(next));
    load().then(
      (data) => settle({ status: 'ready', data }),
      () => settle({ status: 'error' }),
    );
    return () => {
      live = false;
    };
    // `load` is a module-level function or stable callback; attempt re-runs it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
