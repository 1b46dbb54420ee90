// Helpers shared by the repo scripts (run with Node 22 type stripping).
import { spawn, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import '@vigia/tooling/ts-resolve-hook';

export const root = path.resolve(import.meta.dirname, '..');
// After the hook: @vigia/domain's sources import each other without extensions.
const { REMOTES } = await import('@vigia/domain');
/** The shell and each remote's app folder (@vigia/domain's manifest). */
export const APPS = ['shell', ...Object.values(REMOTES).map((remote) => remote.app)];

export function run(cmd: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The apps whose dist is older than any source they are built from. */
export function staleApps(): string[] {
  const packagesMtime = Math.max(newestMtime(path.join(root, 'packages')), statSync(path.join(root, 'pnpm-lock.yaml')).mtimeMs);
  return APPS.filter((app) => {
    const manifest = path.join(root, app, 'dist', 'mf-manifest.json');
    if (!existsSync(manifest)) return true;
    const built = statSync(manifest).mtimeMs;
    return Math.max(packagesMtime, newestMtime(path.join(root, app))) > built;
  });
}

const LOCK = path.join(root, 'node_modules', '.vigia-build.lock');

/** One web build at a time across processes: two writers on one dist corrupt it. */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A lock older than 20 minutes belongs to a build that died.
      if (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > 20 * 60_000) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Builds the stale apps one after the other (parallel webpack runs only queue on 2 cores). */
export function buildIfStale(): Promise<void> {
  return withBuildLock(buildStale);
}

async function buildStale(): Promise<void> {
  const stale = staleApps();
  if (stale.length === 0) {
    console.log('Web build is up to date.');
    return;
  }
  console.log(`Building ${stale.join(', ')} …`);
  for (const app of stale) {
    const code = await run('pnpm', ['--filter', `./${app}`, 'run', 'build']);
    if (code !== 0) throw new Error(`Build of ${app} failed`);
  }
}
