// Long and hostile text (issue #21): the characters that make text checks slow when they are not
// linear (an HTML measure, a pattern, an e-mail rule), repeated to fill the largest body the server
// accepts. Used by the bad-input proof, which sends them to every field of every write route.
import { Worker } from 'node:worker_threads';
import { BODY_LIMIT_BYTES } from '../../src/app';

/** Pieces that each stress one kind of check: tags, entities, comments, quotes, e-mail parts, spaces. */
export const WORST_PIECES = ['<', '<a ', '<a="', '&', '&#', '<!--', '</', 'a.', 'a@', '-', ' ', '\t', 'ñ', '😀', '"'];

/** `piece` repeated so that `template` with `field` set to it is as large a JSON body as is accepted. */
export function largestBody(template: Record<string, unknown>, field: string, piece: string): string {
  const rest = Buffer.byteLength(JSON.stringify({ ...template, [field]: '' }));
  const perPiece = Buffer.byteLength(JSON.stringify(piece)) - 2; // JSON escapes '"' and '\t' as two bytes
  const value = piece.repeat(Math.floor((BODY_LIMIT_BYTES - rest) / perPiece));
  return JSON.stringify({ ...template, [field]: value });
}

/** Long strings of each piece for the generators: just over a limit, tens of kilobytes, or the most a body holds. */
export const LONG_LENGTHS = [101, 10_001, 60_000, 200_000];

export const longText = (piece: string, length: number) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length);

// The watcher runs in a worker thread: its own event loop and heap, so neither the requests this
// process sends nor its garbage collection add to what it measures of the server.
const WATCHER = `
const { parentPort, workerData } = require('node:worker_threads');
const times = [];
const slow = [];
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const started = performance.now();
    const res = await fetch(workerData.url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(workerData.url + ' answered ' + res.status);
    const ms = performance.now() - started;
    times.push(ms);
    // Wall-clock times (each thread has its own performance clock) to find what was in flight.
    if (ms > workerData.slowMs) slow.push({ from: performance.timeOrigin + started, to: performance.timeOrigin + started + ms, ms });
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  parentPort.postMessage({ count: times.length, medianMs: at(0.5), p99Ms: at(0.99), slowestMs: at(1), slow });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

export interface Latency {
  count: number;
  medianMs: number;
  p99Ms: number;
  slowestMs: number;
  /** The answers over `slowMs`, with when they were asked and answered (ms since the epoch). */
  slow: { from: number; to: number; ms: number }[];
}

/** Now, on the clock the watcher's `slow` entries use. */
export const wallClock = () => performance.timeOrigin + performance.now();

/**
 * Asks for `url` every `everyMs` until stopped and reports the slowest answer. A request that
 * holds the server's event loop delays these answers by as long as it holds it.
 */
export function watchLatency(url: string, { everyMs = 10, slowMs = 100 } = {}) {
  const worker = new Worker(WATCHER, { eval: true, workerData: { url, everyMs, slowMs } });
  const result = new Promise<Latency>((resolve, reject) => {
    worker.once('message', (message: Latency | { error: string }) =>
      'error' in message ? reject(new Error(message.error)) : resolve(message),
    );
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      try {
        return await result;
      } finally {
        await worker.terminate();
      }
    },
  };
}
