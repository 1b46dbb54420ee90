// Dispatch (issue 38): the live unit feed (what `vigia_units` announces, for the board's and the
// driver's streams) and the unit, shift, position, status and dispatch routes.
import fp from 'fastify-plugin';
import { listenChannelFeed, type ChannelFeed } from '../lib/channel-feed.ts';
import { UNIT_CHANNEL, type UnitMessage } from '../repositories/unit-feed.ts';
import { unitRoutes } from '../routes/units.ts';
import { dispatchRoutes } from '../routes/dispatch.ts';
import { crewRoutes } from '../routes/crew.ts';

export type UnitFeed = ChannelFeed<UnitMessage | { change: 'bulk' }>;

declare module 'fastify' {
  interface FastifyInstance {
    unitFeed: UnitFeed;
  }
}

export const unitsPlugin = fp(
  async (app) => {
    // Changes lost while the connection was down: one 'bulk' makes the board read the units again.
    app.decorate('unitFeed', await listenChannelFeed<UnitMessage | { change: 'bulk' }>(app, UNIT_CHANNEL, { change: 'bulk' }));

    await app.register(unitRoutes);
    await app.register(dispatchRoutes);
    await app.register(crewRoutes);
  },
  { name: 'vigia-units', dependencies: ['vigia-triage'] },
);
