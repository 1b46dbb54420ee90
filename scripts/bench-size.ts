// `pnpm bench:size`: what a real browser downloads on first load, per page (production build,
// Debian's Chromium, fresh profile each page): raw and gzip bytes, requests, and the share taken by
// each shared library. Figures are printed and written to bench/results/size.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.ts';
import { buildIfStale, root } from './lib.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8383);
const BASE = `http://127.0.0.1:${PORT}`;

// Chunk names carry their pnpm folder, whose peer suffix names react-dom too: order matters.
const LIBRARIES: [string, RegExp][] = [
  ['lexical', /lexical/],
  ['chakra/ark/zag', /chakra-ui|ark-ui|zag-js|floating-ui|internationalized|design-system/],
  ['react-router', /react-router/],
  ['emotion', /emotion/],
  ['i18next', /i18next/],
  ['forms (rhf/yup)', /hookform|react-hook-form|yup/],
  ['ky', /_ky_/],
  ['federation runtime', /remoteEntry|module-federation/],
  ['react-dom', /react-dom/],
  ['react', /node_modules_react_/],
];

interface Download {
  url: string;
  raw: number;
  gzip: number;
  js: boolean;
}

async function measure(name: string, visit: (page: Page) => Promise<void>) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const page = await browser.newPage();
  const downloads: Download[] = [];
  page.on('response', async (response) => {
    try {
      const body = await response.body();
      const url = response.url();
      const js = (response.headers()['content-type'] ?? '').includes('javascript');
      downloads.push({ url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, js });
    } catch {
      // redirects and aborted requests have no body
    }
  });
  await visit(page);
  await page.waitForLoadState('networkidle');
  await browser.close();
  return { name, downloads };
}

async function signInTo(page: Page, email: string, area: string) {
  await page.goto(`${BASE}/user/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: false }).first().fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(`${BASE}/${area}/dashboard`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

function summarise({ name, downloads }: { name: string; downloads: Download[] }) {
  const js = downloads.filter((d) => d.js);
  const shares: Record<string, number> = {};
  for (const d of js) {
    const file = path.basename(new URL(d.url).pathname);
    const lib = LIBRARIES.find(([, re]) => re.test(file))?.[0] ?? 'app code';
    shares[lib] = (shares[lib] ?? 0) + d.gzip;
  }
  return {
    page: name,
    requests: downloads.length,
    totalRaw: downloads.reduce((n, d) => n + d.raw, 0),
    totalGzip: downloads.reduce((n, d) => n + d.gzip, 0),
    jsFiles: js.length,
    jsRaw: js.reduce((n, d) => n + d.raw, 0),
    jsGzip: js.reduce((n, d) => n + d.gzip, 0),
    jsGzipByLibrary: shares,
  };
}

await buildIfStale();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigia-bench-'));
const server = spawn(process.execPath, ['packages/api-server/src/main.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: root, LOG_LEVEL: 'warn' },
});
try {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${BASE}/api/ticket/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const runs = [
    await measure('/user/login', async (p) => {
      await p.goto(`${BASE}/user/login`);
      await p.getByRole('button', { name: 'Ingresar' }).waitFor();
    }),
    await measure('/event/form (shell)', async (p) => {
      await p.goto(`${BASE}/event/form`);
      await p.locator('select[name="category"]').waitFor();
    }),
    await measure('/event/form (mf-public standalone)', async (p) => {
      await p.goto(`${BASE}/remotes/public/`);
      await p.locator('select[name="category"]').waitFor();
    }),
  ];
  for (const [area, email] of [
    ['driver', 'driver@example.com'],
    ['operator', 'operator@example.com'],
    ['supervisor', 'supervisor@example.com'],
    ['inspector', 'inspector@example.com'],
    ['admin', 'admin@example.com'],
  ] as const) {
    // Everything from opening /user/login to the dashboard being shown.
    runs.push(await measure(`/${area}/dashboard (login + dashboard)`, (p) => signInTo(p, email, area)));
  }
  const results = runs.map(summarise);
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log('\nFirst load, per page (KB; gzip = level 9 of each body)\n');
  console.log('page'.padEnd(42), 'req'.padStart(4), 'JS raw'.padStart(9), 'JS gzip'.padStart(9), 'all gzip'.padStart(9));
  for (const r of results) {
    console.log(
      r.page.padEnd(42),
      String(r.requests).padStart(4),
      kb(r.jsRaw).padStart(9),
      kb(r.jsGzip).padStart(9),
      kb(r.totalGzip).padStart(9),
    );
  }
  console.log('\nJS gzip by library (KB)\n');
  const libs = [...new Set(results.flatMap((r) => Object.keys(r.jsGzipByLibrary)))];
  console.log('page'.padEnd(42), ...libs.map((l) => l.slice(0, 12).padStart(13)));
  for (const r of results) console.log(r.page.padEnd(42), ...libs.map((l) => kb(r.jsGzipByLibrary[l] ?? 0).padStart(13)));
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/size.json'), JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
  console.log('\nWritten to bench/results/size.json');
} finally {
  server.kill('SIGTERM');
}
