// A node-postgres pool whose connections never crash the process when PostgreSQL goes away.
import type { Pool, PoolConfig } from 'pg';

/**
 * The pool itself reports an idle connection's error; a connection checked out (a transaction, a
 * query in flight) emits its error on the client, which with no listener is an uncaught exception:
 * an immediate shutdown or a crash of PostgreSQL took the server down with it. Each connection gets
 * a listener once; its queries are rejected all the same and the pool drops it on release.
 */
export async function openPool(config: PoolConfig, onError: (message: string, error: unknown) => void): Promise<Pool> {
  const { Pool: PgPool } = await import('pg');
  // Idle connections stay open: the pool's default closes them after 10 s, and a burst then waited
  // for new backends, cold caches and statements prepared again (bench/api/README.md, units load).
  const pool = new PgPool({ keepAlive: true, idleTimeoutMillis: 0, ...config });
  pool.on('error', (error) => onError('database connection lost', error));
  pool.on('connect', (client) => {
    client.on('error', (error) => onError('database connection lost while in use', error));
  });
  return pool;
}
