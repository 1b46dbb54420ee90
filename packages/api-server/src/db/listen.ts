// LISTEN on a real PostgreSQL through one dedicated connection (a pooled one would be handed to
// other queries). When PostgreSQL ends it (restart, failover, pg_terminate_backend) it reconnects
// with a growing delay and calls `onResync`, so the caller can fetch what was sent meanwhile.
import pg from 'pg';
import type { ChannelHandlers } from './client.ts';

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 2_000;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
  onError: (message: string, error: unknown) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('error', (error) => onError('notification channel connection lost', error));
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    client.on('end', () => {
      if (current !== client || stopped) return;
      current = null;
      schedule(RETRY_FIRST_MS, new Date());
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
  };

  const schedule = (delay: number, lostAt: Date) => {
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) handlers.onResync?.(lostAt);
        },
        (error: unknown) => {
          if (stopped) return;
          onError('notification channel: reconnect failed', error);
          schedule(Math.min(delay * 2, RETRY_MAX_MS), lostAt);
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
