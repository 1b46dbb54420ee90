// Front-end half of `pnpm bench` (issue #7): production build in Debian's Chromium, median of N fresh
// runs per page, unthrottled and throttled; bytes, requests, FCP, LCP, TBT, JS heap; federation checks;
// Lighthouse mobile scores. `node bench/front.ts [--runs N] [--quick] [--pages=/a,/b] [--no-build]`
// writes bench/results/front.json.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { APPS, buildIfStale, root } from '../scripts/lib.ts';
import { CHROMIUM, launchBrowser, measureLoad, THROTTLED, UNTHROTTLED, type Condition, type LoadSample } from './lib/browser.ts';
import { analyseJs, otherAreaCode, packagesByArea, singletonCopies, type Area, type JsFileInfo } from './lib/bundle.ts';
import { runLighthouse, type LighthouseResult } from './lib/lighthouse.ts';
import { startWebServer } from './lib/server.ts';
import { DEMO_PASSWORD, signInThroughApi, type StoredSession } from './lib/session.ts';
import { kb, median, ms } from './lib/stats.ts';

export interface FrontOptions {
  /** Fresh loads per page and condition (median reported); 5 by default, 1 with quick. */
  runs?: number;
  /** One run, unthrottled only, no Lighthouse. */
  quick?: boolean;
  /** Port of the server this bench starts (8400–8499). */
  port?: number;
  /** Debugging port of the Chromium Lighthouse drives (9400–9499). */
  lighthousePort?: number;
  /** Measure a server that is already running instead of starting one. */
  baseUrl?: string;
  /** Run `build:stale` first (default true). */
  build?: boolean;
  /** Only these pages (their paths), e.g. for an A/B of what moves them (bench/ab.ts). */
  pages?: string[];
  /** Role whose dashboard Lighthouse scores. */
  lighthouseRole?: Role;
  /** Write bench/results/front.json and print the tables (default true). */
  report?: boolean;
  log?: (line: string) => void;
}

const ROLES = ['driver', 'operator', 'supervisor', 'inspector', 'admin'] as const;
type Role = (typeof ROLES)[number];

interface Budget {
  jsGzipKb: number;
  throttledLcpMs: number;
  lighthouse: number;
}
const EVENT_FORM_BUDGET: Budget = { jsGzipKb: 200, throttledLcpMs: 1500, lighthouse: 95 };
const DASHBOARD_BUDGET: Budget = { jsGzipKb: 250, throttledLcpMs: 2500, lighthouse: 95 };

interface PageSpec {
  page: string;
  path: string;
  area: Area;
  role?: Role;
  budget?: Budget;
  ready: (page: Page) => Promise<void>;
}

// The server sends the form in its HTML, inert until hydrated: ready when it can be used.
const eventFormReady = async (page: Page) => {
  await page.locator('select[name="category"]').waitFor();
  await page.waitForFunction(() => !document.querySelector('[inert]'));
};

function dashboardReady(role: Role) {
  return async (page: Page) => {
    await page.getByRole('heading', { level: 1 }).waitFor();
    const at = new URL(page.url()).pathname;
    if (at !== `/${role}/dashboard`) throw new Error(`Expected /${role}/dashboard, the page is at ${at} (session not accepted?)`);
  };
}

const PAGES: PageSpec[] = [
  { page: '/event/form', path: '/event/form', area: 'public', budget: EVENT_FORM_BUDGET, ready: eventFormReady },
  {
    page: '/remotes/public/ (embeddable form)',
    path: '/remotes/public/',
    area: 'public',
    budget: EVENT_FORM_BUDGET,
    ready: eventFormReady,
  },
  { page: '/user/login', path: '/user/login', area: 'shell', ready: (p) => p.getByRole('button', { name: 'Ingresar' }).waitFor() },
  ...ROLES.map((role): PageSpec => ({
    page: `/${role}/dashboard`,
    path: `/${role}/dashboard`,
    area: role,
    role,
    budget: DASHBOARD_BUDGET,
    ready: dashboardReady(role),
  })),
];

