// The background jobs (SLA scan, inspector clock, retention, route alerts, ledger digest, rollup
// fold) run the same way: on a timer in every instance and on demand from tests or routes.
import type { FastifyInstance } from 'fastify';

export interface PeriodicJobOptions<T> {
  /** The timer's period; 0 or less: no timer, the job runs only when called. */
  everyMs: number;
  /** Logged with the error when a timed run fails. */
  failure: string;
  /** Runs once when the app is ready, before the first period (what waited while no instance ran). */
  atReady?: boolean;
  run(): Promise<T>;
}

/**
 * Starts the timer with the app and stops it on close, waiting for the run in progress. The
 * returned function runs the job now; calls made while one runs share that run.
 */
export function periodicJob<T>(app: FastifyInstance, { everyMs, failure, atReady = false, run }: PeriodicJobOptions<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  const now = (): Promise<T> => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  const timed = () => now().catch((error: unknown) => app.log.error({ err: error }, failure));
  let timer: NodeJS.Timeout | undefined;
  if (everyMs > 0) {
    app.addHook('onReady', async () => {
      if (atReady) await timed();
      timer = setInterval(() => void timed(), everyMs);
      timer.unref();
    });
  }
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
  return now;
}
