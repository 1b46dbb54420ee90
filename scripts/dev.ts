// `pnpm dev`: the API plus a dev server per app, each remote on its own port (cross-origin, as in
// production). The shell's public/remotes.json points at those ports.
import { spawn } from 'node:child_process';
import { DEV_CORS_ORIGINS } from '@vigia/api-server/config';
import { APPS, root } from './lib.ts';

// The API allows no cross-origin caller unless told; here the dev servers' origins (issue 21).
const corsOrigins = process.env.CORS_ORIGINS ?? DEV_CORS_ORIGINS.join(',');

const children = [
  spawn(process.execPath, ['--watch', 'packages/api-server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '8080', CORS_ORIGINS: corsOrigins },
  }),
  ...APPS.map((app) => spawn('pnpm', ['--filter', `./${app}`, 'run', 'dev'], { cwd: root, stdio: 'inherit' })),
];

console.log('Shell: http://localhost:3000 · public form standalone: http://localhost:3001 · API: http://localhost:8080');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