export interface RunMetrics {
  requests: number;
  transferBytes: number;
  jsRequests: number;
  jsTransferBytes: number;
  jsGzipBytes: number;
  jsGzipBeforeFcpBytes: number;
  jsGzipBeforeLcpBytes: number;
  /** Lexical (editor) chunks requested after FCP. */
  lazyLexicalGzipBytes: number;
  /** What the JS budget is checked on: all first-load JS except Lexical loaded after FCP. */
  budgetJsGzipBytes: number;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number;
  readyMs: number;
  jsHeapUsedBytes: number;
}

interface BudgetCheck {
  limit: number;
  value: number | null;
  pass: boolean;
}

export interface PageResult {
  page: string;
  path: string;
  condition: Condition['name'];
  runs: number;
  median: { [K in keyof RunMetrics]: number | null };
  samples: RunMetrics[];
  budget: { jsGzipKb?: BudgetCheck; lcpMs?: BudgetCheck; pass: boolean } | null;
}

export interface FederationResult {
  page: string;
  area: Area;
  otherAreaGzipBytes: number;
  otherAreaFiles: { file: string; gzipBytes: number; reasons: string[] }[];
  copies: ReturnType<typeof singletonCopies>;
  pass: boolean;
}

export interface SignInResult {
  role: Role;
  condition: Condition['name'];
  /** From the click on "Ingresar" to the dashboard heading. */
  signInMs: number;
  requests: number;
  transferBytes: number;
  jsGzipBytes: number;
}

export interface FrontResults {
  date: string;
  chromium: string;
  runs: number;
  quick: boolean;
  method: Record<string, string>;
  pages: PageResult[];
  federation: FederationResult[];
  signIn: SignInResult[];
  /** The run with the median score of `runs` runs (its metrics), and every run's score. */
  lighthouse: (LighthouseResult & { page: string; scores: number[]; budget: BudgetCheck })[];
  budgets: { checked: number; failed: string[] };
  /** Apps rebuilt (by someone else) while this bench ran: their figures mix two builds. */
  rebuiltDuringRun: string[];
}

const METHOD = {
  build: 'production build (build:stale), served pre-compressed by the API server (WEB_ROOT)',
  runs: 'each run a fresh browser context (empty cache and storage); median per metric',
  viewport: 'Playwright default 1280×720, desktop user agent',
  throttled: 'CDP Network.emulateNetworkConditions latency 150 ms, 1.6 Mbit/s down, 750 kbit/s up; Emulation.setCPUThrottlingRate 4',
  end: 'a run ends when the page is ready and then quiet: no request in flight (SSE excluded) and no long task for 1 s (1.5 s throttled)',
  fcpLcp: 'PerformanceObserver paint / largest-contentful-paint (buffered), ms from navigation start',
  tbt: 'sum of (duration − 50 ms) of long tasks starting after FCP until the run ends (not Lighthouse’s FCP→TTI window)',
  heap: 'CDP Performance.getMetrics JSHeapUsedSize after a forced GC at the end of the run',
  bytes:
    'transferBytes = Resource Timing transferSize (what the browser received, br/gzip as served, with headers); jsGzip = gzip -9 of each JS body',
  jsBudget: 'budgetJsGzip = all first-load JS gzip except Lexical chunks requested after FCP; KB = 1024 bytes',
  federation:
    'other-area code = files served by another remote or holding a workspace package neither the shell nor the area depends on; copies = most files holding one module of the library, by chunk name, content signature and source map',
  lighthouse:
    'lighthouse npm, mobile form factor, default simulated throttling, each run a fresh Chromium; the run with the median score of `runs`; dashboard after priming the session in localStorage (disableStorageReset)',
};

const LIVE_TOAST_RETRIES = 2;
// The toasts' view, fetched with the first toast (design-system/src/toast/toaster.tsx).
const showsToast = (info: JsFileInfo | undefined) =>
  (info?.modules ?? []).some((m) => m.endsWith('design-system/src/toast/toaster-view.tsx'));

