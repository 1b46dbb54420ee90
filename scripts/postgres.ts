// A throw-away Debian PostgreSQL cluster on a loopback port, for benchmarks and proof suites that must
// run against a real server. `apt-get install postgresql` provides the binaries; nothing is global.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LocalPostgres {
  /** Connection string of the `vigia` database. */
  url: string;
  port: number;
  /** Fast shutdown, then the same cluster started again (a restart or failover as clients see it). */
  restart(options?: { downMs?: number }): Promise<void>;
  /**
   * Immediate shutdown (every backend quits at once, no checkpoint, what is in the WAL buffers is
   * lost, as in a crash of PostgreSQL), then the same cluster started again: it recovers from the WAL.
   */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

function binDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'postgres')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(base, versions[0]!, 'bin') : null;
}

export function postgresAvailable(): boolean {
  return binDir() !== null;
}

// initdb and postgres refuse to run as root: run them as the `postgres` user Debian creates.
function serverUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  };
}

async function waitReady(bin: string, port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited with code ${child.exitCode}`);
    try {
      execFileSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], {
        stdio: 'ignore',
      });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('postgres did not become ready within 30 s');
}

/**
 * Starts a new cluster in a temp directory (fsync on: durability tests must mean it) and creates the
 * `vigia` database. `settings` are passed as `-c name=value` server options.
 */
export async function startPostgres(port: number, settings: Record<string, string> = {}): Promise<LocalPostgres> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vigia-pg-'));
  const user = serverUser();
  if ('uid' in user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  execFileSync(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale'], {
    stdio: 'ignore',
    ...user,
  });
  const options = Object.entries({
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    max_connections: '300',
    ...settings,
  });
  const args = ['-D', data, ...options.flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  let child: ChildProcess;
  let log = '';
  const launch = async () => {
    child = spawn(path.join(bin, 'postgres'), args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      ...user,
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    try {
      await waitReady(bin, port, child);
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`${(error as Error).message}\n${log}`);
    }
  };
  const shutDown = async (signal: 'SIGINT' | 'SIGQUIT' = 'SIGINT') => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal); // SIGINT: fast shutdown; SIGQUIT: immediate
    await exited;
  };
  await launch();
  execFileSync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'vigia'], { stdio: 'ignore' });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/vigia`,
    port,
    restart: async ({ downMs = 0 } = {}) => {
      await shutDown();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await launch();
    },
    crash: async () => {
      await shutDown('SIGQUIT');
      await launch();
    },
    stop: async () => {
      await shutDown();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
