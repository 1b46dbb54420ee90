// The statistics rollups' fold (migration 0015): creations append to ticket_rollup_pending and this
// timer moves those rows into the rollups, in every instance (one folds at a time, the others skip).
import fp from 'fastify-plugin';
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
    let running: Promise<number> | null = null;
    const folder: RollupFolder = {
      fold() {
        running ??= foldRollups(app.database).finally(() => {
          running = null;
        });
        return running;
      },
      async settle() {
        if (await pendingOver(app.database)) await folder.fold();
      },
    };
    app.decorate('rollupFolder', folder);
    const fold = () => folder.fold().catch((error: unknown) => app.log.error({ err: error }, 'statistics rollup fold failed'));
    let timer: NodeJS.Timeout | undefined;
    if (app.settings.rollupFoldMs > 0) {
      app.addHook('onReady', async () => {
        // What waited while no instance ran (a restart after a burst) goes first.
        await fold();
        timer = setInterval(() => void fold(), app.settings.rollupFoldMs);
        timer.unref();
      });
    }
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'vigia-rollup-fold' },
);
