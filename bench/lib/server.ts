// The real API server serving the production build, on its own port and throw-away data dir.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/lib.ts';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startWebServer(port: number): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigia-bench-front-'));
  const child = spawn(process.execPath, ['packages/api-server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: root,
      LOG_LEVEL: 'warn',
      // Every measured dashboard signs in once per role; the default per-IP limits are for the internet.
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      RATE_LIMIT_CREATE_PER_HOUR: '10000',
      RATE_LIMIT_UPLOAD_PER_HOUR: '10000',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${baseUrl}/api/ticket/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`The API server did not start on port ${port}`);
}
