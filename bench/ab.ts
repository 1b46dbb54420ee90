// `node bench/ab.ts [--iterations N] [--pages=/a,/b] name=/path/to/checkout …`: an A/B of front-end
// builds. Each checkout (a clone with its own build) runs `bench/front.ts --runs 1` in turn, N rounds, the
// order rotated every round, so the machine's load at any moment falls on every variant alike.
// Prints each variant's median of the N rounds for the budget figures, next to the first's, and
// the first's own spread (max − min) as the noise. Writes bench/results/ab.json.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/lib.ts';
import type { FrontResults } from './front.ts';
import { median } from './lib/stats.ts';

interface Variant {
  name: string;
  dir: string;
  rounds: FrontResults[];
}

function parseArgs(argv: string[]) {
  let iterations = 5;
  let pages: string | undefined;
  const variants: Variant[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--iterations') iterations = Number(argv[++i]);
    else if (arg.startsWith('--iterations=')) iterations = Number(arg.slice('--iterations='.length));
    else if (arg.startsWith('--pages=')) pages = arg;
    else if (/^[\w-]+=/.test(arg)) {
      const [name, dir] = [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)];
      variants.push({ name, dir: path.resolve(dir), rounds: [] });
    } else throw new Error(`Unknown argument ${arg}; usage: node bench/ab.ts [--iterations N] name=dir …`);
  }
  if (variants.length < 2) throw new Error('An A/B needs at least two name=dir variants');
  if (!(Number.isInteger(iterations) && iterations > 0)) throw new Error('--iterations needs a positive integer');
  return { iterations, pages, variants };
}

function runFront(variant: Variant, slot: number, pages: string | undefined): Promise<FrontResults> {
  return new Promise((resolve, reject) => {
    // Each build is measured as it is: a variant is never rebuilt under the A/B.
    const args = [path.join(variant.dir, 'bench', 'front.ts'), '--runs', '1', '--no-build', ...(pages ? [pages] : [])];
    const child = spawn(process.execPath, args, {
      cwd: variant.dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BENCH_FRONT_PORT: String(8420 + slot), BENCH_FRONT_CDP_PORT: String(9420 + slot) },
    });
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench/front.ts of ${variant.name} exited with ${code}`));
      resolve(JSON.parse(readFileSync(path.join(variant.dir, 'bench', 'results', 'front.json'), 'utf8')) as FrontResults);
    });
  });
}

type Figure = { label: string; of: (r: FrontResults) => number | null };

/** The budget figures of `bench/front.ts`: JS gzip KB, LCP, Lighthouse score; with TBT and ready. */
function figures(sample: FrontResults): Figure[] {
  const list: Figure[] = [];
  for (const page of sample.pages) {
    if (!page.budget) continue;
    const at = (r: FrontResults) => r.pages.find((p) => p.page === page.page && p.condition === page.condition);
    if (page.condition === 'unthrottled') {
      list.push({ label: `${page.page} JS KB`, of: (r) => (at(r)?.median.budgetJsGzipBytes ?? NaN) / 1024 });
    }
    list.push({ label: `${page.page} ${page.condition} LCP ms`, of: (r) => at(r)?.median.lcpMs ?? null });
    list.push({ label: `${page.page} ${page.condition} TBT ms`, of: (r) => at(r)?.median.tbtMs ?? null });
    // Not a budget: when the page is usable (the form live, the dashboard's figures drawn).
    list.push({ label: `${page.page} ${page.condition} ready ms`, of: (r) => at(r)?.median.readyMs ?? null });
  }
  for (const lh of sample.lighthouse) {
    const at = (r: FrontResults) => r.lighthouse.find((l) => l.page === lh.page);
    list.push({ label: `Lighthouse ${lh.page} score`, of: (r) => at(r)?.performance ?? null });
    list.push({ label: `Lighthouse ${lh.page} TBT ms`, of: (r) => at(r)?.metrics['total-blocking-time'] ?? null });
    list.push({ label: `Lighthouse ${lh.page} LCP ms`, of: (r) => at(r)?.metrics['largest-contentful-paint'] ?? null });
  }
  return list;
}

const { iterations, pages, variants } = parseArgs(process.argv.slice(2));
for (let round = 0; round < iterations; round++) {
  for (let k = 0; k < variants.length; k++) {
    const slot = (k + round) % variants.length;
    const variant = variants[slot]!;
    console.log(`round ${round + 1}/${iterations}: ${variant.name}`);
    variant.rounds.push(await runFront(variant, slot, pages));
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const table: Record<string, Record<string, { median: number; spread: number; values: number[] }>> = {};
for (const figure of figures(variants[0]!.rounds[0]!)) {
  const row: (typeof table)[string] = {};
  for (const variant of variants) {
    const values = variant.rounds.map(figure.of).filter((v): v is number => v !== null && Number.isFinite(v));
    row[variant.name] = { median: round1(median(values) ?? NaN), spread: round1(Math.max(...values) - Math.min(...values)), values };
  }
  table[figure.label] = row;
}
const names = variants.map((v) => v.name);
console.log(`\nMedian of ${iterations} rounds (± spread = max − min)\n`);
console.log(['figure', ...names].join(' | '));
for (const [label, row] of Object.entries(table)) {
  console.log([label, ...names.map((n) => `${row[n]!.median} ±${row[n]!.spread}`)].join(' | '));
}
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench', 'results', 'ab.json'),
  JSON.stringify(
    { date: new Date().toISOString(), iterations, variants: variants.map((v) => ({ name: v.name, dir: v.dir })), table },
    null,
    2,
  ),
);
