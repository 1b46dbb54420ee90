// One page load in a fresh browser context of Debian's Chromium, with optional CDP throttling:
// paint metrics from PerformanceObserver, bytes from Resource Timing, JS heap from CDP.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { StoredSession } from './session.ts';
import { storeSessionInPage } from './session.ts';
import { CHROMIUM_LAUNCH } from '../../scripts/chromium.ts';

export { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium.ts';

export interface Condition {
  name: 'unthrottled' | 'throttled';
  /** RTT in ms and throughput in bytes/s (CDP Network.emulateNetworkConditions). */
  network: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
  cpuSlowdown: number;
  /** No network and no long task for this long ends the run. */
  quietMs: number;
}

export const UNTHROTTLED: Condition = { name: 'unthrottled', network: null, cpuSlowdown: 1, quietMs: 1000 };
export const THROTTLED: Condition = {
  name: 'throttled',
  network: { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
  cpuSlowdown: 4,
  quietMs: 1500,
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

export interface ResourceEntry {
  url: string;
  startTime: number;
  responseEnd: number;
  transferSize: number;
  encodedBodySize: number;
}

export interface LoadSample {
  fcpMs: number | null;
  lcpMs: number | null;
  /** Sum of (duration − 50 ms) of the long tasks that start after FCP, until the page is quiet. */
  tbtMs: number;
  longTasks: number;
  readyMs: number;
  jsHeapUsedBytes: number;
  document: ResourceEntry;
  resources: ResourceEntry[];
}

interface PageProbe {
  fcp: number | null;
  lcp: number | null;
  longTasks: [number, number][];
  lastLongTaskEnd: number;
}

declare global {
  interface Window {
    __benchProbe?: PageProbe;
  }
}

/** Runs in the page before its scripts: buffered observers keep what happens from the start. */
function installProbe(): void {
  const probe: PageProbe = { fcp: null, lcp: null, longTasks: [], lastLongTaskEnd: 0 };
  window.__benchProbe = probe;
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser does not support stays null
    }
  };
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') probe.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => {
    probe.lcp = e.startTime;
  });
  observe('longtask', (e) => {
    probe.longTasks.push([e.startTime, e.duration]);
    probe.lastLongTaskEnd = Math.max(probe.lastLongTaskEnd, e.startTime + e.duration);
  });
}

export interface LoadOptions {
  url: string;
  condition: Condition;
  session?: StoredSession | undefined;
  /** Resolves when the page shows what it is for. */
  ready: (page: Page) => Promise<void>;
  /** Called for every JS response with its decoded body (for size and composition). */
  onJs?: ((url: string, body: Buffer) => void) | undefined;
  /** Steps after `ready` that belong to the measured flow (e.g. signing in). */
  after?: ((page: Page) => Promise<void>) | undefined;
  timeoutMs?: number;
}

async function throttle(context: BrowserContext, page: Page, condition: Condition) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (condition.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...condition.network });
  }
  if (condition.cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpuSlowdown });
  return cdp;
}

export async function measureLoad(browser: Browser, options: LoadOptions): Promise<LoadSample> {
  const context = await browser.newContext();
  try {
    if (options.session) await context.addInitScript(storeSessionInPage, options.session);
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    const timeout = options.timeoutMs ?? 45_000;
    page.setDefaultTimeout(timeout);
    const cdp = await throttle(context, page, options.condition);

    // Server-sent events stay open for the life of the page: they are not "loading".
    let inFlight = 0;
    let lastNetworkAt = Date.now();
    const counted = new WeakSet<object>();
    page.on('request', (request) => {
      if (request.resourceType() === 'eventsource') return;
      counted.add(request);
      inFlight++;
      lastNetworkAt = Date.now();
    });
    const settle = (request: object) => {
      if (!counted.has(request)) return;
      counted.delete(request);
      inFlight--;
      lastNetworkAt = Date.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    const bodies: Promise<void>[] = [];
    if (options.onJs) {
      const onJs = options.onJs;
      page.on('response', (response) => {
        if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
        bodies.push(
          response.body().then(
            (body) => onJs(response.url(), body),
            () => undefined,
          ),
        );
      });
    }

    // A chunk that went missing (a rebuild under us) is why a page never gets ready: say which.
    const httpErrors: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) httpErrors.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto(options.url, { waitUntil: 'commit' });
    await options.ready(page).catch((error: unknown) => {
      throw new Error(`${String(error).split('\n')[0]}${httpErrors.length ? ` (HTTP errors: ${httpErrors.join(', ')})` : ''}`, {
        cause: error,
      });
    });
    const readyMs = await page.evaluate(() => performance.now());
    if (options.after) await options.after(page);

    const deadline = Date.now() + timeout;
    for (;;) {
      const sinceLongTask = await page.evaluate(() => performance.now() - (window.__benchProbe?.lastLongTaskEnd ?? 0));
      const quiet = inFlight === 0 && Date.now() - lastNetworkAt >= options.condition.quietMs && sinceLongTask >= options.condition.quietMs;
      if (quiet || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 200));
    }

    const data = await page.evaluate(() => {
      const pick = (e: PerformanceResourceTiming) => ({
        url: e.name,
        startTime: e.startTime,
        responseEnd: e.responseEnd,
        transferSize: e.transferSize,
        encodedBodySize: e.encodedBodySize,
      });
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(pick);
      return { probe: window.__benchProbe!, document: pick(nav), resources };
    });
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    await Promise.all(bodies);

    const fcp = data.probe.fcp;
    const blocking = data.probe.longTasks.filter(([start]) => fcp !== null && start >= fcp);
    return {
      fcpMs: fcp,
      lcpMs: data.probe.lcp,
      tbtMs: blocking.reduce((n, [, duration]) => n + Math.max(0, duration - 50), 0),
      longTasks: data.probe.longTasks.length,
      readyMs,
      jsHeapUsedBytes: metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0,
      document: data.document,
      resources: data.resources,
    };
  } finally {
    await context.close();
  }
}
