// One database channel's announcements handed to this instance's live streams (the queue's, the
// units'): parsed once, given to every listener; after a lost connection one `resync` message, so
// that every screen reads again what it may have missed.
import type { FastifyInstance } from 'fastify';

export interface ChannelFeed<M> {
  subscribe(listener: (message: M) => void): () => void;
}

/** Listens to `channel` from now until the app closes. */
export async function listenChannelFeed<M>(app: FastifyInstance, channel: string, resync: M): Promise<ChannelFeed<M>> {
  const listeners = new Set<(message: M) => void>();
  const tell = (message: M) => {
    for (const listener of [...listeners]) listener(message);
  };
  const stopListening = await app.database.listen(channel, {
    onMessage(payload) {
      if (listeners.size === 0) return;
      let message: M;
      try {
        // JSON.parse answers any: the payload is what our own NOTIFY sent.
        message = JSON.parse(payload) as M;
      } catch {
        return;
      }
      tell(message);
    },
    onResync: () => tell(resync),
  });
  app.addHook('preClose', async () => listeners.clear());
  app.addHook('onClose', async () => {
    await stopListening().catch(() => undefined);
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
