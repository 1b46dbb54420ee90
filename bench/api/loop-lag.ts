// Preloaded into the bench's server (`--import`, units.ts --loop-lag): once a second, one line of
// JSON with the event loop's delay over that second (perf_hooks.monitorEventLoopDelay) and the GC
// pauses in it, appended to LOOP_LAG_FILE, so a request's tail can be set against the server's own
// stalls (issue 38). The bench reads only the seconds of its load.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env['LOOP_LAG_FILE'];
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let gcMs = 0;
  let gcMaxMs = 0;
  let gcCount = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcMaxMs = Math.max(gcMaxMs, entry.duration);
      gcCount++;
    }
  }).observe({ entryTypes: ['gc'] });
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  setInterval(() => {
    const line = {
      at: Date.now(),
      p50Ms: ms(delay.percentile(50)),
      p99Ms: ms(delay.percentile(99)),
      maxMs: ms(delay.max),
      gcMs: Math.round(gcMs * 100) / 100,
      gcMaxMs: Math.round(gcMaxMs * 100) / 100,
      gcCount,
      cpuUserMs: Math.round(process.cpuUsage().user / 1000),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    delay.reset();
    gcMs = 0;
    gcMaxMs = 0;
    gcCount = 0;
  }, 1000).unref();
}
