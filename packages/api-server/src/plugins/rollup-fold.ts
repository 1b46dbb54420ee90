// The statistics rollups' fold (migration 0015): creations append to ticket_rollup_pending and this
// timer moves those rows into the rollups, in every instance (one folds at a time, the others skip).
import fp from 'fastify-plugin';
import { periodicJob } from '../lib/periodic-job.ts';
import { foldRollups, pendingOver } from '../repositories/rollup-fold.ts';

export interface RollupFolder {
  /** Folds every pending event now (the timer calls it; tests call it). Concurrent calls share one run. */
  fold(): Promise<number>;
  /** Before a statistics read: folds first when the timer fell behind (many pending), so the read stays bounded. */
  settle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rollupFolder: RollupFolder;
  }
}

export const rollupFoldPlugin = fp(
  async (app) => {
    const fold = periodicJob(app, {
      everyMs: app.settings.rollupFoldMs,
      failure: 'statistics rollup fold failed',
      // What waited while no instance ran (a restart after a burst) goes first.
      atReady: true,
      run: () => foldRollups(app.database),
    });
    app.decorate('rollupFolder', {
      fold,
      async settle() {
        if (await pendingOver(app.database)) await fold();
      },
    } satisfies RollupFolder);
  },
  { name: 'vigia-rollup-fold' },
);
