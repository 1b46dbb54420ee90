// Several API instances on one PostgreSQL, for the proofs that need more than one: the database and
// an admin connection to it, and the one order in which all of it stops.
import pg from 'pg';
import { startPostgres, type LocalPostgres } from '../../../../scripts/postgres';
import { stopServers, type ServerProcess } from './server-process';
import type { SseStream } from './sse-client';

/** A fresh PostgreSQL on `port` and an admin client connected to it. */
export async function startDatabase(port: number): Promise<{ postgres: LocalPostgres; admin: pg.Client }> {
  const postgres = await startPostgres(port);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  return { postgres, admin };
}

/** Closes the streams, stops the servers (SIGTERM), then the admin client and PostgreSQL; any may be missing after a failed start. */
export async function stopCluster(parts: { streams: SseStream[]; servers: ServerProcess[]; admin?: pg.Client; postgres?: LocalPostgres }) {
  for (const stream of parts.streams) stream.close();
  await stopServers(parts.servers);
  await parts.admin?.end();
  await parts.postgres?.stop();
}
