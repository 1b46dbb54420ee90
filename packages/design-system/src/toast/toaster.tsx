// App-wide toasts (SPEC §1): bottom right, at most MAX_TOASTS at once (more are queued).
// One module-level store: the design system is a federation singleton, so every remote's
// `notify` call lands in the one <Toaster/> the provider renders. The store is small and ready at
// first paint; the Toaster's view (toaster-view.tsx) loads after it and shows what was queued.
import { createToaster } from '@chakra-ui/react';
import { MAX_TOASTS } from '@vigia/domain';
import { lazy, Suspense } from 'react';

export const toaster = createToaster({ placement: 'bottom-end', max: MAX_TOASTS, pauseOnPageIdle: true });

export type NotifyType = 'success' | 'error' | 'warning' | 'info';

// Errors and warnings stay longer: they usually ask the user to do something.
const DURATION: Record<NotifyType, number> = { success: 5000, info: 5000, warning: 8000, error: 8000 };

function show(type: NotifyType, title: string, description?: string): string {
  return toaster.create({ type, title, description, duration: DURATION[type], closable: true });
}

/** Tiny toast API: `notify.success('Guardado')`, `notify.error(t('errors:createEvent'))`. */
export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  warning: (title: string, description?: string) => show('warning', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  /** Dismiss one toast by id, or all of them. */
  dismiss: (id?: string) => toaster.dismiss(id),
};

export interface ToasterProps {
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
}

const ToasterView = lazy(() => import('./toaster-view'));

export function Toaster(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <ToasterView {...props} />
    </Suspense>
  );
}
