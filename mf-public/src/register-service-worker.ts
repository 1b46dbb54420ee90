// The service worker is registered only after the page is painted and idle: it then downloads the
// page's files again to precache them, which must not compete with the first load.
export const SERVICE_WORKER_URL = '/event/sw.js';
export const SERVICE_WORKER_SCOPE = '/event/';

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

export function registerServiceWorker(win: IdleWindow = window): void {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch(() => {
      // Not served (a development server) or refused: the form works without it.
    });
  };
  const whenIdle = () =>
    win.requestIdleCallback ? win.requestIdleCallback(register, { timeout: 10_000 }) : win.setTimeout(register, 2000);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