function runMetrics(sample: LoadSample, infoOf: (url: string) => JsFileInfo | undefined): RunMetrics {
  const js = sample.resources.filter((r) => /\.m?js$/.test(new URL(r.url).pathname));
  const gzip = (entries: typeof js) => entries.reduce((n, r) => n + (infoOf(r.url)?.gzipBytes ?? 0), 0);
  const before = (t: number | null) => (t === null ? [] : js.filter((r) => r.responseEnd <= t));
  const lazyLexical = js.filter((r) => infoOf(r.url)?.lexical && sample.fcpMs !== null && r.startTime > sample.fcpMs);
  const jsGzipBytes = gzip(js);
  return {
    requests: sample.resources.length + 1,
    transferBytes: sample.document.transferSize + sample.resources.reduce((n, r) => n + r.transferSize, 0),
    jsRequests: js.length,
    jsTransferBytes: js.reduce((n, r) => n + r.transferSize, 0),
    jsGzipBytes,
    jsGzipBeforeFcpBytes: gzip(before(sample.fcpMs)),
    jsGzipBeforeLcpBytes: gzip(before(sample.lcpMs)),
    lazyLexicalGzipBytes: gzip(lazyLexical),
    budgetJsGzipBytes: jsGzipBytes - gzip(lazyLexical),
    fcpMs: sample.fcpMs,
    lcpMs: sample.lcpMs,
    tbtMs: sample.tbtMs,
    readyMs: sample.readyMs,
    jsHeapUsedBytes: sample.jsHeapUsedBytes,
  };
}

/** When each app was last built: a rebuild during the run mixes two builds in the figures. */
function buildStamps(): Record<string, number> {
  return Object.fromEntries(
    APPS.map((app) => {
      const manifest = path.join(root, app, 'dist', 'mf-manifest.json');
      return [app, existsSync(manifest) ? statSync(manifest).mtimeMs : 0];
    }),
  );
}

function check(limit: number, value: number | null): BudgetCheck {
  return { limit, value, pass: value !== null && value <= limit };
}

