// A server of a test's own, on ports that belong to that test file, so the test can stop it and
// start it again on the same data (the shared server of playwright.config.ts must stay up).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface OwnServer {
  origin: string;
  /** Starts the server on `dataDir` and resolves once it answers. */
  start(dataDir: string): Promise<ChildProcess>;
  stop(child: ChildProcess): Promise<void>;
}

/** A server at `port` (its remotes at `port + 1`). */
export function ownServer(port: number): OwnServer {
  const origin = `http://127.0.0.1:${port}`;
  const start = (dataDir: string) => {
    const child = spawn(process.execPath, ['packages/api-server/src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_ROOT: path.resolve(import.meta.dirname, '../..'),
        CORS_ORIGINS: origin,
        REMOTE_ORIGINS: `http://127.0.0.1:${port + 1}`,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      },
    });
    return new Promise<ChildProcess>((resolve, reject) => {
      const deadline = Date.now() + 90_000;
      const poll = async () => {
        if (child.exitCode !== null) return reject(new Error(`server exited with ${child.exitCode}`));
        const ok = await fetch(`${origin}/api/ticket/status`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return resolve(child);
        if (Date.now() > deadline) return reject(new Error('server did not start'));
        setTimeout(poll, 300);
      };
      void poll();
    });
  };
  const stop = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      // SIGTERM drains open requests (the bell's stream); do not outlive the test if it hangs.
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { origin, start, stop };
}
