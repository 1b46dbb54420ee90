// LISTEN on a real PostgreSQL through one dedicated connection per instance, shared by every
// channel (a pooled connection would be handed to other queries). When PostgreSQL ends it
// (restart, failover, pg_terminate_backend) it reconnects with a growing delay, listens again on
// every channel and calls each `onResync`, so callers can read what was sent meanwhile.
import pg from 'pg';
import type { ChannelHandlers } from './client.ts';

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 2_000;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface Listener {
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createListener(url: string, onError: (message: string, error: unknown) => void): Listener {
  const channels = new Map<string, ChannelHandlers>();
  let stopped = false;
  let current: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('error', (error) => onError('notification channel connection lost', error));
    client.on('notification', (message) => channels.get(message.channel)?.onMessage(message.payload ?? ''));
    client.on('end', () => {
      if (current !== client || stopped) return;
      current = null;
      schedule(RETRY_FIRST_MS, new Date());
    });
    try {
      await client.connect();
      for (const channel of channels.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await client.end().catch(() => undefined);
    else current = client;
    return client;
  };

  const schedule = (delay: number, lostAt: Date) => {
    retry = setTimeout(() => {
      connecting = connect();
      connecting.then(
        () => {
          connecting = null;
          if (!stopped) for (const handlers of channels.values()) handlers.onResync?.(lostAt);
        },
        (error: unknown) => {
          connecting = null;
          if (stopped) return;
          onError('notification channel: reconnect failed', error);
          schedule(Math.min(delay * 2, RETRY_MAX_MS), lostAt);
        },
      );
    }, delay);
    retry.unref();
  };

  /** The live connection, opening the first one; null while a lost one is being replaced. */
  const client = async () => {
    if (current || retry) return current;
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async listen(channel, handlers) {
      channels.set(channel, handlers);
      // A reconnection listens on every channel in the map, this one included.
      await (await client())?.query(`LISTEN ${quoteIdent(channel)}`);
      return async () => {
        channels.delete(channel);
        await current?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      stopped = true;
      clearTimeout(retry);
      const open = current;
      current = null;
      await open?.end().catch(() => undefined);
    },
  };
}
