import { Component, Suspense, lazy, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote area crashed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function RemoteFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <ErrorState title={t('remoteError.title')} message={t('remoteError.text')} retryLabel={t('remoteError.retry')} onRetry={onRetry} />
  );
}

export interface RemoteViewProps<P> {
  load: () => Promise<ComponentType<P>>;
  props: P;
}

function lazyFrom<P>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

/**
 * Renders a run-time loaded component. React.lazy caches a rejection, so "retry" builds a new
 * lazy component and remounts the boundary.
 */
export function RemoteView<P extends object>({ load, props }: RemoteViewProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [Loaded, setLoaded] = useState(() => lazyFrom(load));
  const retry = () => {
    setLoaded(() => lazyFrom(load));
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <RemoteFailure onRetry={retry} />}>
      <Suspense fallback={<LoadingState />}>
        <Loaded {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
