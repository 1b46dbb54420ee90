// How many photos this process decodes at once (issue 34: ten parallel 36 MP photos took the server
// from 0.9 to 1.6 GB). A decode holds the whole bitmap in memory and libvips already spreads one
// decode over every core, so more at once only adds memory. A few wait their turn; beyond that, or
// after waiting too long, the upload is refused at once with 503 rather than piling up.
import { HttpError } from './errors.ts';

export const DECODE_BUSY = 'El servidor está procesando muchas fotos en este momento. Intente nuevamente en unos segundos';

export class DecodeGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  // Plain fields, not parameter properties: Node's type stripping cannot run those.
  readonly atOnce: number;
  readonly queue: number;
  readonly waitMs: number;

  constructor(atOnce: number, queue: number, waitMs: number) {
    this.atOnce = atOnce;
    this.queue = queue;
    this.waitMs = waitMs;
  }

  /** Runs `work` when a slot is free; 503 when the queue is full or the turn takes over `waitMs`. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.atOnce) this.running += 1;
    else await this.turn();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private turn(): Promise<void> {
    if (this.waiting.length >= this.queue) return Promise.reject(new HttpError(503, DECODE_BUSY, 'file'));
    return new Promise((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(go), 1);
        reject(new HttpError(503, DECODE_BUSY, 'file'));
      }, this.waitMs);
      timer.unref();
      this.waiting.push(go);
    });
  }

  /** The slot passes straight to the next in line, or is freed. */
  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
