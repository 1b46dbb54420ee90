// `pnpm bench` (issue #7): the front-end bench, then the API bench, one after the other (each wants
// both cores). Tables are printed as each half ends; bench/results/front.json and api.json keep the
// figures, bench/results/summary.json every budget with its verdict.
// Usage: pnpm bench [--quick] [--front] [--api] [--runs N] [--only=pglite|postgres] [--pglite-million]
//   [--sizes=N,…] [--no-search] [--no-statistics] [--no-units] (API: other table sizes, cases left out)
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.ts';
import { benchApi, printTables as printApi } from './api.ts';
import { benchFront } from './front.ts';

const args = process.argv.slice(2);
const known =
  /^(--quick|--front|--api|--pglite-million|--no-search|--no-statistics|--no-units|--runs=\d+|--sizes=\d+(,\d+)*|--only=(pglite|postgres))$/;
const unknown = args.filter((a) => !known.test(a));
if (unknown.length) {
  console.error(
    `Unknown argument(s) ${unknown.join(' ')}.\nUsage: pnpm bench [--quick] [--front] [--api] [--runs=N] [--only=pglite|postgres] [--pglite-million] [--sizes=N,…] [--no-search] [--no-statistics] [--no-units]`,
  );
  process.exit(2);
}
const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = args.includes('--quick');
// Neither half named: both.
const front = args.includes('--front') || !args.includes('--api');
const api = args.includes('--api') || !args.includes('--front');

const started = Date.now();
const budgets: { area: string; name: string; met: boolean; detail: string }[] = [];

if (front) {
  const runs = value('runs');
  const r = await benchFront({ quick, ...(runs ? { runs: Number(runs) } : {}) });
  for (const p of r.pages.filter((page) => page.budget)) {
    const { jsGzipKb, lcpMs } = p.budget!;
    const detail = [
      jsGzipKb ? `JS ${jsGzipKb.value?.toFixed(1)} KB gzip (≤ ${jsGzipKb.limit})` : '',
      lcpMs ? `LCP ${lcpMs.value === null ? '–' : Math.round(lcpMs.value)} ms (≤ ${lcpMs.limit})` : '',
    ].filter(Boolean);
    budgets.push({ area: 'front', name: `${p.page}, ${p.condition}`, met: p.budget!.pass, detail: detail.join(', ') });
  }
  for (const f of r.federation) {
    const copies = Object.entries(f.copies)
      .map(([lib, c]) => `${lib} ${c.copies}`)
      .join(', ');
    budgets.push({
      area: 'front',
      name: `federation ${f.page}`,
      met: f.pass,
      detail: `other areas ${(f.otherAreaGzipBytes / 1024).toFixed(1)} KB; copies: ${copies}`,
    });
  }
  for (const l of r.lighthouse) {
    budgets.push({
      area: 'front',
      name: `Lighthouse mobile ${l.page}`,
      met: l.budget.pass,
      detail: `performance ${l.performance ?? '–'}, median of ${l.scores.join(', ')} (≥ ${l.budget.limit})`,
    });
  }
}

if (api) {
  const only = value('only') as 'pglite' | 'postgres' | undefined;
  const sizes = value('sizes');
  const r = await benchApi({
    quick,
    pgliteMillion: args.includes('--pglite-million'),
    ...(only ? { databases: [only] } : {}),
    ...(sizes ? { sizes: sizes.split(',').map(Number) } : {}),
    search: !args.includes('--no-search'),
    statistics: !args.includes('--no-statistics'),
    units: !args.includes('--no-units'),
  });
  printApi(r);
  for (const b of r.budgets) budgets.push({ area: 'api', ...b });
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\nBudgets (${minutes} min${quick ? ', quick: not comparable with a full run' : ''})`);
for (const b of budgets) console.log(`${b.met ? 'met ' : 'MISS'}  ${b.name}: ${b.detail}`);
const out = path.join(root, 'bench', 'results', 'summary.json');
mkdirSync(path.dirname(out), { recursive: true });
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30) };
writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), quick, minutes: Number(minutes), machine, budgets }, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(root, out)}`);
