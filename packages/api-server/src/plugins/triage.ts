// The control room (issue 23): the app's clock (injectable in tests), the live queue feed, the SLA
// breach monitor and the triage routes.
import fp from 'fastify-plugin';
import { listenChannelFeed, type ChannelFeed } from '../lib/channel-feed.ts';
import { periodicJob } from '../lib/periodic-job.ts';
import { notifySlaBreaches } from '../repositories/sla-breaches.ts';
import { triageRoutes } from '../routes/triage.ts';
import { triageListRoutes } from '../routes/triage-lists.ts';

/** What the database announces on `vigia_queue` when an event arrives or its triage changes. */
export interface QueueMessage {
  id?: number;
  kind: 'created' | 'changed' | 'bulk';
  categoryName?: string;
  kilometer?: number;
  orientation?: string;
  severity?: string;
  injured?: boolean;
  /** Null while nobody has taken the event: staff alerts end when it is taken. */
  assignedToId?: string | null;
  statusCode?: string;
}

export const QUEUE_CHANNEL = 'vigia_queue';

export type QueueFeed = ChannelFeed<QueueMessage>;

export interface SlaMonitor {
  /** One scan now (the timer calls it; tests call it after moving the clock). */
  scan(): Promise<number[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: () => Date;
    queueFeed: QueueFeed;
    slaMonitor: SlaMonitor;
  }
}

export const triagePlugin = fp(
  async (app) => {
    app.decorate('clock', app.settings.clock);

    // Messages lost while the connection was down: one 'bulk' makes every screen refetch.
    app.decorate('queueFeed', await listenChannelFeed<QueueMessage>(app, QUEUE_CHANNEL, { kind: 'bulk' }));

    // One scan at a time per instance; other instances skip the rows this one holds.
    const scan = periodicJob(app, {
      everyMs: app.settings.slaScanMs,
      failure: 'SLA scan failed',
      run: () => notifySlaBreaches(app.db, app.clock()),
    });
    app.decorate('slaMonitor', { scan } satisfies SlaMonitor);

    await app.register(triageRoutes);
    await app.register(triageListRoutes);
  },
  { name: 'vigia-triage' },
);
