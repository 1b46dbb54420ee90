import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL, registerServiceWorker } from './register-service-worker';

function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const register = jest.fn().mockResolvedValue({});
  const listeners = new Map<string, () => void>();
  const idleCallbacks: (() => void)[] = [];
  const win = {
    navigator: { serviceWorker: { register } },
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    setTimeout: (callback: () => void) => idleCallbacks.push(callback),
    ...(idle ? { requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback) } : {}),
  };
  return { win: win as unknown as Window, register, listeners, idleCallbacks };
}

it('registers the worker at /event/ only after the load event and an idle moment', () => {
  const { win, register, listeners, idleCallbacks } = fakeWindow('interactive', true);
  registerServiceWorker(win);
  expect(register).not.toHaveBeenCalled();
  listeners.get('load')!();
  expect(register).not.toHaveBeenCalled();
  idleCallbacks.forEach((callback) => callback());
  expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  expect(SERVICE_WORKER_URL.startsWith(SERVICE_WORKER_SCOPE)).toBe(true);
});

it('waits for idle time when the page has already loaded, with a timer where idle callbacks are missing', () => {
  const { win, register, idleCallbacks } = fakeWindow('complete', false);
  registerServiceWorker(win);
  expect(register).not.toHaveBeenCalled();
  idleCallbacks.forEach((callback) => callback());
  expect(register).toHaveBeenCalledTimes(1);
});

it('does nothing in a browser without service workers', () => {
  const win = { navigator: {}, document: { readyState: 'complete' }, addEventListener: jest.fn() } as unknown as Window;
  expect(() => registerServiceWorker(win)).not.toThrow();
  expect(win.addEventListener).not.toHaveBeenCalled();
});
