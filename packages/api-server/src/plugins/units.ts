// Dispatch (issue 38): the live unit feed (what `vigia_units` announces, for the board's and the
// driver's streams) and the unit, shift, position, status and dispatch routes.
import fp from 'fastify-plugin';
import { UNIT_CHANNEL, type UnitMessage } from '../repositories/unit-feed.ts';
import { unitRoutes } from '../routes/units.ts';
import { dispatchRoutes } from '../routes/dispatch.ts';
import { crewRoutes } from '../routes/crew.ts';

export interface UnitFeed {
  subscribe(listener: (message: UnitMessage | { change: 'bulk' }) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    unitFeed: UnitFeed;
  }
}

export const unitsPlugin = fp(
  async (app) => {
    const listeners = new Set<(message: UnitMessage | { change: 'bulk' }) => void>();
    app.decorate('unitFeed', {
      subscribe(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    } satisfies UnitFeed);
    const stopListening = await app.database.listen(UNIT_CHANNEL, {
      onMessage(payload) {
        if (listeners.size === 0) return;
        let message: UnitMessage;
        try {
          // JSON.parse answers any: the payload is what announceUnit sent.
          message = JSON.parse(payload) as UnitMessage;
        } catch {
          return;
        }
        for (const listener of [...listeners]) listener(message);
      },
      // Changes lost while the connection was down: one 'bulk' makes the board read the units again.
      onResync: () => {
        for (const listener of [...listeners]) listener({ change: 'bulk' });
      },
    });
    app.addHook('preClose', async () => listeners.clear());
    app.addHook('onClose', async () => {
      await stopListening().catch(() => undefined);
    });

    await app.register(unitRoutes);
    await app.register(dispatchRoutes);
    await app.register(crewRoutes);
  },
  { name: 'vigia-units', dependencies: ['vigia-triage'] },
);