export async function benchFront(options: FrontOptions = {}): Promise<FrontResults> {
  const log = options.log ?? ((line: string) => console.log(line));
  const quick = options.quick ?? false;
  const runs = options.runs ?? (quick ? 1 : 5);
  const conditions = quick ? [UNTHROTTLED] : [UNTHROTTLED, THROTTLED];
  const port = options.port ?? Number(process.env.BENCH_FRONT_PORT ?? 8410);
  const lighthousePort = options.lighthousePort ?? Number(process.env.BENCH_FRONT_CDP_PORT ?? 9410);
  const lighthouseRole = options.lighthouseRole ?? 'operator';

  const selected = options.pages ? PAGES.filter((spec) => options.pages!.includes(spec.path)) : PAGES;
  if (selected.length === 0) throw new Error(`--pages matches none of ${PAGES.map((spec) => spec.path).join(', ')}`);
  const selectedRoles = ROLES.filter((role) => !options.pages || selected.some((spec) => spec.role === role));

  if (options.build ?? true) await buildIfStale();
  const builtBefore = buildStamps();
  const server = options.baseUrl ? null : await startWebServer(port);
  const base = options.baseUrl ?? server!.baseUrl;
  let browser: Browser | null = null;
  try {
    const sessions = new Map<Role, StoredSession>();
    for (const role of ROLES) sessions.set(role, await signInThroughApi(base, `${role}@example.com`));

    // Composition of each JS file, once per URL (hashed names: the same URL is the same file).
    const infos = new Map<string, Promise<JsFileInfo>>();
    const onJs = (url: string, body: Buffer) => {
      if (!infos.has(url)) infos.set(url, analyseJs(url, body));
    };
    const resolved = new Map<string, JsFileInfo>();
    const resolveInfos = async (urls: string[]) => {
      for (const url of urls) {
        if (resolved.has(url)) continue;
        if (!infos.has(url)) {
          // The body was not captured (e.g. the page closed first): fetch the same URL again.
          const response = await fetch(url);
          if (!response.ok) throw new Error(`Could not read ${url}: HTTP ${response.status}`);
          infos.set(url, analyseJs(url, Buffer.from(await response.arrayBuffer())));
        }
        resolved.set(url, await infos.get(url)!);
      }
    };
    const jsUrls = (sample: LoadSample) => sample.resources.map((r) => r.url).filter((u) => /\.m?js$/.test(new URL(u).pathname));

    const activeBrowser = await launchBrowser();
    browser = activeBrowser;
    const chromiumVersion = activeBrowser.version();
    const reach = packagesByArea();
    const pages: PageResult[] = [];
    const downloadedJs = new Map<string, { area: Area; loads: string[][] }>();

    for (const condition of conditions) {
      for (const spec of selected) {
        const samples: RunMetrics[] = [];
        for (let i = 0; i < runs; i++) {
          const load = () =>
            measureLoad(activeBrowser, {
              url: base + spec.path,
              condition,
              session: spec.role ? sessions.get(spec.role) : undefined,
              ready: spec.ready,
              onJs,
            });
          // The shared machine rebuilds apps under us: one failed load is retried, with its reason logged.
          const loadOnce = () =>
            load().catch((error: unknown) => {
              log(`${condition.name} ${spec.page} run ${i + 1} failed, retrying: ${String(error).split('\n')[0]}`);
              return load();
            });
          let sample = await loadOnce();
          let urls = jsUrls(sample);
          await resolveInfos(urls);
          // A live notification that arrives during the run (the server's SLA scan, every 30 s from
          // its start, tells the supervisors of the demo events past their time) shows a toast, whose
          // view is fetched then: not the page's first load. Such a run is measured again.
          for (let retry = 0; retry < LIVE_TOAST_RETRIES && urls.some((u) => showsToast(resolved.get(u))); retry++) {
            log(`${condition.name} ${spec.page} run ${i + 1}: a live notification's toast during the run, measuring again`);
            sample = await loadOnce();
            urls = jsUrls(sample);
            await resolveInfos(urls);
          }
          if (urls.some((u) => showsToast(resolved.get(u)))) {
            log(`${condition.name} ${spec.page} run ${i + 1}: a toast in every try; its chunks are counted`);
          }
          // BENCH_FRONT_FILES=1 lists each JS file of the load with its gzip size (where the bytes are).
          if (process.env.BENCH_FRONT_FILES)
            for (const u of urls) log(`  ${((resolved.get(u)?.gzipBytes ?? 0) / 1024).toFixed(1).padStart(6)} KB  ${new URL(u).pathname}`);
          samples.push(runMetrics(sample, (u) => resolved.get(u)));
          const record = downloadedJs.get(spec.page) ?? { area: spec.area, loads: [] };
          record.loads.push(urls);
          downloadedJs.set(spec.page, record);
        }
        const med = Object.fromEntries(
          (Object.keys(samples[0]!) as (keyof RunMetrics)[]).map((k) => [k, median(samples.map((s) => s[k]))]),
        ) as PageResult['median'];
        let budget: PageResult['budget'] = null;
        if (spec.budget) {
          const jsGzipKb = check(spec.budget.jsGzipKb, med.budgetJsGzipBytes === null ? null : med.budgetJsGzipBytes / 1024);
          const lcpMs = condition.name === 'throttled' ? check(spec.budget.throttledLcpMs, med.lcpMs) : undefined;
          budget = { jsGzipKb, ...(lcpMs ? { lcpMs } : {}), pass: jsGzipKb.pass && (lcpMs?.pass ?? true) };
        }
        pages.push({ page: spec.page, path: spec.path, condition: condition.name, runs, median: med, samples, budget });
        log(`${condition.name.padEnd(11)} ${spec.page.padEnd(36)} JS ${kb(med.jsGzipBytes)} KB gzip, LCP ${ms(med.lcpMs)} ms`);
      }
    }

    // Every load of a page is checked; the worst load is reported.
    const federation: FederationResult[] = [];
    for (const [page, { area, loads }] of downloadedJs) {
      let worst: FederationResult | null = null;
      for (const urls of loads) {
        const files = [...new Set(urls)].map((u) => resolved.get(u)!);
        const other = otherAreaCode(files, area, reach);
        const copies = singletonCopies(files);
        const pass = other.gzipBytes === 0 && Object.values(copies).every((c) => c.copies === 1);
        const result = { page, area, otherAreaGzipBytes: other.gzipBytes, otherAreaFiles: other.files, copies, pass };
        const score = (r: FederationResult) => r.otherAreaGzipBytes + Math.max(...Object.values(r.copies).map((c) => c.copies));
        if (!worst || (worst.pass && !pass) || (worst.pass === pass && score(result) > score(worst))) worst = result;
      }
      federation.push(worst!);
    }

    // Signing in from /user/login to the dashboard, once per role (unthrottled).
    const signIn: SignInResult[] = [];
    for (const role of selectedRoles) {
      let signInMs = 0;
      const sample = await measureLoad(activeBrowser, {
        url: `${base}/user/login`,
        condition: UNTHROTTLED,
        ready: (p) => p.getByRole('button', { name: 'Ingresar' }).waitFor(),
        onJs,
        after: async (p) => {
          await p.getByLabel('Correo electrónico').fill(`${role}@example.com`);
          await p.getByLabel('Contraseña', { exact: false }).first().fill(DEMO_PASSWORD);
          const start = Date.now();
          await p.getByRole('button', { name: 'Ingresar' }).click();
          await p.waitForURL(`${base}/${role}/dashboard`);
          await p.getByRole('heading', { level: 1 }).waitFor();
          signInMs = Date.now() - start;
        },
      });
      await resolveInfos(jsUrls(sample));
      const m = runMetrics(sample, (u) => resolved.get(u));
      signIn.push({
        role,
        condition: 'unthrottled',
        signInMs,
        requests: m.requests,
        transferBytes: m.transferBytes,
        jsGzipBytes: m.jsGzipBytes,
      });
    }
    await activeBrowser.close();
    browser = null;

    const lighthouse: FrontResults['lighthouse'] = [];
    if (!quick) {
      const targets = (
        [
          ['/event/form', '/event/form', undefined],
          [`/${lighthouseRole}/dashboard`, `/${lighthouseRole}/dashboard`, lighthouseRole],
        ] as [string, string, Role | undefined][]
      ).filter(([, pagePath]) => selected.some((spec) => spec.path === pagePath));
      for (const [page, pagePath, role] of targets) {
        log(`Lighthouse ${page} ×${runs} …`);
        // Lighthouse's own advice on its variance: score the median of several runs.
        const results: LighthouseResult[] = [];
        for (let i = 0; i < runs; i++) {
          const result = await runLighthouse(base + pagePath, lighthousePort, role ? sessions.get(role) : undefined);
          const landed = new URL(result.url).pathname;
          if (landed !== pagePath) throw new Error(`Lighthouse ended on ${landed} instead of ${pagePath}`);
          results.push(result);
        }
        const scores = results.map((r) => r.performance ?? 0);
        const median = [...results].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0))[Math.floor((results.length - 1) / 2)]!;
        const limit = role ? DASHBOARD_BUDGET.lighthouse : EVENT_FORM_BUDGET.lighthouse;
        lighthouse.push({
          ...median,
          page,
          scores,
          budget: { limit, value: median.performance, pass: (median.performance ?? 0) >= limit },
        });
      }
    }

    const failed = [
      ...pages.filter((p) => p.budget && !p.budget.pass).map((p) => `${p.page} (${p.condition})`),
      ...federation.filter((f) => !f.pass).map((f) => `federation ${f.page}`),
      ...lighthouse.filter((l) => !l.budget.pass).map((l) => `Lighthouse ${l.page}`),
    ];
    const checked = pages.filter((p) => p.budget).length + federation.length + lighthouse.length;
    const builtAfter = buildStamps();
    const rebuiltDuringRun = APPS.filter((app) => builtAfter[app] !== builtBefore[app]);
    const results: FrontResults = {
      date: new Date().toISOString(),
      chromium: `${CHROMIUM} ${chromiumVersion}`,
      runs,
      quick,
      method: METHOD,
      pages,
      federation,
      signIn,
      lighthouse,
      budgets: { checked, failed },
      rebuiltDuringRun,
    };
    if (options.report ?? true) {
      printTables(results, log);
      const out = path.join(root, 'bench/results/front.json');
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, JSON.stringify(results, null, 2));
      log(`\nWritten to ${path.relative(root, out)}`);
    }
    return results;
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

