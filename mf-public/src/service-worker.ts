// The public form's service worker (Workbox, built by InjectManifest into dist/sw.js and served at
// /event/sw.js): the page's scripts are precached, so a second visit opens without a network; the
// page itself and its look-ups come from the network when it answers within a few seconds, else from
// the copy kept the last time. Reports made offline are kept by the page (IndexedDB), not here.
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { FORM_PAGE, isFormPage, isOfflineLookup, lookupUrls } from './sw-routes';

// The DOM library has no worker types, and this file shares the app's tsconfig: what it uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
};

const PAGES = 'vigia-public-page';
const LOOKUPS = 'vigia-public-lookups';
// One bar of signal: wait this long for the network, then open the kept copy.
const NETWORK_TIMEOUT_S = 4;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  ({ url, request }) => request.mode === 'navigate' && isFormPage(url),
  new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: NETWORK_TIMEOUT_S }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && isOfflineLookup(url, self.location.origin),
  new NetworkFirst({ cacheName: LOOKUPS, networkTimeoutSeconds: NETWORK_TIMEOUT_S }),
);

async function keep(cacheName: string, url: string): Promise<Response | null> {
  try {
    const response = await fetch(url, { credentials: 'omit' });
    if (!response.ok) return null;
    await (await caches.open(cacheName)).put(url, response.clone());
    return response;
  } catch {
    return null;
  }
}

type Named = { id: number };
const ids = async (response: Response | null): Promise<number[]> =>
  ((((await response?.json().catch(() => null)) as { payload?: Named[] } | null)?.payload ?? []) as Named[]).map((x) => x.id);

/** The page and the whole category cascade, so the first report can be made offline too. */
async function warm(): Promise<void> {
  await keep(PAGES, FORM_PAGE);
  const categories = await ids(await keep(LOOKUPS, '/api/ticket/category'));
  const subcategories: number[] = [];
  for (const url of lookupUrls(categories, [])) subcategories.push(...(await ids(await keep(LOOKUPS, url))));
  for (const url of lookupUrls([], subcategories)) await keep(LOOKUPS, url);
  await keep(LOOKUPS, '/api/location/reference');
}

self.addEventListener('install', (event) => {
  // Failures are ignored: the precache is what the install needs; the warm copies help offline.
  event.waitUntil(warm());
  void self.skipWaiting();
});

// Issue 37: the page that installed the worker is controlled at once, not from its next load, so
// the look-ups it asks for once the signal goes (a category's subcategories) come from the copies
// warmed above without a reload.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
