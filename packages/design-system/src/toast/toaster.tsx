// App-wide toasts (SPEC §1): bottom right, at most MAX_TOASTS at once (more are queued).
// The design system is a federation singleton, so every remote's `notify` lands in the one
// <Toaster/> the provider renders. Zag's toast store and the view are one chunk, fetched with the
// first toast: most pages never show one, and a toast can wait a round trip.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastStore } from './toaster-view';

export type NotifyType = 'success' | 'error' | 'warning' | 'info';

// Errors and warnings stay longer: they usually ask the user to do something.
const DURATION: Record<NotifyType, number> = { success: 5000, info: 5000, warning: 8000, error: 8000 };

let store: ToastStore | null = null;
let loading: Promise<ToastStore> | null = null;
const subscribers = new Set<() => void>();

function loadStore(): Promise<ToastStore> {
  loading ??= import('./toaster-view').then((m) => {
    store = m.toaster;
    for (const notifySubscriber of subscribers) notifySubscriber();
    return m.toaster;
  });
  return loading;
}

function show(type: NotifyType, title: string, description?: string): void {
  const toast = { type, title, description, duration: DURATION[type], closable: true };
  if (store) store.create(toast);
  else void loadStore().then((s) => s.create(toast));
}

/** Tiny toast API: `notify.success('Guardado')`, `notify.error(t('errors:createEvent'))`. */
export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  warning: (title: string, description?: string) => show('warning', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  /** Dismiss one toast by id, or all of them. */
  dismiss: (id?: string) => store?.dismiss(id),
};

/** What tests need of the store: clear it between tests, count what is shown or queued. */
export const toaster = {
  remove: () => store?.remove(),
  getCount: () => store?.getCount() ?? 0,
};

export interface ToasterProps {
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Accessible name of the toasts' region, with the key that focuses it (Zag's Alt+T). */
  regionLabel?: string;
}

const ToasterView = lazy(() => import('./toaster-view'));
const subscribe = (callback: () => void) => {
  subscribers.add(callback);
  return () => subscribers.delete(callback);
};

export function Toaster(props: ToasterProps) {
  const ready = useSyncExternalStore(
    subscribe,
    () => store !== null,
    () => false,
  );
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView {...props} />
    </Suspense>
  );
}