const verdict = (pass: boolean) => (pass ? 'pass' : 'FAIL');
const copiesCell = (c: FederationResult['copies'][string]) =>
  `${c.copies}${[c.byChunkName, c.byContent, c.bySourceMap].some((n) => n !== null && n > c.copies) ? '*' : ''}`;

export function printTables(r: FrontResults, log: (line: string) => void = console.log) {
  const row = (cells: (string | number)[], widths: number[]) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join(' ');
  log(`\nFront end, median of ${r.runs} fresh run(s) (KB = 1024 bytes; JS sizes are gzip -9; times in ms)\n`);
  const w = [36, 11, 4, 8, 8, 8, 8, 8, 6, 6, 5, 7, 14];
  log(row(['page', 'condition', 'req', 'xfer KB', 'JS gz', 'JS<FCP', 'JS<LCP', 'lazyLex', 'FCP', 'LCP', 'TBT', 'heap MB', 'budget'], w));
  for (const p of r.pages) {
    const m = p.median;
    const budget = p.budget
      ? [
          p.budget.jsGzipKb ? `JS${p.budget.jsGzipKb.pass ? '✓' : '✗'}≤${p.budget.jsGzipKb.limit}` : '',
          p.budget.lcpMs ? `LCP${p.budget.lcpMs.pass ? '✓' : '✗'}` : '',
        ]
          .join(' ')
          .trim()
      : '–';
    log(
      row(
        [
          p.page,
          p.condition,
          m.requests ?? '–',
          kb(m.transferBytes),
          kb(m.jsGzipBytes),
          kb(m.jsGzipBeforeFcpBytes),
          kb(m.jsGzipBeforeLcpBytes),
          kb(m.lazyLexicalGzipBytes),
          ms(m.fcpMs),
          ms(m.lcpMs),
          ms(m.tbtMs),
          m.jsHeapUsedBytes === null ? '–' : (m.jsHeapUsedBytes / 2 ** 20).toFixed(1),
          budget,
        ],
        w,
      ),
    );
  }
  log('\nFederation checks (worst load of each page): other areas’ code must be 0, each library 1 copy\n');
  const libs = Object.keys(r.federation[0]?.copies ?? {});
  const fw = [36, 12, ...libs.map(() => 10), 6];
  log(row(['page', 'other KB', ...libs, 'check'], fw));
  for (const f of r.federation) {
    log(row([f.page, kb(f.otherAreaGzipBytes), ...libs.map((l) => copiesCell(f.copies[l]!)), verdict(f.pass)], fw));
  }
  log(
    '(* another method counts more files, e.g. chunk names of one library split in several chunks; the source map decides, see front.json)',
  );
  if (r.signIn.length) {
    log('\nSign-in flow, /user/login → dashboard (one unthrottled run per role)\n');
    const sw = [12, 10, 5, 9, 9];
    log(row(['role', 'click→h1', 'req', 'xfer KB', 'JS gz KB'], sw));
    for (const s of r.signIn) log(row([s.role, s.signInMs, s.requests, kb(s.transferBytes), kb(s.jsGzipBytes)], sw));
  }
  if (r.lighthouse.length) {
    log(`\nLighthouse, mobile, simulated throttling, median of ${r.runs} runs (budget: performance ≥ 95)\n`);
    const lw = [36, 6, 20, 6, 7, 7, 7, 6];
    log(row(['page', 'perf', 'runs', 'a11y', 'FCP', 'LCP', 'TBT', 'check'], lw));
    for (const l of r.lighthouse) {
      log(
        row(
          [
            l.page,
            l.performance ?? '–',
            l.scores.join(' '),
            l.accessibility ?? '–',
            ms(l.metrics['first-contentful-paint'] ?? null),
            ms(l.metrics['largest-contentful-paint'] ?? null),
            ms(l.metrics['total-blocking-time'] ?? null),
            verdict(l.budget.pass),
          ],
          lw,
        ),
      );
    }
  }
  if (r.rebuiltDuringRun.length) log(`\nWarning: rebuilt during this run, figures mix two builds: ${r.rebuiltDuringRun.join(', ')}`);
  log(
    `\nBudgets: ${r.budgets.checked - r.budgets.failed.length}/${r.budgets.checked} pass${r.budgets.failed.length ? `; failing: ${r.budgets.failed.join(', ')}` : ''}`,
  );
}

function parseArgs(argv: string[]): FrontOptions {
  const options: FrontOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--quick') options.quick = true;
    else if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg?.startsWith('--runs=')) options.runs = Number(arg.slice('--runs='.length));
    else if (arg?.startsWith('--pages=')) options.pages = arg.slice('--pages='.length).split(',');
    else if (arg === '--no-build') options.build = false;
    else throw new Error(`Unknown argument ${arg}; usage: node bench/front.ts [--runs N] [--quick] [--pages=/a,/b] [--no-build]`);
  }
  if (options.runs !== undefined && !(Number.isInteger(options.runs) && options.runs > 0))
    throw new Error('--runs needs a positive integer');
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Failing budgets are results, not errors: they are in the table and the JSON.
  await benchFront(parseArgs(process.argv.slice(2)));
}
