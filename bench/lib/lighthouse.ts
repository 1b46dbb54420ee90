// Lighthouse (mobile form factor, default simulated throttling) against a Chromium we launch with a
// debugging port; for a signed-in page the session is put in localStorage first and kept.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.ts';
import type { StoredSession } from './session.ts';

export interface LighthouseResult {
  url: string;
  performance: number | null;
  accessibility: number | null;
  metrics: Record<string, number | null>;
  warnings: string[];
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

async function withDebuggableChromium<T>(port: number, work: (endpoint: string) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'vigia-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    ['--headless', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, ...CHROMIUM_FLAGS, 'about:blank'],
    {
      stdio: 'ignore',
      // Its own process group: /usr/bin/chromium is a launcher script, and the browser's helpers
      // must all stop before the profile can be removed.
      detached: true,
    },
  );
  const stopGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      const up = await fetch(`${endpoint}/json/version`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 100 || child.exitCode !== null) throw new Error(`Chromium did not open its debugging port ${port}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return await work(endpoint);
  } finally {
    stopGroup('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5000))]);
    if (!stopped) {
      stopGroup('SIGKILL');
      await exited;
    }
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      // A helper still closing a file: a stray temp folder is no reason to lose the figures.
      console.warn(`Lighthouse profile ${profile} not removed: ${(error as Error).message}`);
    }
  }
}

/** Stores the session on the origin from a page that loads no app code, so the HTTP cache stays empty. */
async function primeSession(endpoint: string, origin: string, session: StoredSession) {
  const browser = await chromium.connectOverCDP(endpoint);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, session);
    await page.close();
  } finally {
    await browser.close();
  }
}

export async function runLighthouse(url: string, port: number, session?: StoredSession): Promise<LighthouseResult> {
  return withDebuggableChromium(port, async (endpoint) => {
    if (session) await primeSession(endpoint, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keeps the primed session; the profile is new, so the cache is empty anyway.
      disableStorageReset: Boolean(session),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    return {
      url: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? null])),
      warnings: lhr.runWarnings,
    };
  });
}
