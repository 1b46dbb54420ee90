import { chromium } from '@playwright/test';
import { createRequire } from 'node:module';
import { readFileSync, readdirSync } from 'node:fs';
const require = createRequire('/work/main/node_modules/.pnpm/source-map-js@1.2.4/node_modules/source-map-js/package.json');
const { SourceMapConsumer } = require('source-map-js');
const dir = '/work/main/mf-public/dist/standalone/';
const consumers = new Map();
function orig(file, line, col) {
  if (!file.endsWith('.js')) return null;
  if (!consumers.has(file)) { try { consumers.set(file, new SourceMapConsumer(JSON.parse(readFileSync(dir + file + '.map', 'utf8')))); } catch { consumers.set(file, null); } }
  const c = consumers.get(file); if (!c) return null;
  const p = c.originalPositionFor({ line: line + 1, column: col });
  return p.source ? `${p.source.replace(/.*node_modules\//, '').slice(-70)}:${p.line} ${p.name ?? ''}` : null;
}
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 412, height: 800 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await p.goto(process.argv[2]);
await p.waitForFunction(() => !document.getElementById('root').hasAttribute('inert'), null, { timeout: 30000 });
await p.waitForTimeout(2000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const file = f.url.split('/').pop(); const key = orig(file, f.lineNumber, f.columnNumber) ?? `${f.functionName || '(anon)'} ${file.slice(0, 50)}:${f.lineNumber}:${f.columnNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000); });
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total ms', total.toFixed(0));
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 35)) console.log(v.toFixed(1).padStart(8), k);
// by file
const byFile = new Map();
profile.samples.forEach((id, i) => { const f = byId.get(id).callFrame; const o = orig(f.url.split('/').pop(), f.lineNumber, f.columnNumber); const k = o ? o.split(':')[0].split('/').slice(0, 2).join('/') : (f.url.split('/').pop().slice(0, 60) || f.functionName); byFile.set(k, (byFile.get(k) ?? 0) + (dt[i] ?? 0) / 1000); });
for (const [k, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log('FILE', v.toFixed(1).padStart(8), k);
await b.close();
