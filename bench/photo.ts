// `node bench/photo.ts [--runs N] [--no-build]` (issue 24): how long the public form takes to make a
// 12-megapixel phone photo fit the SPEC's 2 MB, with the CPU slowed 4× as for a mid-range phone,
// and how long the page's main thread was blocked meanwhile (the longest task and their sum).
// The photo is a JPEG drawn and encoded in the page before the slowdown starts (gradients, shapes
// and grain, so it does not compress like a flat image). Figures are printed and written to
// bench/results/photo.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfStale, root } from '../scripts/lib.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/browser.ts';
import { startWebServer } from './lib/server.ts';
import { median } from './lib/stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8385);
const CPU_SLOWDOWN = 4;
const WIDTH = 4000;
const HEIGHT = 3000;

interface Sample {
  inputBytes: number;
  outputText: string;
  ms: number;
  longestTaskMs: number;
  blockedMs: number;
  /** The compressor's library was fetched for its Web Worker (else it ran on the page). */
  inWorker: boolean;
}

async function measureOnce(baseUrl: string): Promise<Sample> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    let inWorker = false;
    page.on('response', (r) => {
      if (r.url().endsWith('/vendor/browser-image-compression.js') && r.ok()) inWorker = true;
    });
    await page.goto(`${baseUrl}/event/form`);
    const input = page.getByRole('form').locator('input[type="file"]').first();
    await input.waitFor({ state: 'attached' });
    // Draw and encode the photo at full speed, then keep it in the page.
    const inputBytes = await page.evaluate(
      async ([w, h]) => {
        const canvas = new OffscreenCanvas(w, h);
        const g = canvas.getContext('2d')!;
        const sky = g.createLinearGradient(0, 0, 0, h);
        sky.addColorStop(0, '#7fa7d9');
        sky.addColorStop(0.55, '#d8e4ee');
        sky.addColorStop(0.56, '#55584f');
        sky.addColorStop(1, '#2f302c');
        g.fillStyle = sky;
        g.fillRect(0, 0, w, h);
        let seed = 7;
        const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
        for (let i = 0; i < 400; i++) {
          g.fillStyle = `hsl(${Math.floor(rnd() * 360)} 40% ${Math.floor(20 + rnd() * 60)}%)`;
          g.fillRect(rnd() * w, rnd() * h, 20 + rnd() * 400, 20 + rnd() * 300);
        }
        const grain = g.getImageData(0, 0, w, h);
        for (let i = 0; i < grain.data.length; i += 4) {
          const n = (rnd() - 0.5) * 40;
          for (let c = i; c < i + 3; c++) grain.data[c] = (grain.data[c] ?? 0) + n;
        }
        g.putImageData(grain, 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
        (window as unknown as { benchPhoto: File }).benchPhoto = new File([blob], 'IMG_0001.jpg', {
          type: 'image/jpeg',
          lastModified: Date.now(),
        });
        return blob.size;
      },
      [WIDTH, HEIGHT] as const,
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(() => {
      const w = window as unknown as { benchTasks: number[] };
      w.benchTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.benchTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const started = Date.now();
    await input.evaluate((el: HTMLInputElement) => {
      const transfer = new DataTransfer();
      transfer.items.add((window as unknown as { benchPhoto: File }).benchPhoto);
      el.files = transfer.files;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const done = page.getByText(/reducida de [\d,]+ MB a [\d,]+ (MB|KB)/);
    await done.waitFor({ timeout: 180_000 });
    const ms = Date.now() - started;
    const outputText = (await done.textContent()) ?? '';
    const tasks = await page.evaluate(() => (window as unknown as { benchTasks: number[] }).benchTasks);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      inputBytes,
      outputText,
      ms,
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
      blockedMs: Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
      inWorker,
    };
  } finally {
    await browser.close();
  }
}

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
if (!args.includes('--no-build')) await buildIfStale();
const server = await startWebServer(PORT);
const samples: Sample[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const sample = await measureOnce(server.baseUrl);
    samples.push(sample);
    console.log(
      `run ${i + 1}: ${(sample.inputBytes / 1024 / 1024).toFixed(1)} MB ${WIDTH}×${HEIGHT} JPEG → ${sample.outputText.trim()} in ${sample.ms} ms; ` +
        `longest main-thread task ${sample.longestTaskMs} ms, blocking time ${sample.blockedMs} ms; ${sample.inWorker ? 'in a Web Worker' : 'on the page'}`,
    );
  }
} finally {
  await server.stop();
}
const result = {
  date: new Date().toISOString(),
  cpuSlowdown: CPU_SLOWDOWN,
  photo: `${WIDTH}×${HEIGHT} JPEG`,
  medianMs: median(samples.map((s) => s.ms)),
  medianLongestTaskMs: median(samples.map((s) => s.longestTaskMs)),
  medianBlockedMs: median(samples.map((s) => s.blockedMs)),
  samples,
};
console.log(
  `\n12 MP photo at CPU ×${CPU_SLOWDOWN}: median ${result.medianMs} ms to fit 2 MB; longest main-thread task ${result.medianLongestTaskMs} ms, ` +
    `blocking time ${result.medianBlockedMs} ms (median of ${runs})`,
);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/photo.json'), JSON.stringify(result, null, 2));
