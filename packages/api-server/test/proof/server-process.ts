// The real server as a child process (`node src/main.ts`), for the durability proofs: it can be
// killed with SIGKILL or stopped with SIGTERM like in production.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const MAIN = join(__dirname, '..', '..', 'src', 'main.ts');
export const JWT_SECRET = 'durability-secret-durability-secret-0001';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resolves when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines the process wrote (for failure messages). */
  output(): string;
}

export async function startServer(
  port: number,
  database: { dataDir: string } | { databaseUrl: string },
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...('dataDir' in database ? { DATA_DIR: database.dataDir, DATABASE_URL: '' } : { DATABASE_URL: database.databaseUrl }),
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_CREATE_PER_HOUR: '100000',
      RATE_LIMIT_UPLOAD_PER_HOUR: '100000',
      RATE_LIMIT_REGISTER_PER_HOUR: '100000',
      RATE_LIMIT_STAFF_CREATE_PER_HOUR: '100000',
      RATE_LIMIT_STAFF_UPLOAD_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-6000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  let done = false;
  void exited.then(() => {
    done = true;
  });
  while (Date.now() < deadline) {
    if (done) throw new Error(`server exited during start-up:\n${log}`);
    try {
      const res = await fetch(`${url}/api/ticket/status`);
      if (res.ok) return { child, url, exited, output: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within 90 s:\n${log}`);
}

/** Signs in through the API; returns the bearer header value. */
export async function signIn(url: string, email: string, password = 'demo1234'): Promise<string> {
  const res = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, providerId: 'email', tokenId: '' }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return res.headers.get('authorization')!;
}

/** Stops every server with SIGTERM, as in production, and waits until all have ended. */
export async function stopServers(servers: ServerProcess[]): Promise<void> {
  await Promise.all(
    servers.map((server) => {
      server.child.kill('SIGTERM');
      return server.exited;
    }),
  );
}
