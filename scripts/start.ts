// `pnpm start`: production build (skipped when up to date), then the whole product on one origin:
// web app at /, remotes at /remotes/<area>/, API at /api, embedded PostgreSQL (PGlite) in .data/.
import { buildIfStale, root, run } from './lib.ts';

const port = process.env.PORT ?? '8080';

await buildIfStale();

console.log(`
Vigía is starting on http://localhost:${port}
  Public report form:  http://localhost:${port}/event/form
  Sign in:             http://localhost:${port}/user/login
  API docs:            http://localhost:${port}/api/docs
  Demo users (password demo1234): driver@example.com, operator@example.com,
    supervisor@example.com, inspector@example.com, admin@example.com
`);

process.exitCode = await run(process.execPath, ['packages/api-server/src/main.ts'], {
  env: { ...process.env, PORT: port, WEB_ROOT: root },
});
