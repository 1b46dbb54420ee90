// The real API server as a child process (node packages/api-server/src/main.ts), on PGlite in a data
// dir or on a PostgreSQL URL, with the per-IP rate limits raised so the load generator is not refused.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
const MAIN = path.join(root, 'packages', 'api-server', 'src', 'main.ts');

export interface ServerTarget {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
}

export interface RunningServer {
  base: string;
  /** The server process's id (CPU accounting, cpu-create.ts). */
  pid: number;
  stop(): Promise<void>;
}

const UNLIMITED = '1000000000';

/** `extra`: more environment for the child (e.g. NODE_OPTIONS=--cpu-prof for a profile, profile-create.ts). */
export async function startServer(target: ServerTarget, port: number, extra: Record<string, string> = {}): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATABASE_URL: '' }),
      SEED_DEMO: '1',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_AUTH_PER_MINUTE: UNLIMITED,
      RATE_LIMIT_CREATE_PER_HOUR: UNLIMITED,
      RATE_LIMIT_UPLOAD_PER_HOUR: UNLIMITED,
      // Per driver: the units load (units.ts) may send faster than a phone's default allowance.
      RATE_LIMIT_UNIT_POSITIONS_PER_MINUTE: UNLIMITED,
      ...extra,
    },
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API server exited with code ${child.exitCode}\n${log}`);
    try {
      const res = await fetch(`${base}/api/ticket/status`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API server did not answer within 120 s\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
